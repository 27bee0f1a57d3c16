package httpapi

import "context"

// Admin: what the admin handlers share. The handlers call the admin
// service only; the service reaches the stores.

// asAdmin runs fn as the signed-in admin on the record named by id (a
// malformed or unknown id answers missing).
func asAdmin[T any](s *Server, ctx context.Context, id, missing string, fn func(ctx context.Context, actor, id string) (T, error)) (T, error) {
	var zero T
	uid, err := s.viewerID(ctx)
	if err != nil {
		return zero, err
	}
	return byID(ctx, id, missing, func(ctx context.Context, id string) (T, error) { return fn(ctx, uid, id) })
}
