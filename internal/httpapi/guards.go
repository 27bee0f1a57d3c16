package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"bookstore/internal/bookstore"
)

// The request guards: what a request must be before a handler sees it
// (the API's body size, type and characters; the same origin for a change).

// valNoStore is every API answer's Cache-Control until a handler or the
// answer cache says otherwise (shared, as the answer cache's values are).
var valNoStore = []string{"no-store"}

// maxBodyBytes bounds every request body; huma reports the overflow as 413.
const maxBodyBytes = 1 << 20

// withAPIGuards applies to /api: bodies over 1 MB and bodies that are not
// JSON are refused before any handler, and responses are never cached.
func withAPIGuards(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header()[hdrCacheControl] = valNoStore
		if r.ContentLength > maxBodyBytes {
			writeProblem(w, r, &Problem{Status: http.StatusRequestEntityTooLarge, Code: codeTooLarge, Message: msgTooLarge})
			return
		}
		if hasBody(r) {
			ct := strings.ToLower(strings.TrimSpace(strings.Split(r.Header.Get("Content-Type"), ";")[0]))
			if ct != "application/json" {
				writeProblem(w, r, &Problem{Status: http.StatusUnsupportedMediaType, Code: codeUnsupported, Message: msgUnsupported})
				return
			}
		}
		r.Body = http.MaxBytesReader(w, r.Body, maxBodyBytes)
		if hasBody(r) {
			body, err := io.ReadAll(r.Body)
			var tooLarge *http.MaxBytesError
			switch {
			case errors.As(err, &tooLarge):
				writeProblem(w, r, &Problem{Status: http.StatusRequestEntityTooLarge, Code: codeTooLarge, Message: msgTooLarge})
				return
			case err != nil:
				writeProblem(w, r, &Problem{Status: http.StatusBadRequest, Code: string(bookstore.CodeInvalid), Message: msgMalformedJSON})
				return
			}
			if field, bad := controlCharsIn(body); bad {
				writeProblem(w, r, &Problem{Status: http.StatusUnprocessableEntity, Code: string(bookstore.CodeInvalid),
					Message: bookstore.MsgControlChars, Errors: []ProblemField{{Field: field, Message: bookstore.MsgControlChars}}})
				return
			}
			r.Body = io.NopCloser(bytes.NewReader(body))
		}
		next.ServeHTTP(w, r)
	})
}

// controlCharsIn finds the first string of a JSON body (a value or a key)
// with control characters, and names its field as huma names fields
// ("items[0].title"). A body that is not JSON passes: the handler's decoding
// answers it with its own 400.
func controlCharsIn(body []byte) (string, bool) {
	var v any
	if json.Unmarshal(body, &v) != nil {
		return "", false
	}
	return findControl(v, "")
}

func findControl(v any, at string) (string, bool) {
	switch x := v.(type) {
	case string:
		return at, bookstore.HasControl(x, true)
	case []any:
		for i, e := range x {
			if f, bad := findControl(e, fmt.Sprintf("%s[%d]", at, i)); bad {
				return f, true
			}
		}
	case map[string]any:
		for k, e := range x {
			field := k
			if at != "" {
				field = at + "." + k
			}
			if bookstore.HasControl(k, false) {
				return field, true
			}
			if f, bad := findControl(e, field); bad {
				return f, true
			}
		}
	}
	return "", false
}

func hasBody(r *http.Request) bool {
	switch r.Method {
	case http.MethodPost, http.MethodPut, http.MethodPatch:
		return r.ContentLength > 0 || (r.ContentLength < 0 && r.Body != nil && r.Body != http.NoBody)
	}
	return false
}

// withCrossOriginProtection refuses state-changing requests from other
// origins (Sec-Fetch-Site / Origin checks of net/http). The payment
// callback is the one exception: the bank posts it cross-site by design, and
// it is authenticated by the provider's signature instead (as is the
// development simulator's bank page, shown in a sandboxed frame).
func withCrossOriginProtection(next http.Handler) http.Handler {
	cop := http.NewCrossOriginProtection()
	cop.AddInsecureBypassPattern("POST " + callbackPath)
	cop.AddInsecureBypassPattern("POST " + webhookPath)
	cop.AddInsecureBypassPattern("POST /iyzico-sim/")
	// A mail client's one-click unsubscribe (RFC 8058), authorised by the
	// link's single-use token.
	cop.AddInsecureBypassPattern("POST /api/unsubscribe")
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeProblem(w, r, &Problem{Status: http.StatusForbidden, Code: "forbidden", Message: msgCrossOrigin})
	}))
	return cop.Handler(next)
}
