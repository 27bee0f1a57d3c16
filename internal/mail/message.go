// Package mail sends the shop's e-mail: Turkish templates (HTML and plain
// text), the outbox worker that retries with backoff, an SMTP sender
// (STARTTLS when offered, AUTH when the URL has a user) and a log sender for
// the embedded default without SMTP. It implements bookstore.OrderMails (it
// renders the order mails the store queues with each order change) and
// bookstore.AccountNotifier (it queues account mails in the outbox).
package mail

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/mail"
	"net/textproto"
	"strings"
	"time"

	"bookstore/internal/bookstore"
)

// headerText makes a value safe for one header line: every control
// character (CR and LF above all) becomes a space, so a name, title or
// address with line breaks can never start a header of its own.
func headerText(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return ' '
		}
		return r
	}, s)
}

// address formats a mailbox for a header: the display name is cleaned and
// RFC 2047-encoded by net/mail when it is not plain ASCII; the address must
// be a single plain addr-spec.
func address(name, addr string) (string, error) {
	a, err := mail.ParseAddress(addr)
	if err != nil || a.Address != addr || strings.ContainsAny(addr, "\r\n") {
		return "", fmt.Errorf("mail: invalid address %q", addr)
	}
	return (&mail.Address{Name: strings.TrimSpace(headerText(name)), Address: addr}).String(), nil
}

// Compose builds the RFC 5322 message of a mail: UTF-8, multipart/alternative
// with a quoted-printable plain-text part and (when present) an HTML part.
func Compose(from mail.Address, m bookstore.Mail, at time.Time) ([]byte, error) {
	fromHdr, err := address(from.Name, from.Address)
	if err != nil {
		return nil, err
	}
	toHdr, err := address(m.ToName, m.ToEmail)
	if err != nil {
		return nil, err
	}
	_, domain, _ := strings.Cut(from.Address, "@")
	var buf bytes.Buffer
	hdr := func(k, v string) { fmt.Fprintf(&buf, "%s: %s\r\n", k, v) }
	hdr("From", fromHdr)
	hdr("To", toHdr)
	hdr("Subject", mime.QEncoding.Encode("utf-8", headerText(m.Subject)))
	hdr("Date", at.Format(time.RFC1123Z))
	hdr("Message-ID", "<"+messageID(m.MessageID, domain)+">")
	hdr("MIME-Version", "1.0")
	hdr("Auto-Submitted", "auto-generated")
	if u := headerText(m.ListUnsubscribe); u != "" && !strings.ContainsAny(u, "<>") {
		// RFC 2369 and RFC 8058: the mail client's own unsubscribe button
		// posts "List-Unsubscribe=One-Click" to this URL.
		hdr("List-Unsubscribe", "<"+u+">")
		hdr("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")
	}

	mw := multipart.NewWriter(&buf)
	hdr("Content-Type", mime.FormatMediaType("multipart/alternative", map[string]string{"boundary": mw.Boundary()}))
	buf.WriteString("\r\n")
	part := func(ctype, body string) error {
		w, err := mw.CreatePart(textproto.MIMEHeader{
			"Content-Type":              {ctype + "; charset=utf-8"},
			"Content-Transfer-Encoding": {"quoted-printable"},
		})
		if err != nil {
			return err
		}
		qw := quotedprintable.NewWriter(w)
		if _, err := qw.Write([]byte(strings.ReplaceAll(body, "\n", "\r\n"))); err != nil {
			return err
		}
		return qw.Close()
	}
	if err := part("text/plain", m.TextBody); err != nil {
		return nil, err
	}
	if m.HTMLBody != "" {
		if err := part("text/html", m.HTMLBody); err != nil {
			return nil, err
		}
	}
	if err := mw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// messageID is the mail's Message-ID without the angle brackets. The outbox
// chooses one per mail when it is queued, so each attempt to send the mail
// carries the same one and a receiver can drop a second copy (sent again
// because the first delivery could not be recorded). A mail that never went
// through the outbox gets a random one.
func messageID(id, domain string) string {
	id = strings.Map(func(r rune) rune {
		// Only what may stand in a msg-id: no spaces, brackets or controls.
		if r <= ' ' || r >= 0x7f || strings.ContainsRune("<>()[]\\,;:\"", r) {
			return -1
		}
		return r
	}, id)
	if id == "" {
		id = randomHex(16)
	}
	if strings.Contains(id, "@") {
		return id
	}
	return id + "@" + headerText(domain)
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
