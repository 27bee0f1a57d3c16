package httpapi

import (
	"bytes"
	"context"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/spreadsheet"
)

// Admin: personal data (KVKK) — the data-subject requests, the consent
// ledger for İYS and announcements to consenting members.

type DataRequestItem struct {
	ID          string     `json:"id"`
	MemberID    string     `json:"memberId"`
	MemberName  string     `json:"memberName" doc:"'Silinmiş üye' once the account is closed"`
	Kind        string     `json:"kind" enum:"export,deletion"`
	KindLabel   string     `json:"kindLabel"`
	CreatedAt   time.Time  `json:"createdAt"`
	CompletedAt *time.Time `json:"completedAt" nullable:"true"`
}

type DataRequestList struct {
	Items    []DataRequestItem `json:"items"`
	Total    int               `json:"total"`
	Page     int               `json:"page"`
	PageSize int               `json:"pageSize"`
}

type requestPageInput struct {
	Page     int `query:"page" minimum:"1" maximum:"5000" default:"1"`
	PageSize int `query:"pageSize" minimum:"1" maximum:"48" default:"20"`
}

type dataRequestsOutput struct{ Body DataRequestList }

func (h privacyHandlers) adminDataRequests(ctx context.Context, in *requestPageInput) (*dataRequestsOutput, error) {
	page := bookstore.PageRequest{Page: in.Page, Size: in.PageSize}.Normalize()
	reqs, total, err := h.privacy.DataRequests(ctx, page)
	if err != nil {
		return nil, err
	}
	out := &dataRequestsOutput{Body: DataRequestList{Items: make([]DataRequestItem, len(reqs)), Total: total, Page: page.Page, PageSize: page.Size}}
	for i, r := range reqs {
		it := DataRequestItem{ID: r.ID, MemberID: r.UserID, MemberName: r.MemberName, Kind: string(r.Kind), KindLabel: r.Kind.Label(), CreatedAt: r.CreatedAt}
		if !r.CompletedAt.IsZero() {
			c := r.CompletedAt
			it.CompletedAt = &c
		}
		out.Body.Items[i] = it
	}
	return out, nil
}

// adminConsentsCSV is the consent ledger as İYS imports it, in the shop's
// one CSV form (internal/spreadsheet), with İYS's column names and its
// date form (YYYY-MM-DD SS:DD:SS in Istanbul).
func (h privacyHandlers) adminConsentsCSV(ctx context.Context, _ *struct{}) (*exportOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	rows, err := h.privacy.ConsentLedger(ctx, uid)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	w := spreadsheet.NewWriter(&b)
	_ = w.Row("ALICI", "KANAL", "IZIN_DURUMU", "IZIN_TARIHI", "KAYNAK", "IP", "UYE_NO") // into a buffer: Flush reports
	loc := bookstore.ShopLocation()
	for _, c := range rows {
		state := "ONAY"
		if !c.Given {
			state = "RET"
		}
		_ = w.Row(spreadsheet.Text(c.Email), "EPOSTA", state, c.At.In(loc).Format("2006-01-02 15:04:05"), spreadsheet.Text(c.Source),
			spreadsheet.Text(c.IP), c.UserID)
	}
	if err := w.Flush(); err != nil {
		return nil, err
	}
	name := "iys-izinler-" + time.Now().In(loc).Format("2006-01-02") + ".csv"
	return &exportOutput{ContentType: "text/csv; charset=utf-8", ContentDisposition: `attachment; filename="` + name + `"`, Body: b.Bytes()}, nil
}

type AnnouncementRequest struct {
	Subject string `json:"subject" maxLength:"1000"`
	Body    string `json:"body" maxLength:"20000"`
}

type AnnouncementResult struct {
	ID         string `json:"id"`
	Recipients int    `json:"recipients" doc:"members with e-mail consent now; each is checked again at send time"`
}

type announcementInput struct{ Body AnnouncementRequest }

type announcementOutput struct{ Body AnnouncementResult }

func (h privacyHandlers) adminAnnounce(ctx context.Context, in *announcementInput) (*announcementOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	a, err := h.privacy.Announce(ctx, uid, bookstore.Announcement{Subject: in.Body.Subject, Body: in.Body.Body})
	if err != nil {
		return nil, err
	}
	return &announcementOutput{Body: AnnouncementResult{ID: a.ID, Recipients: a.Recipients}}, nil
}
