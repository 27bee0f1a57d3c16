package main

import (
	netmail "net/mail"

	"bookstore/internal/bookstore"
	"bookstore/internal/config"
	"bookstore/internal/mail"
	"bookstore/internal/sqldb"
)

// mailWorker returns this instance's outbox worker, or nil when the instance
// must run none. The rule: an instance claims mail only if it can deliver it.
//
//   - With BOOKSTORE_SMTP_URL it sends over SMTP (status "sent").
//   - Without it, only in development on SQLite, the embedded
//     single-instance database: nobody else could send the mails, so the log
//     sender writes them to the log (status "logged") and they stay readable
//     in the admin outbox.
//   - On PostgreSQL without SMTP it runs no worker. The database may be
//     shared with instances that can send; a mail this instance claimed and
//     "logged" would never reach its recipient. The mails wait in the outbox
//     (the admin outbox page lists them) for an instance with SMTP.
//   - In production without BOOKSTORE_SMTP_URL the binary refuses to start
//     (a usage error, exit status 2): production mail must be delivered.
func (a *app) mailWorker() (*mail.Worker, error) {
	w := &mail.Worker{Outbox: sqldb.NewOutbox(a.db), Notifier: a.mail, Log: a.log}
	switch s := a.cfg.SMTP; {
	case s != nil:
		w.Sender = &mail.SMTP{Host: s.Host, Port: s.Port, Username: s.Username, Password: s.Password, ImplicitTLS: s.ImplicitTLS,
			From: netmail.Address{Name: mail.SiteName, Address: s.From}, HelloName: a.cfg.BaseURL.Hostname()}
		w.Delivered = bookstore.MailSent
		a.log.Info("mail: sending over SMTP", "host", s.Host, "port", s.Port, "from", s.From, "auth", s.Username != "")
	case a.cfg.Env == config.Production:
		return nil, usagef("BOOKSTORE_SMTP_URL production ortamında zorunludur; e-postalar gönderilemezse sipariş ve şifre e-postaları alıcıya ulaşmaz")
	case a.db.Dialect() == sqldb.SQLite:
		w.Sender = mail.Log{Log: a.log, Body: true}
		w.Delivered = bookstore.MailLogged
		a.log.Info("mail: BOOKSTORE_SMTP_URL is not set; mails are written to the log and kept in the admin outbox")
	default:
		a.log.Warn("mail: BOOKSTORE_SMTP_URL is not set; this instance sends no mail on the shared PostgreSQL database; " +
			"mails wait in the outbox for an instance with SMTP")
		return nil, nil
	}
	return w, nil
}
