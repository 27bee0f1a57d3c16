// Package outbox is the admin's view of the mail outbox: every mail the
// shop queued, newest first, and one mail with its plain text. The mail
// adapter (internal/mail) renders, queues and sends; this service only
// reads what it queued.
package outbox

import (
	"context"

	"bookstore/internal/bookstore"
)

// Service reads the outbox for the admin panel.
type Service struct {
	Store bookstore.Outbox
}

// Mails pages through the outbox, newest first.
func (s *Service) Mails(ctx context.Context, p bookstore.PageRequest) ([]bookstore.MailSummary, int, error) {
	return s.Store.Mails(ctx, p)
}

// Mail is one mail with its bodies (bookstore.ErrNotFound when unknown).
func (s *Service) Mail(ctx context.Context, id string) (*bookstore.Mail, error) {
	return s.Store.MailByID(ctx, id)
}
