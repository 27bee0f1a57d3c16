package httpapi

import (
	"context"
	"net/http"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/royalties"
)

// Royalties: the admin's rates and statements, the author's own
// sales and statements. The answers carry counts and amounts only: no
// customer's name, address or e-mail ever reaches a royalty view.

// royaltyHandlers are the royalty routes of both panels, asking the
// royalty service only.
type royaltyHandlers struct{ royalties *royalties.Service }

const msgStatementNotFound = "Telif beyanı bulunamadı"

type RoyaltyRateView struct {
	Kind        bookstore.RoyaltyKind `json:"kind" enum:"percent,fixed"`
	BasisPoints int64                 `json:"basisPoints" doc:"percent in hundredths: 1250 = %12,50 (0 for a fixed rate)"`
	PerCopy     int64                 `json:"perCopy" doc:"kuruş per copy (0 for a percentage)"`
	Label       string                `json:"label" doc:"'%12,50' or '₺2,50 / adet'"`
}

func rateView(r *bookstore.RoyaltyRate) *RoyaltyRateView {
	if r == nil {
		return nil
	}
	return &RoyaltyRateView{Kind: r.Kind, BasisPoints: r.BasisPoints, PerCopy: r.PerCopy, Label: royalties.RateLabel(*r)}
}

type BookRoyaltyView struct {
	BookID string           `json:"bookId"`
	Title  string           `json:"title"`
	Rate   *RoyaltyRateView `json:"rate" doc:"null: the author's rate applies"`
}

type AuthorRoyaltyView struct {
	AuthorID   string                  `json:"authorId"`
	AuthorName string                  `json:"authorName"`
	Rate       *RoyaltyRateView        `json:"rate" doc:"null until set"`
	Period     bookstore.RoyaltyPeriod `json:"period" enum:"monthly,quarterly"`
	Books      []BookRoyaltyView       `json:"books"`
}

type authorRoyaltyOutput struct{ Body AuthorRoyaltyView }

func authorRoyaltyView(a *bookstore.AuthorRoyalty) AuthorRoyaltyView {
	v := AuthorRoyaltyView{AuthorID: a.AuthorID, AuthorName: a.AuthorName, Rate: rateView(a.Rate), Period: a.Period, Books: []BookRoyaltyView{}}
	for _, b := range a.Books {
		v.Books = append(v.Books, BookRoyaltyView{BookID: b.BookID, Title: b.Title, Rate: rateView(b.Rate)})
	}
	return v
}

func (h royaltyHandlers) adminAuthorRoyalty(ctx context.Context, in *idInput) (*authorRoyaltyOutput, error) {
	a, err := bookstore.ByID(ctx, in.ID, bookstore.MsgAuthorNotFound, h.royalties.Settings)
	if err != nil {
		return nil, err
	}
	return &authorRoyaltyOutput{Body: authorRoyaltyView(a)}, nil
}

// RoyaltyRateRequest is a rate; the bounds are checked by the domain so the
// messages are Turkish and name the field.
type RoyaltyRateRequest struct {
	Kind        string `json:"kind" maxLength:"20" doc:"percent or fixed"`
	BasisPoints int64  `json:"basisPoints,omitempty" required:"false" doc:"percent in hundredths (0-10000)"`
	PerCopy     int64  `json:"perCopy,omitempty" required:"false" doc:"kuruş per copy (>= 0)"`
}

func (r RoyaltyRateRequest) rate() bookstore.RoyaltyRate {
	return bookstore.RoyaltyRate{Kind: bookstore.RoyaltyKind(r.Kind), BasisPoints: r.BasisPoints, PerCopy: r.PerCopy}
}

type AuthorRoyaltyRequest struct {
	RoyaltyRateRequest
	Period string `json:"period" maxLength:"20" doc:"monthly or quarterly"`
}

type setAuthorRoyaltyInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body AuthorRoyaltyRequest
}

func (h royaltyHandlers) adminSetAuthorRoyalty(ctx context.Context, in *setAuthorRoyaltyInput) (*authorRoyaltyOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	a, err := bookstore.ByID(ctx, in.ID, bookstore.MsgAuthorNotFound, func(ctx context.Context, id string) (*bookstore.AuthorRoyalty, error) {
		return h.royalties.SetAuthorRate(ctx, uid, id, in.Body.rate(), bookstore.RoyaltyPeriod(in.Body.Period))
	})
	if err != nil {
		return nil, err
	}
	return &authorRoyaltyOutput{Body: authorRoyaltyView(a)}, nil
}

type setBookRoyaltyInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body RoyaltyRateRequest
}

type RoyaltyMessage struct {
	Message string `json:"message"`
}

type royaltyMessageOutput struct{ Body RoyaltyMessage }

func (h royaltyHandlers) adminSetBookRoyalty(ctx context.Context, in *setBookRoyaltyInput) (*royaltyMessageOutput, error) {
	return h.setBookRoyalty(ctx, in.ID, &in.Body)
}

func (h royaltyHandlers) adminDeleteBookRoyalty(ctx context.Context, in *idInput) (*struct{}, error) {
	_, err := h.setBookRoyalty(ctx, in.ID, nil)
	return nil, err
}

// setBookRoyalty sets (body != nil) or removes the override of book id.
func (h royaltyHandlers) setBookRoyalty(ctx context.Context, id string, body *RoyaltyRateRequest) (*royaltyMessageOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	var rate *bookstore.RoyaltyRate
	msg := bookstore.MsgRoyaltyRateRemoved
	if body != nil {
		r := body.rate()
		rate, msg = &r, bookstore.MsgRoyaltyRateSaved
	}
	if _, err := bookstore.ByID(ctx, id, bookstore.MsgBookNotFound, func(ctx context.Context, id string) (struct{}, error) {
		return struct{}{}, h.royalties.SetBookRate(ctx, uid, id, rate)
	}); err != nil {
		return nil, err
	}
	return &royaltyMessageOutput{Body: RoyaltyMessage{Message: msg}}, nil
}

type RoyaltyLineView struct {
	BookID     string          `json:"bookId"`
	Title      string          `json:"title"`
	Sold       int             `json:"sold"`
	Returned   int             `json:"returned"`
	Gross      int64           `json:"gross" doc:"kuruş paid for the book's lines"`
	Refunded   int64           `json:"refunded" doc:"kuruş refunded in the period"`
	NetRevenue int64           `json:"netRevenue"`
	Rate       RoyaltyRateView `json:"rate"`
	Royalty    int64           `json:"royalty"`
}

type RoyaltyStatementView struct {
	ID            string                  `json:"id"`
	Number        string                  `json:"number" doc:"the first 8 characters of the id, upper case"`
	AuthorID      string                  `json:"authorId"`
	AuthorName    string                  `json:"authorName"`
	Period        bookstore.RoyaltyPeriod `json:"period" enum:"monthly,quarterly"`
	PeriodKey     string                  `json:"periodKey" doc:"the first month, 2026-10"`
	PeriodLabel   string                  `json:"periodLabel" doc:"'Ekim 2026' or '2026 4. çeyrek (Ekim–Aralık)'"`
	From          time.Time               `json:"from"`
	To            time.Time               `json:"to" doc:"exclusive"`
	CorrectsID    *string                 `json:"correctsId" doc:"the statement this one corrects"`
	CorrectedByID *string                 `json:"correctedById" doc:"the correction of this statement"`
	Sold          int                     `json:"sold"`
	Returned      int                     `json:"returned"`
	NetRevenue    int64                   `json:"netRevenue"`
	Royalty       int64                   `json:"royalty"`
	IssuedAt      time.Time               `json:"issuedAt"`
	Lines         []RoyaltyLineView       `json:"lines" doc:"empty in lists"`
	RoundingNote  string                  `json:"roundingNote"`
}

func statementView(st *bookstore.RoyaltyStatement) RoyaltyStatementView {
	v := RoyaltyStatementView{ID: st.ID, Number: statementNumber(st.ID), AuthorID: st.AuthorID, AuthorName: st.AuthorName, Period: st.Period,
		PeriodKey: bookstore.PeriodKey(st.From), PeriodLabel: bookstore.PeriodLabel(st.Period, st.From), From: st.From, To: st.To,
		CorrectsID: nullable(st.CorrectsID), CorrectedByID: nullable(st.CorrectedByID), Sold: st.Sold, Returned: st.Returned,
		NetRevenue: st.Net, Royalty: st.Royalty, IssuedAt: st.IssuedAt, Lines: []RoyaltyLineView{}, RoundingNote: royalties.RoundingNote}
	for _, l := range st.Lines {
		v.Lines = append(v.Lines, RoyaltyLineView{BookID: l.BookID, Title: l.Title, Sold: l.Sold, Returned: l.Returned, Gross: l.Gross,
			Refunded: l.Refunded, NetRevenue: l.Net(), Rate: *rateView(&l.Rate), Royalty: l.Royalty})
	}
	return v
}

func statementNumber(id string) string {
	if len(id) < 8 {
		return id
	}
	return upperASCII(id[:8])
}

func upperASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'a' && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}

type statementOutput struct {
	Status int
	Body   RoyaltyStatementView
}

type StatementList struct {
	Items []RoyaltyStatementView `json:"items"`
}

type statementListOutput struct{ Body StatementList }

func statementList(list []bookstore.RoyaltyStatement) *statementListOutput {
	out := &statementListOutput{Body: StatementList{Items: make([]RoyaltyStatementView, len(list))}}
	for i := range list {
		out.Body.Items[i] = statementView(&list[i])
	}
	return out
}

func (h royaltyHandlers) adminRoyaltyStatements(ctx context.Context, in *idInput) (*statementListOutput, error) {
	list, err := bookstore.ByID(ctx, in.ID, bookstore.MsgAuthorNotFound, h.royalties.Statements)
	if err != nil {
		return nil, err
	}
	return statementList(list), nil
}

type IssueStatementRequest struct {
	Period     string `json:"period,omitempty" required:"false" maxLength:"7" doc:"the period's first month, 2026-10 (ignored for a correction)"`
	CorrectsID string `json:"correctsId,omitempty" required:"false" maxLength:"64" doc:"the statement to correct"`
}

type issueStatementInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body IssueStatementRequest
}

func (h royaltyHandlers) adminIssueRoyaltyStatement(ctx context.Context, in *issueStatementInput) (*statementOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	if in.Body.CorrectsID != "" && !bookstore.ValidID(in.Body.CorrectsID) {
		return nil, bookstore.Invalid(bookstore.FieldError{Field: "correctsId", Message: bookstore.MsgRoyaltyWrongAuthor})
	}
	st, err := bookstore.ByID(ctx, in.ID, bookstore.MsgAuthorNotFound, func(ctx context.Context, id string) (*bookstore.RoyaltyStatement, error) {
		return h.royalties.Issue(ctx, uid, id, in.Body.Period, in.Body.CorrectsID)
	})
	if err != nil {
		return nil, err
	}
	return &statementOutput{Status: http.StatusCreated, Body: statementView(st)}, nil
}

func (h royaltyHandlers) adminRoyaltyStatement(ctx context.Context, in *idInput) (*statementOutput, error) {
	st, err := bookstore.ByID(ctx, in.ID, msgStatementNotFound, h.royalties.Statement)
	if err != nil {
		return nil, err
	}
	return &statementOutput{Status: http.StatusOK, Body: statementView(st)}, nil
}

func (h royaltyHandlers) adminRoyaltyStatementPDF(ctx context.Context, in *idInput) (*exportOutput, error) {
	st, err := bookstore.ByID(ctx, in.ID, msgStatementNotFound, h.royalties.Statement)
	if err != nil {
		return nil, err
	}
	return statementPDF(st)
}

func statementPDF(st *bookstore.RoyaltyStatement) (*exportOutput, error) {
	b, err := royalties.PDF(st)
	if err != nil {
		return nil, err
	}
	return &exportOutput{ContentType: "application/pdf", ContentDisposition: `attachment; filename="` + royalties.FileName(st) + `"`, Body: b}, nil
}

type MonthSalesView struct {
	Month      string `json:"month" doc:"2026-10"`
	Sold       int    `json:"sold"`
	Returned   int    `json:"returned"`
	Gross      int64  `json:"gross"`
	NetRevenue int64  `json:"netRevenue"`
}

type BookSalesView struct {
	BookID     string `json:"bookId"`
	Title      string `json:"title"`
	Sold       int    `json:"sold"`
	Returned   int    `json:"returned"`
	Gross      int64  `json:"gross"`
	Refunded   int64  `json:"refunded"`
	NetRevenue int64  `json:"netRevenue"`
}

type AuthorSales struct {
	Months []MonthSalesView `json:"months" doc:"the last 12 months, oldest first, the current month last"`
	Books  []BookSalesView  `json:"books" doc:"per book over the same 12 months"`
}

type authorSalesOutput struct{ Body AuthorSales }

func (h royaltyHandlers) authorSales(ctx context.Context, _ *struct{}) (*authorSalesOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	months, books, err := h.royalties.MySales(ctx, uid)
	if err != nil {
		return nil, err
	}
	out := &authorSalesOutput{Body: AuthorSales{Months: make([]MonthSalesView, len(months)), Books: make([]BookSalesView, len(books))}}
	for i, m := range months {
		out.Body.Months[i] = MonthSalesView{Month: m.Month, Sold: m.Sold, Returned: m.Returned, Gross: m.Gross, NetRevenue: m.Net}
	}
	for i, b := range books {
		out.Body.Books[i] = BookSalesView{BookID: b.BookID, Title: b.Title, Sold: b.Sold, Returned: b.Returned, Gross: b.Gross,
			Refunded: b.Refunded, NetRevenue: b.Net()}
	}
	return out, nil
}

func (h royaltyHandlers) authorRoyaltyStatements(ctx context.Context, _ *struct{}) (*statementListOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	list, err := h.royalties.MyStatements(ctx, uid)
	if err != nil {
		return nil, err
	}
	return statementList(list), nil
}

// myStatement is the author's own statement; another author's, or an id
// that is no statement, is the same 404.
func (h royaltyHandlers) myStatement(ctx context.Context, id string) (*bookstore.RoyaltyStatement, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	return bookstore.ByID(ctx, id, msgStatementNotFound, func(ctx context.Context, id string) (*bookstore.RoyaltyStatement, error) {
		return h.royalties.MyStatement(ctx, uid, id)
	})
}

func (h royaltyHandlers) authorRoyaltyStatement(ctx context.Context, in *idInput) (*statementOutput, error) {
	st, err := h.myStatement(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return &statementOutput{Status: http.StatusOK, Body: statementView(st)}, nil
}

func (h royaltyHandlers) authorRoyaltyStatementPDF(ctx context.Context, in *idInput) (*exportOutput, error) {
	st, err := h.myStatement(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return statementPDF(st)
}
