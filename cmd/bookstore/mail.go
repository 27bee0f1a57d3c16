package main

import (
	netmail "net/mail"

	"bookstore/internal/bookstore"
	"bookstore/internal/config"
	"bookstore/internal/mail"
)

// mailWorker delivers the outbox: over SMTP when BOOKSTORE_SMTP_URL is set,
// otherwise to the log (the mails stay readable in the admin outbox).
func (a *app) mailWorker() *mail.Worker {
	w := &mail.Worker{Outbox: a.db, Notifier: a.mail, Log: a.log}
	if s := a.cfg.SMTP; s != nil {
		w.Sender = &mail.SMTP{Host: s.Host, Port: s.Port, Username: s.Username, Password: s.Password, ImplicitTLS: s.ImplicitTLS,
			From: netmail.Address{Name: mail.SiteName, Address: s.From}, HelloName: a.cfg.BaseURL.Hostname()}
		w.Delivered = bookstore.MailSent
		a.log.Info("mail: sending over SMTP", "host", s.Host, "port", s.Port, "from", s.From, "auth", s.Username != "")
	} else {
		if a.cfg.Env == config.Production {
			a.log.Warn("mail: BOOKSTORE_SMTP_URL is not set; mails are only logged and kept in the admin outbox")
		}
		w.Sender = mail.Log{Log: a.log, Body: a.cfg.Env != config.Production}
		w.Delivered = bookstore.MailLogged
	}
	return w
}
