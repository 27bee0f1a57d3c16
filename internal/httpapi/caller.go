package httpapi

import (
	"context"

	"bookstore/internal/bookstore"
)

// What the per-aggregate handler types need from the request besides their
// service: who calls. They hold only their service, so they read the caller
// from the request's context, where withViewer put the session cookie and
// the route's guard (admit) resolved it before the handler ran.

// caller is the request's signed-in user; a guest (or an expired session)
// is nil with no error, and only a storage failure is an error. The first
// call resolves the session, so an Anyone route that cares who calls reads
// the same user as a guarded one. Handlers that need a caller use
// signedIn.
func caller(ctx context.Context) (*bookstore.User, error) {
	v, _ := ctx.Value(keyViewer).(*viewer)
	if v == nil || v.token == "" {
		return nil, nil
	}
	v.once.Do(func() {
		u, sess, err := v.authenticate(ctx, v.token)
		if bookstore.ErrorCode(err) == bookstore.CodeUnauthorized {
			err = nil
		}
		v.user, v.session, v.err = u, sess, err
	})
	return v.user, v.err
}

// signedIn is the signed-in caller, or 401.
func signedIn(ctx context.Context) (*bookstore.User, error) {
	u, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	if u == nil {
		return nil, bookstore.Errorf(bookstore.CodeUnauthorized, bookstore.MsgNoSession)
	}
	return u, nil
}

// callerID is the signed-in caller's id, or 401.
func callerID(ctx context.Context) (string, error) {
	u, err := signedIn(ctx)
	if err != nil {
		return "", err
	}
	return u.ID, nil
}

// asCaller runs fn as the signed-in caller on the record named by id (a
// malformed or unknown id answers missing).
func asCaller[T any](ctx context.Context, id, missing string, fn func(ctx context.Context, actor, id string) (T, error)) (T, error) {
	var zero T
	uid, err := callerID(ctx)
	if err != nil {
		return zero, err
	}
	return bookstore.ByID(ctx, id, missing, func(ctx context.Context, id string) (T, error) { return fn(ctx, uid, id) })
}

// actorService is a panel aggregate's service (books, events, authors):
// it turns the signed-in user into the domain's actor, whose rules then
// decide what that actor may see and set.
type actorService interface {
	ActorOf(ctx context.Context, u *bookstore.User) (bookstore.Actor, error)
}

// actorOf is the caller as svc's actor (a guest is the empty actor, which
// every panel rule refuses with 401).
func actorOf(ctx context.Context, svc actorService) (bookstore.Actor, error) {
	u, err := caller(ctx)
	if err != nil {
		return bookstore.Actor{}, err
	}
	return svc.ActorOf(ctx, u)
}

// asActor runs fn as the caller's actor on the record named by id (a
// malformed or unknown id answers missing): the one shape of every panel
// route of books, events and author profiles that acts on one record.
func asActor[T any](ctx context.Context, svc actorService, id, missing string,
	fn func(ctx context.Context, a bookstore.Actor, id string) (T, error)) (T, error) {
	var zero T
	a, err := actorOf(ctx, svc)
	if err != nil {
		return zero, err
	}
	return bookstore.ByID(ctx, id, missing, func(ctx context.Context, id string) (T, error) { return fn(ctx, a, id) })
}
