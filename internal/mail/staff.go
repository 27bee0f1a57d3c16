package mail

import (
	"context"
	"strings"
	"time"

	"bookstore/internal/bookstore"
)

// staffBodies are the staff's mails (text, HTML), beside the others in
// templates.go: one notice, or a recipient's notices of one day.
var staffBodies = map[string][2]string{
	bookstore.MailStaffNotice: {
		`{{.Body}}

Ayrıntılar: {{.Link}}
`,
		`<p>{{.Body}}</p>
<p><a href="{{.Link}}" style="display:inline-block;background:#b45309;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Yönetim panelinde aç</a></p>`,
	},
	bookstore.MailStaffDigest: {
		`{{.Book}} tarihli bildirimlerin özeti ({{len .Notices}} bildirim):
{{range .Notices}}
- {{.Subject}}
  {{.Body}}
  {{.Link}}
{{end}}`,
		`<p><strong>{{.Book}}</strong> tarihli bildirimlerin özeti ({{len .Notices}} bildirim):</p>
<ul>{{range .Notices}}<li style="margin-bottom:10px"><strong>{{.Subject}}</strong><br>{{.Body}}<br><a href="{{.Link}}" style="color:#b45309">Yönetim panelinde aç</a></li>{{end}}</ul>`,
	},
}

// noticeView is a notice in the digest.
type noticeView struct {
	Subject, Body, Link string
}

// staffName greets the staff in their mails.
const staffName = "Kitapevi ekibi"

// adminLink makes a notice's admin path absolute.
func (n *Notifier) adminLink(path string) string {
	return strings.TrimSuffix(n.BaseURL.String(), "/") + path
}

// StaffNoticeMail renders one notice for one recipient; its dedup key is
// the notice's and the address's, so it is queued once however often the
// notice is handed out.
func (n *Notifier) StaffNoticeMail(ctx context.Context, sn bookstore.StaffNotice, to string) (bookstore.Mail, error) {
	return n.build(ctx, bookstore.MailStaffNotice, bookstore.StaffNoticeMailKey(sn.ID, to), to, staffName,
		sn.Subject, view{Body: sn.Body, Link: n.adminLink(sn.Link)})
}

// StaffDigestMail renders a recipient's digest of one day.
func (n *Notifier) StaffDigestMail(ctx context.Context, d bookstore.StaffDigest) (bookstore.Mail, error) {
	day := d.Day
	if t, err := time.Parse(time.DateOnly, d.Day); err == nil {
		day = t.Format("02.01.2006")
	}
	v := view{Book: day, Link: n.adminLink("/admin")}
	for _, sn := range d.Notices {
		v.Notices = append(v.Notices, noticeView{Subject: sn.Subject, Body: sn.Body, Link: n.adminLink(sn.Link)})
	}
	return n.build(ctx, bookstore.MailStaffDigest, bookstore.StaffDigestMailKey(d.Day, d.Email), d.Email, staffName,
		"Günlük bildirim özeti: "+day, v)
}

var _ bookstore.StaffMails = (*Notifier)(nil)
