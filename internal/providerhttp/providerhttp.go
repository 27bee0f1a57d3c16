// Package providerhttp is what the clients of outside providers' REST APIs
// (MNG Kargo, the Nilvera e-invoice integrator) share: one call under its
// own deadline, its answer read whole up to a limit, and the sorting of
// what went wrong. A call that got no answer (no connection, no answer in
// time, the connection dropped mid-answer) is a *TransportError: the
// provider may or may not have acted, so the caller asks again later. An
// answer is an *Answer; Unavailable says the provider failed (5xx, or too
// many requests) and the call is to be retried, Refusal that the provider
// read the request and refused it (a lasting answer the caller shows).
// What each refusal means stays with each client.
package providerhttp

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"strings"
	"time"
)

// Call is one request to a provider.
type Call struct {
	// Op names the call in errors ("MNG POST /barcodecmdapi/createbarcode").
	Op     string
	Method string
	URL    string
	Header http.Header
	// Body is sent as is; nil sends none.
	Body []byte
	// Timeout bounds the call from connecting to the answer's last byte;
	// a shorter deadline of the caller's context wins.
	Timeout time.Duration
	// Limit is the most of an answer that is read; the rest is dropped.
	Limit int64
	// Party is who could not be reached, in the dative, for the error
	// ("kargo firmasına ulaşılamadı").
	Party string
}

// Answer is a provider's response, read whole (up to the call's Limit).
type Answer struct {
	Op          string
	Status      int
	ContentType string
	Body        []byte
}

// Do makes the call with hc. It returns the answer whatever its status,
// or a *TransportError when there is none.
func Do(ctx context.Context, hc *http.Client, c Call) (*Answer, error) {
	callCtx, cancel := context.WithTimeout(ctx, c.Timeout)
	defer cancel()
	var rd io.Reader
	if c.Body != nil {
		rd = bytes.NewReader(c.Body)
	}
	req, err := http.NewRequestWithContext(callCtx, c.Method, c.URL, rd)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", c.Op, err)
	}
	for k, vs := range c.Header {
		req.Header[k] = vs
	}
	res, err := hc.Do(req)
	if err != nil {
		return nil, transportError(ctx, callCtx, c, err)
	}
	defer func() { _ = res.Body.Close() }() // read to the end or the limit; the read's error is the one that counts
	b, err := io.ReadAll(io.LimitReader(res.Body, c.Limit))
	if err != nil {
		return nil, transportError(ctx, callCtx, c, err)
	}
	return &Answer{Op: c.Op, Status: res.StatusCode, ContentType: res.Header.Get("Content-Type"), Body: b}, nil
}

// Kind is why a call got no answer.
type Kind int

const (
	// Canceled: the caller's context ended first.
	Canceled Kind = iota + 1
	// TimedOut: no (whole) answer within the call's bound.
	TimedOut
	// Dropped: the provider closed the connection before a whole answer.
	Dropped
	// Unreachable: no connection (refused, no route, a name not found).
	Unreachable
)

// TransportError is a call that got no answer. The outcome is unknown:
// the provider may have acted on the request.
type TransportError struct {
	Op      string
	Kind    Kind
	Timeout time.Duration
	Party   string
	// Err is the cause: the context's error when Canceled, else the
	// transport's.
	Err error
}

func (e *TransportError) Error() string {
	switch e.Kind {
	case Canceled:
		return fmt.Sprintf("%s: istek iptal edildi (%v)", e.Op, e.Err)
	case TimedOut:
		return fmt.Sprintf("%s: %s içinde yanıt gelmedi (zaman aşımı)", e.Op, e.Timeout)
	case Dropped:
		return fmt.Sprintf("%s: bağlantı yanıt gelmeden kapandı (%v)", e.Op, e.Err)
	case Unreachable:
	}
	return fmt.Sprintf("%s: %s ulaşılamadı (%v)", e.Op, e.Party, e.Err)
}

// Unwrap gives the cause and, for a call that timed out,
// context.DeadlineExceeded whatever bound fired (the call's, the
// connection's or the http.Client's).
func (e *TransportError) Unwrap() []error {
	if e.Kind == TimedOut {
		return []error{context.DeadlineExceeded, e.Err}
	}
	return []error{e.Err}
}

func transportError(ctx, callCtx context.Context, c Call, err error) error {
	e := &TransportError{Op: c.Op, Timeout: c.Timeout, Party: c.Party, Err: err}
	var ne net.Error
	switch {
	case ctx.Err() != nil:
		e.Kind, e.Err = Canceled, ctx.Err()
	case errors.Is(callCtx.Err(), context.DeadlineExceeded) || errors.As(err, &ne) && ne.Timeout():
		e.Kind = TimedOut
	case errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF):
		e.Kind = Dropped
	default:
		e.Kind = Unreachable
	}
	return e
}

// IsJSON reports a JSON answer (application/json or a +json type): the
// provider's own, not a proxy's or a gateway's page.
func (a *Answer) IsJSON() bool {
	mt, _, err := mime.ParseMediaType(a.ContentType)
	return err == nil && (mt == "application/json" || strings.HasSuffix(mt, "+json"))
}

// OK reports a 2xx answer.
func (a *Answer) OK() bool { return a.Status >= 200 && a.Status < 300 }

// Unavailable reports the provider failing or shedding load (5xx, 429):
// the call is to be made again later.
func (a *Answer) Unavailable() bool {
	return a.Status >= 500 || a.Status == http.StatusTooManyRequests
}

// Refusal reports the provider reading the request and refusing it: a 4xx
// in JSON that is not about the credentials (401, 403) or the rate (429).
// Each client narrows it by the provider's error codes.
func (a *Answer) Refusal() bool {
	return a.Status >= 400 && a.Status < 500 && a.Status != http.StatusUnauthorized &&
		a.Status != http.StatusForbidden && a.Status != http.StatusTooManyRequests && a.IsJSON()
}
