package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"bookstore/internal/auth"
	"bookstore/internal/bookstore"
	"bookstore/internal/outbox"
)

// Password reset and the admin outbox (the mail issue).

// Per-address limit on password reset requests: a request mails someone,
// so it is tighter than sign-in. Each account also gets at
// most bookstore.PasswordResetsPerHour links an hour (counted in the
// database, so across instances).
const (
	resetPerIPPerMinute = 5
	resetPerIPBurst     = 5
)

// MsgResetRequested is the one answer to a reset request, whether or not
// the e-mail has an account.
const MsgResetRequested = "Bu e-posta adresiyle kayıtlı bir hesap varsa, şifre sıfırlama bağlantısı gönderildi. Bağlantı bir saat geçerlidir."

type PasswordResetRequest struct {
	Email string `json:"email" maxLength:"320"`
}

type PasswordResetAccepted struct {
	Message string `json:"message"`
}

type passwordResetRequestInput struct{ Body PasswordResetRequest }

type passwordResetRequestOutput struct{ Body PasswordResetAccepted }

func (h authHandlers) limitReset(ctx context.Context) error {
	if !h.resets.allow(client(ctx).IP) {
		return bookstore.Errorf(bookstore.CodeRateLimited, bookstore.MsgTooManyRequests)
	}
	return nil
}

// resetAnswerAfter pads every reset request to the same duration, so that
// the work done for an existing account (token, mail) does not tell by its
// time that the account exists.
const resetAnswerAfter = 300 * time.Millisecond

func (h authHandlers) requestPasswordReset(ctx context.Context, in *passwordResetRequestInput) (*passwordResetRequestOutput, error) {
	if err := h.limitReset(ctx); err != nil {
		return nil, err
	}
	padded := time.NewTimer(resetAnswerAfter)
	defer padded.Stop()
	if err := h.auth.RequestPasswordReset(ctx, in.Body.Email, client(ctx)); err != nil {
		return nil, err
	}
	select {
	case <-padded.C:
	case <-ctx.Done():
	}
	return &passwordResetRequestOutput{Body: PasswordResetAccepted{Message: MsgResetRequested}}, nil
}

type PasswordResetConfirm struct {
	Token           string `json:"token" maxLength:"128"`
	Password        string `json:"password" maxLength:"1024"`
	ConfirmPassword string `json:"confirmPassword" maxLength:"1024"`
}

type passwordResetConfirmInput struct{ Body PasswordResetConfirm }

type passwordResetConfirmOutput struct {
	SetCookie []http.Cookie `header:"Set-Cookie"`
}

// confirmPasswordReset sets the new password. Every session of the user
// ends, this browser's included: the user signs in with the new password.
// It shares the sign-in limit per address (a person may mistype twice).
func (h authHandlers) confirmPasswordReset(ctx context.Context, in *passwordResetConfirmInput) (*passwordResetConfirmOutput, error) {
	if err := h.limitAuth(ctx); err != nil {
		return nil, err
	}
	b := in.Body
	if err := h.auth.ResetPassword(ctx, auth.PasswordReset{Token: b.Token, Password: b.Password, ConfirmPassword: b.ConfirmPassword}); err != nil {
		return nil, err
	}
	out := &passwordResetConfirmOutput{}
	if sessionToken(ctx) != "" {
		out.SetCookie = []http.Cookie{clearCookie(ctx)}
	}
	return out, nil
}

// mailHandlers are the admin's outbox pages, asking the outbox service.
type mailHandlers struct{ outbox *outbox.Service }

// MailItem is an outbox row as the admin list shows it.
type MailItem struct {
	ID        string     `json:"id"`
	Kind      string     `json:"kind" doc:"the kind of mail"`
	To        string     `json:"to"`
	Subject   string     `json:"subject"`
	Status    string     `json:"status" enum:"pending,sent,logged,failed" doc:"logged: written to the server log because no SMTP server is configured"`
	Attempts  int        `json:"attempts"`
	LastError string     `json:"lastError"`
	CreatedAt time.Time  `json:"createdAt"`
	SentAt    *time.Time `json:"sentAt" nullable:"true"`
}

// TransformSchema gives the kind the domain's list of mail kinds as its
// enum (MailDetail, which embeds MailItem, gets it too): written out in a
// tag, the list fell behind when sign-in mails were added, and the web's
// kind labels, typed by this enum, could not show them.
func (MailItem) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	if kind := s.Properties["kind"]; kind != nil {
		kinds := bookstore.AllMailKinds()
		kind.Enum = make([]any, len(kinds))
		for i, k := range kinds {
			kind.Enum[i] = k
		}
	}
	return s
}

type MailList struct {
	Items    []MailItem `json:"items"`
	Total    int        `json:"total"`
	Page     int        `json:"page"`
	PageSize int        `json:"pageSize"`
}

type MailDetail struct {
	MailItem
	ToName   string `json:"toName"`
	TextBody string `json:"textBody" doc:"the plain-text part"`
}

type mailListInput struct {
	Page     int `query:"page" minimum:"1" maximum:"5000" default:"1"`
	PageSize int `query:"pageSize" minimum:"1" maximum:"48" default:"20"`
}

type mailListOutput struct{ Body MailList }

type mailDetailOutput struct{ Body MailDetail }

func mailItem(id, kind, to, subject string, st bookstore.MailStatus, attempts int, lastErr string, created, sent time.Time) MailItem {
	it := MailItem{ID: id, Kind: kind, To: to, Subject: subject, Status: string(st), Attempts: attempts, LastError: lastErr, CreatedAt: created}
	if !sent.IsZero() {
		it.SentAt = &sent
	}
	return it
}

func (h mailHandlers) adminMails(ctx context.Context, in *mailListInput) (*mailListOutput, error) {
	p := pageOf(in.Page, in.PageSize)
	ms, total, err := h.outbox.Mails(ctx, p)
	if err != nil {
		return nil, err
	}
	out := &mailListOutput{Body: MailList{Items: make([]MailItem, len(ms)), Total: total, Page: p.Page, PageSize: p.Size}}
	for i, m := range ms {
		out.Body.Items[i] = mailItem(m.ID, m.Kind, m.ToEmail, m.Subject, m.Status, m.Attempts, m.LastError, m.CreatedAt, m.SentAt)
	}
	return out, nil
}

// msgMailNotFound answers an unknown or malformed outbox id.
const msgMailNotFound = "E-posta bulunamadı"

func (h mailHandlers) adminMail(ctx context.Context, in *idInput) (*mailDetailOutput, error) {
	m, err := bookstore.ByID(ctx, in.ID, msgMailNotFound, h.outbox.Mail)
	if err != nil {
		return nil, err
	}
	return &mailDetailOutput{Body: MailDetail{
		MailItem: mailItem(m.ID, m.Kind, m.ToEmail, m.Subject, m.Status, m.Attempts, m.LastError, m.CreatedAt, m.SentAt),
		ToName:   m.ToName, TextBody: m.TextBody}}, nil
}
