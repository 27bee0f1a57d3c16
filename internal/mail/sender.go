package mail

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/mail"
	"net/smtp"
	"net/textproto"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/config"
)

// Sender delivers one mail.
type Sender interface {
	Send(ctx context.Context, m bookstore.Mail) error
}

// SMTP delivers through an SMTP server. On a plain connection it upgrades
// with STARTTLS whenever the server offers it; with a user it
// authenticates (AUTH PLAIN, which net/smtp refuses over an unencrypted
// connection to anything but localhost).
type SMTP struct {
	Host        string
	Port        int
	Username    string
	Password    string
	ImplicitTLS bool // smtps://: TLS from the first byte
	From        mail.Address
	// TLSConfig is used for STARTTLS and implicit TLS; nil verifies the
	// server's certificate against the system roots for Host.
	TLSConfig *tls.Config
	// HelloName is the EHLO name; empty means "localhost".
	HelloName string
	Timeout   time.Duration // whole conversation; 0 means config.SMTPConversation
}

// Send runs one SMTP conversation for the mail.
func (s *SMTP) Send(ctx context.Context, m bookstore.Mail) error {
	msg, err := Compose(s.From, m, time.Now())
	if err != nil {
		return permanent(err)
	}
	timeout := s.Timeout
	if timeout == 0 {
		timeout = config.SMTPConversation
	}
	d := net.Dialer{Timeout: timeout}
	conn, err := d.DialContext(ctx, "tcp", net.JoinHostPort(s.Host, fmt.Sprint(s.Port)))
	if err != nil {
		return err
	}
	// The closes below only free the connection on the way out. The mail's
	// fate is the reply to its DATA (see the end); after QUIT the
	// connection is already closed, so their errors say nothing.
	defer func() { _ = conn.Close() }()
	_ = conn.SetDeadline(time.Now().Add(timeout))
	tlsCfg := s.TLSConfig
	if tlsCfg == nil {
		tlsCfg = &tls.Config{ServerName: s.Host, MinVersion: tls.VersionTLS12}
	}
	if s.ImplicitTLS {
		conn = tls.Client(conn, tlsCfg)
	}
	c, err := smtp.NewClient(conn, s.Host)
	if err != nil {
		return err
	}
	defer func() { _ = c.Close() }()
	hello := s.HelloName
	if hello == "" {
		hello = "localhost"
	}
	if err := c.Hello(hello); err != nil {
		return err
	}
	if !s.ImplicitTLS {
		if ok, _ := c.Extension("STARTTLS"); ok {
			if err := c.StartTLS(tlsCfg); err != nil {
				return fmt.Errorf("starttls: %w", err)
			}
		}
	}
	if s.Username != "" {
		if ok, _ := c.Extension("AUTH"); !ok {
			return errors.New("smtp: server offers no AUTH but the URL has a user")
		}
		if err := c.Auth(smtp.PlainAuth("", s.Username, s.Password, s.Host)); err != nil {
			return fmt.Errorf("smtp auth: %w", err)
		}
	}
	if err := c.Mail(s.From.Address); err != nil {
		return err
	}
	if err := c.Rcpt(m.ToEmail); err != nil {
		return rejected(err)
	}
	w, err := c.Data()
	if err != nil {
		return err
	}
	if _, err := w.Write(msg); err != nil {
		return err
	}
	if err := w.Close(); err != nil {
		return rejected(err)
	}
	// The server's 250 to the DATA made it responsible for the message
	// (RFC 5321 §4.1.1.4): the mail is sent. A failed QUIT after it must not
	// count as a failure, or the outbox would send the mail again.
	_ = c.Quit()
	return nil
}

// permanentError marks a failure that retrying cannot fix.
type permanentError struct{ error }

func (e permanentError) Unwrap() error { return e.error }

func permanent(err error) error { return permanentError{err} }

// rejected marks a 5xx reply to this mail's recipient or content as
// permanent. A 5xx elsewhere (AUTH, MAIL FROM) is the server's or our
// configuration's problem and is retried like any other failure.
func rejected(err error) error {
	var te *textproto.Error
	if errors.As(err, &te) && te.Code >= 500 && te.Code < 600 {
		return permanent(err)
	}
	return err
}

// Permanent reports whether retrying the mail is pointless: a message that
// cannot be composed, or a 5xx reply refusing its recipient or content.
func Permanent(err error) bool {
	var p permanentError
	return errors.As(err, &p)
}

// Log is the sender of the embedded default without SMTP: it writes each
// mail to the log; the mail stays readable in the admin outbox.
type Log struct {
	Log *slog.Logger
	// Body adds the plain-text body (development). It never holds a reset
	// link: the worker mints links only for SMTP (Worker.toSend), so the
	// log gets the stored copy with bookstore.RedactedLink.
	Body bool
}

// Send logs the mail.
func (l Log) Send(ctx context.Context, m bookstore.Mail) error {
	attrs := []any{"id", m.ID, "kind", m.Kind, "to", m.ToEmail, "subject", m.Subject}
	if l.Body {
		attrs = append(attrs, "body", m.TextBody)
	}
	l.Log.InfoContext(ctx, "mail (no SMTP configured; kept in the outbox)", attrs...)
	return nil
}
