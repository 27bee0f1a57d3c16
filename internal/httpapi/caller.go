package httpapi

import (
	"context"
	"errors"

	"bookstore/internal/bookstore"
)

// What the per-aggregate handler types (catalogHandlers, campaignHandlers)
// need from the request besides their service: who calls. They hold only
// their service, so they read the caller from the request's context, where
// the route's guard (admit) put the signed-in user before the handler ran.

// errUnguarded: callerID was asked on a route whose guard resolved no
// session (an Anyone route); a programming error, answered as a 500.
var errUnguarded = errors.New("httpapi: caller read on a route without an access guard")

// callerID is the signed-in caller of a guarded route, or 401.
func callerID(ctx context.Context) (string, error) {
	v, _ := ctx.Value(keyViewer).(*viewer)
	if v == nil || v.token == "" {
		return "", bookstore.Errorf(bookstore.CodeUnauthorized, bookstore.MsgNoSession)
	}
	// The guard has run v.once; on an unguarded route this marks the
	// viewer unresolvable rather than leaving a guest in its place.
	v.once.Do(func() { v.err = errUnguarded })
	if v.err != nil {
		return "", v.err
	}
	if v.user == nil {
		return "", bookstore.Errorf(bookstore.CodeUnauthorized, bookstore.MsgNoSession)
	}
	return v.user.ID, nil
}

// asCaller runs fn as the guarded route's caller on the record named by id
// (a malformed or unknown id answers missing).
func asCaller[T any](ctx context.Context, id, missing string, fn func(ctx context.Context, actor, id string) (T, error)) (T, error) {
	var zero T
	uid, err := callerID(ctx)
	if err != nil {
		return zero, err
	}
	return byID(ctx, id, missing, func(ctx context.Context, id string) (T, error) { return fn(ctx, uid, id) })
}
