package httpapi

import (
	"context"
	"log/slog"
)

// WithRequestIDs wraps a slog handler so that every record logged with a
// request's context (the request line, and each service's ErrorContext,
// InfoContext, ...) carries that request's id as request_id: the id the
// client sees in X-Request-Id and in problem bodies, so one grep finds
// every line of a failed request.
func WithRequestIDs(h slog.Handler) slog.Handler { return requestIDHandler{h} }

type requestIDHandler struct{ slog.Handler }

func (h requestIDHandler) Handle(ctx context.Context, r slog.Record) error {
	if id := requestID(ctx); id != "" {
		r.AddAttrs(slog.String("request_id", id))
	}
	return h.Handler.Handle(ctx, r)
}

func (h requestIDHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return requestIDHandler{h.Handler.WithAttrs(attrs)}
}

func (h requestIDHandler) WithGroup(name string) slog.Handler {
	return requestIDHandler{h.Handler.WithGroup(name)}
}
