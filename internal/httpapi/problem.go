package httpapi

import (
	"context"
	"errors"
	"log/slog"
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"bookstore/internal/bookstore"
)

// Problem is the body of every error response (application/problem+json).
// Message is Turkish and meant for the user; Code lets the web map the error
// to one of its eight error categories.
type Problem struct {
	Status    int            `json:"status"`
	Code      string         `json:"code" enum:"invalid,not_found,conflict,unauthorized,forbidden,rate_limited,unavailable,bad_gateway,too_large,unsupported_media_type,internal"`
	Message   string         `json:"message"`
	Errors    []ProblemField `json:"errors,omitempty"`
	RequestID string         `json:"requestId,omitempty"`
	// retryAfter is a rate-limited error's wait, sent as Retry-After.
	retryAfter time.Duration
}

// ProblemField is a message for one input field, named as in the request body.
type ProblemField struct {
	Field   string `json:"field"`
	Message string `json:"message"`
}

func problemFields(fs []bookstore.FieldError) []ProblemField {
	out := make([]ProblemField, len(fs))
	for i, f := range fs {
		out[i] = ProblemField(f)
	}
	return out
}

func (p *Problem) Error() string  { return p.Message }
func (p *Problem) GetStatus() int { return p.Status }

// ContentType makes huma send problems as application/problem+json.
func (p *Problem) ContentType(string) string { return "application/problem+json" }

// retryAfter is the Retry-After of a 503 (seconds): long enough for a
// database restart or a pool to reconnect, short enough that a reader
// retrying by hand is not sent away for long.
const retryAfter = "30"

// Codes that exist only at the HTTP layer.
const (
	codeTooLarge    = "too_large"
	codeUnsupported = "unsupported_media_type"
)

// statusOf is the one place where domain codes become HTTP statuses.
func statusOf(c bookstore.Code) int {
	switch c {
	case bookstore.CodeInvalid:
		return http.StatusUnprocessableEntity
	case bookstore.CodeNotFound:
		return http.StatusNotFound
	case bookstore.CodeConflict:
		return http.StatusConflict
	case bookstore.CodeUnauthorized:
		return http.StatusUnauthorized
	case bookstore.CodeForbidden:
		return http.StatusForbidden
	case bookstore.CodeRateLimited:
		return http.StatusTooManyRequests
	case bookstore.CodeUnavailable:
		return http.StatusServiceUnavailable
	case bookstore.CodeBadGateway:
		return http.StatusBadGateway
	default:
		return http.StatusInternalServerError
	}
}

// Turkish texts for failures detected before a handler runs.
const (
	msgMalformedJSON = "İstek gövdesi geçerli bir JSON değil."
	msgTooLarge      = "İstek gövdesi çok büyük (en fazla 1 MB)."
	msgUnsupported   = "Desteklenmeyen içerik türü. İstekler application/json olmalıdır."
	msgNotFoundAPI   = "İstenen API adresi bulunamadı."
	msgMethod        = "Bu adres bu HTTP yöntemini desteklemiyor."
	msgCrossOrigin   = "Başka bir siteden gelen istek reddedildi."
	msgUnknownField  = "Bilinmeyen alan"
	msgBadValue      = "Geçersiz değer"
	msgTooLong       = "Değer çok uzun"
)

// installErrorModel routes every huma error through the domain mapping. A
// handler returns domain errors; huma hands them here wrapped in a 500,
// request-validation failures arrive as *huma.ErrorDetail.
func installErrorModel(log *slog.Logger) {
	huma.NewErrorWithContext = func(hctx huma.Context, status int, msg string, errs ...error) huma.StatusError {
		ctx := context.Background()
		if hctx != nil {
			ctx = hctx.Context()
		}
		p := problemFor(ctx, log, status, msg, errs...)
		if hctx != nil && p.Status == http.StatusServiceUnavailable {
			hctx.SetHeader("Retry-After", retryAfter)
		}
		if hctx != nil && p.retryAfter > 0 {
			hctx.SetHeader("Retry-After", strconv.Itoa(int(math.Ceil(p.retryAfter.Seconds()))))
		}
		return p
	}
	huma.NewError = func(status int, msg string, errs ...error) huma.StatusError {
		return problemFor(context.Background(), log, status, msg, errs...)
	}
}

func problemFor(ctx context.Context, log *slog.Logger, status int, msg string, errs ...error) *Problem {
	p := &Problem{Status: status, RequestID: requestID(ctx)}
	for _, err := range errs {
		var de *bookstore.Error
		if errors.As(err, &de) {
			p.Status, p.Code, p.Message, p.Errors = statusOf(de.Code), string(de.Code), de.Message, problemFields(de.Fields)
			p.retryAfter = de.RetryAfter
			switch de.Code {
			case bookstore.CodeInternal:
				log.ErrorContext(ctx, "internal error", "err", err)
			case bookstore.CodeUnavailable:
				log.ErrorContext(ctx, "storage unavailable", "err", err)
			default: // the request's own faults: the answer says it all
			}
			return p
		}
		var pe *Problem
		if errors.As(err, &pe) {
			pe.RequestID = p.RequestID
			return pe
		}
	}
	switch {
	case status == http.StatusRequestEntityTooLarge:
		p.Code, p.Message = codeTooLarge, msgTooLarge
	case status == http.StatusUnsupportedMediaType:
		p.Code, p.Message = codeUnsupported, msgUnsupported
	case status == http.StatusBadRequest || status == http.StatusUnprocessableEntity:
		p.Code, p.Message = string(bookstore.CodeInvalid), bookstore.MsgValidation
		p.Errors = fieldErrors(errs)
		if status == http.StatusBadRequest && strings.Contains(strings.ToLower(msg+errText(errs)), "json") {
			p.Message = msgMalformedJSON
		}
		if len(p.Errors) > 0 && p.Errors[0].Field == "" {
			p.Errors = nil
		}
	case status == http.StatusNotFound:
		p.Code, p.Message = string(bookstore.CodeNotFound), msgNotFoundAPI
	case status == http.StatusMethodNotAllowed:
		p.Code, p.Message = string(bookstore.CodeInvalid), msgMethod
	case status == http.StatusUnauthorized:
		p.Code, p.Message = string(bookstore.CodeUnauthorized), bookstore.MsgNoSession
	case status == http.StatusForbidden:
		p.Code, p.Message = string(bookstore.CodeForbidden), bookstore.MsgAuthorization
	case status == http.StatusTooManyRequests:
		p.Code, p.Message = string(bookstore.CodeRateLimited), bookstore.MsgTooManyRequests
	case status >= 500:
		log.ErrorContext(ctx, "internal error", "msg", msg, "err", errText(errs))
		p.Status, p.Code, p.Message = http.StatusInternalServerError, string(bookstore.CodeInternal), bookstore.MsgUnknown
	default:
		p.Code, p.Message = string(bookstore.CodeInvalid), bookstore.MsgValidation
	}
	return p
}

// fieldErrors turns huma's schema-validation details (English, located as
// "body.password") into Turkish field errors.
func fieldErrors(errs []error) []ProblemField {
	var out []ProblemField
	for _, err := range errs {
		var d *huma.ErrorDetail
		if !errors.As(err, &d) {
			continue
		}
		field := strings.TrimPrefix(strings.TrimPrefix(d.Location, "body"), ".")
		m := strings.ToLower(d.Message)
		text := msgBadValue
		switch {
		case strings.Contains(m, "unexpected property"):
			text = msgUnknownField
		case strings.Contains(m, "required property"):
			text = bookstore.MsgRequired
			// Located at the body itself: "expected required property fullName to be present".
			if words := strings.Fields(d.Message); field == "" && len(words) >= 4 {
				field = words[3]
			}
		case strings.Contains(m, "length"):
			text = msgTooLong
		}
		out = append(out, ProblemField{Field: field, Message: text})
	}
	return out
}

func errText(errs []error) string {
	var b strings.Builder
	for _, e := range errs {
		if e != nil {
			b.WriteString(e.Error())
			b.WriteString("; ")
		}
	}
	return b.String()
}
