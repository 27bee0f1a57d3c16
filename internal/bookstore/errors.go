// Package bookstore is the domain: types, validation rules, service and store
// interfaces and the error model. It imports only the standard library; every
// other package imports it.
package bookstore

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// Code classifies a domain error. The HTTP layer maps each code to one status
// in one place (httpapi.statusOf); the web app maps codes to its eight
// user-facing error categories (web/src/lib/errors.ts).
type Code string

const (
	CodeInvalid      Code = "invalid"
	CodeNotFound     Code = "not_found"
	CodeConflict     Code = "conflict"
	CodeUnauthorized Code = "unauthorized"
	CodeForbidden    Code = "forbidden"
	CodeRateLimited  Code = "rate_limited"
	// CodeUnavailable: storage cannot be reached or written (a database
	// outage, a full disk); the same request may succeed shortly.
	CodeUnavailable Code = "unavailable"
	// CodeBadGateway: an outside service the request needed (the ISBN
	// services) failed or could not be reached; the message says which way.
	CodeBadGateway Code = "bad_gateway"
	CodeInternal   Code = "internal"
)

// FieldError names the input field a validation message belongs to, using the
// JSON name the client sent.
type FieldError struct {
	Field   string `json:"field"`
	Message string `json:"message"`
}

// Error is the one error type of the domain. Message is Turkish and safe to
// show to the user; internal details never go into it.
type Error struct {
	Code    Code
	Message string
	Fields  []FieldError
	// RetryAfter, when set on a rate-limited error, is how long the caller
	// must wait (the HTTP layer sends it as Retry-After).
	RetryAfter time.Duration
}

func (e *Error) Error() string { return fmt.Sprintf("%s: %s", e.Code, e.Message) }

// Errorf builds a domain error with a user-facing Turkish message.
func Errorf(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// Invalid reports validation failures. The first field's message becomes the
// error's message so a client that shows one line shows the first problem.
func Invalid(fields ...FieldError) *Error {
	msg := MsgValidation
	if len(fields) > 0 {
		msg = fields[0].Message
	}
	return &Error{Code: CodeInvalid, Message: msg, Fields: fields}
}

// ErrorCode returns the code of a domain error, or CodeInternal for anything else.
func ErrorCode(err error) Code {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return CodeInternal
}

// ErrorMessage returns the user-facing message of a domain error, or the
// generic text for anything else (whose details must only be logged).
func ErrorMessage(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Message
	}
	return MsgUnknown
}

// Sentinels the stores return; services wrap them with a message that fits.
var (
	ErrNotFound  = &Error{Code: CodeNotFound, Message: "Kayıt bulunamadı"}
	ErrDuplicate = &Error{Code: CodeConflict, Message: "Bu kayıt zaten mevcut"}
	// ErrUnavailable is an outage of storage, not a fault of the request:
	// the database cannot be reached, the disk is full. Adapters return it
	// through Unavailable so the driver's error stays for the log.
	ErrUnavailable = &Error{Code: CodeUnavailable, Message: MsgUnavailable}
)

// Unavailable marks cause as an outage: errors.Is(err, ErrUnavailable) holds
// and ErrorCode is CodeUnavailable, while the cause stays in the chain (and
// in the error's text) for the log.
func Unavailable(cause error) error {
	if cause == nil || errors.Is(cause, ErrUnavailable) {
		return cause
	}
	return fmt.Errorf("%w: %w", ErrUnavailable, cause)
}

// The product's texts of the user-facing error categories, used by the
// server where no more specific message exists.
const (
	MsgAuthorization = "Bu işlemi gerçekleştirmek için yetkiniz yok."
	MsgValidation    = "Girdiğiniz bilgilerde hata var. Lütfen kontrol edip tekrar deneyin."
	MsgUnknown       = "Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin."
	MsgNoSession     = "Kullanıcı oturumu bulunamadı. Lütfen giriş yapın."
	MsgUnavailable   = "Hizmet geçici olarak kullanılamıyor. Lütfen biraz sonra yeniden deneyin."
)

// ByID reads a record by an id from a URL: a malformed id and a missing
// (or, for public reads, hidden) record both give the CodeNotFound error
// of the same message, so a caller cannot tell them apart.
func ByID[T any](ctx context.Context, id, missing string, get func(context.Context, string) (T, error)) (T, error) {
	var zero T
	if !ValidID(id) {
		return zero, Errorf(CodeNotFound, "%s", missing)
	}
	v, err := get(ctx, id)
	if errors.Is(err, ErrNotFound) {
		return zero, Errorf(CodeNotFound, "%s", missing)
	}
	return v, err
}
