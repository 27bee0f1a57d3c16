package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"html/template"
	"log/slog"
	"net/http"
	"reflect"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"bookstore/internal/bookstore"
	"bookstore/internal/privacy"
)

// The member's rights on /profil ('Hesabım ve verilerim'): marketing
// consent, stock alerts, the data export, account deletion; and the
// one-click unsubscribe of marketing mails.

// privacyHandlers are the routes of the member's data rights and consent,
// the cookie list and the admin's KVKK pages (admin_privacy.go), asking
// the privacy service; the logger answers the plain unsubscribe handler's
// failures.
type privacyHandlers struct {
	privacy *privacy.Service
	log     *slog.Logger
}

type ConsentView struct {
	MarketingEmail bool   `json:"marketingEmail"`
	Text           string `json:"text" doc:"the checkbox's text"`
}

type consentOutput struct{ Body ConsentView }

func (h privacyHandlers) getConsent(ctx context.Context, _ *struct{}) (*consentOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	given, err := h.privacy.Consent(ctx, uid)
	if err != nil {
		return nil, err
	}
	return &consentOutput{Body: ConsentView{MarketingEmail: given, Text: bookstore.MarketingConsentText}}, nil
}

type ConsentRequest struct {
	MarketingEmail bool `json:"marketingEmail"`
}

type consentInput struct{ Body ConsentRequest }

func (h privacyHandlers) setConsent(ctx context.Context, in *consentInput) (*consentOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	if err := h.privacy.SetConsent(ctx, uid, in.Body.MarketingEmail, bookstore.ConsentSourceProfile, clientOf(ctx).IP); err != nil {
		return nil, err
	}
	return h.getConsent(ctx, nil)
}

type StockAlertItem struct {
	BookID    string    `json:"bookId"`
	Title     string    `json:"title"`
	CreatedAt time.Time `json:"createdAt"`
}

type StockAlertList struct {
	Items []StockAlertItem `json:"items"`
}

type stockAlertsOutput struct{ Body StockAlertList }

func (h privacyHandlers) listStockAlerts(ctx context.Context, _ *struct{}) (*stockAlertsOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	alerts, err := h.privacy.StockAlerts(ctx, uid)
	if err != nil {
		return nil, err
	}
	out := &stockAlertsOutput{Body: StockAlertList{Items: make([]StockAlertItem, len(alerts))}}
	for i, a := range alerts {
		out.Body.Items[i] = StockAlertItem{BookID: a.BookID, Title: a.BookTitle, CreatedAt: a.CreatedAt}
	}
	return out, nil
}

func (h privacyHandlers) removeStockAlert(ctx context.Context, in *bookIDInput) (*struct{}, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	return nil, h.privacy.RemoveStockAlert(ctx, uid, in.BookID)
}

type exportInput struct {
	Format string `query:"format" enum:"json,html" default:"json" doc:"json: a file to download; html: a readable page"`
}

type exportOutput struct {
	ContentType        string `header:"Content-Type"`
	ContentDisposition string `header:"Content-Disposition"`
	Body               []byte
}

// exportData answers the signed-in member's own data, produced here: as a
// JSON file to keep or a page to read.
func (h privacyHandlers) exportData(ctx context.Context, in *exportInput) (*exportOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	d, err := h.privacy.Export(ctx, uid)
	if err != nil {
		return nil, err
	}
	name := "kitapevi-verilerim-" + d.GeneratedAt.In(bookstore.ShopLocation()).Format("2006-01-02")
	if in.Format == "html" {
		var b bytes.Buffer
		if err := exportPage.Execute(&b, d); err != nil {
			return nil, err
		}
		return &exportOutput{ContentType: "text/html; charset=utf-8", ContentDisposition: `inline; filename="` + name + `.html"`, Body: b.Bytes()}, nil
	}
	b, err := json.MarshalIndent(d, "", "  ")
	if err != nil {
		return nil, err
	}
	return &exportOutput{ContentType: "application/json; charset=utf-8", ContentDisposition: `attachment; filename="` + name + `.json"`, Body: b}, nil
}

// exportPage is the export as a page to read: one table per section.
var exportPage = template.Must(template.New("export").Funcs(template.FuncMap{
	"records": func(v any) []bookstore.ExportRecord { r, _ := v.([]bookstore.ExportRecord); return r },
	"value": func(v any) string {
		switch x := v.(type) {
		case bookstore.ExportTime:
			return x.Text()
		case bool:
			if x {
				return "Evet"
			}
			return "Hayır"
		case string:
			if x == "" {
				return "-"
			}
			return x
		}
		b, _ := json.Marshal(v)
		return string(b)
	},
	"date": bookstore.FormatDateTime,
}).Parse(`<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Kişisel verilerim | Kitapevi Yayınları</title>
<style>body{font-family:system-ui,Arial,sans-serif;color:#1c1917;max-width:60rem;margin:0 auto;padding:1rem}
h1{color:#92400e}h2{margin-top:2rem;border-bottom:1px solid #e7e5e4}table{border-collapse:collapse;width:100%;margin:.5rem 0}
th,td{border:1px solid #e7e5e4;padding:.35rem .5rem;text-align:left;vertical-align:top;word-break:break-word}th{background:#fafaf9;width:14rem}</style>
</head><body>
<h1>Kitapevi Yayınları: kişisel verilerim</h1>
<p>Oluşturulma: {{date .GeneratedAt}}. Bu sayfa, KVKK 11. madde kapsamında hakkınızda tuttuğumuz verilerin dökümüdür. Saatler Türkiye saatiyle verilmiştir. Üyelere özel bir istek günlüğü tutulmaz; hesabınızla ilgili işlemler "Hesap ve güvenlik kayıtları" bölümündedir.</p>
{{range .Sections}}<section><h2>{{.Title}}</h2>
{{if not .Records}}<p>Kayıt yok.</p>{{end}}
{{range .Records}}<table>{{range .}}<tr><th scope="row">{{.Label}}</th><td>{{with records .Value}}{{range .}}<table>{{range .}}<tr><th scope="row">{{.Label}}</th><td>{{value .Value}}</td></tr>{{end}}</table>{{end}}{{else}}{{value .Value}}{{end}}</td></tr>{{end}}</table>
{{end}}</section>
{{end}}</body></html>`))

type DeleteAccountRequest struct {
	Password string `json:"password" maxLength:"1024"`
}

type deleteAccountInput struct{ Body DeleteAccountRequest }

// deleteAccount closes the caller's account and ends this browser's
// session cookie (every session is gone on the server).
func (h privacyHandlers) deleteAccount(ctx context.Context, in *deleteAccountInput) (*logoutOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	if err := h.privacy.DeleteAccount(ctx, uid, in.Body.Password, client(ctx)); err != nil {
		return nil, err
	}
	return &logoutOutput{SetCookie: []http.Cookie{clearCookie(ctx)}}, nil
}

type UnsubscribeResult struct {
	Message string `json:"message"`
}

// unsubscribe is the one-click link of a marketing mail: the page of the
// link posts here, and so does a mail client's own button (RFC 8058: a
// form body "List-Unsubscribe=One-Click", hence a plain handler outside
// the API's JSON guard). The token in the query is the authority; a GET
// never changes anything (mail scanners open links).
func (h privacyHandlers) unsubscribe(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, 4096)
	token := r.URL.Query().Get("t")
	if err := h.privacy.Unsubscribe(r.Context(), token, clientOf(r.Context()).IP); err != nil {
		writeError(w, r, h.log, err)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	writeJSON(w, UnsubscribeResult{Message: MsgUnsubscribed})
}

// unsubscribeOperation documents the plain handler: the token in the query,
// any body (a mail client posts "List-Unsubscribe=One-Click").
func unsubscribeOperation(api huma.API) huma.Operation {
	reg := api.OpenAPI().Components.Schemas
	res := reg.Schema(reflect.TypeOf(UnsubscribeResult{}), true, "UnsubscribeResult")
	problem := reg.Schema(reflect.TypeOf(Problem{}), true, "Problem")
	errResp := func(d string) *huma.Response {
		return &huma.Response{Description: d, Content: map[string]*huma.MediaType{"application/problem+json": {Schema: problem}}}
	}
	maxLen := 200
	return huma.Operation{
		OperationID: "unsubscribe", Method: http.MethodPost, Path: "/api/unsubscribe",
		Summary: "E-postadaki tek tıkla abonelikten çık bağlantısı (RFC 8058): izin geri alınır, bağlantı bir kez çalışır",
		Parameters: []*huma.Param{{Name: "t", In: "query", Required: true, Description: "the link's token",
			Schema: &huma.Schema{Type: "string", MaxLength: &maxLen}}},
		Responses: map[string]*huma.Response{
			"200": {Description: "İzin geri alındı", Content: map[string]*huma.MediaType{"application/json": {Schema: res}}},
			"409": errResp("Bağlantı daha önce kullanıldı"), "422": errResp("Bağlantı geçersiz"),
		},
	}
}

// MsgUnsubscribed confirms a withdrawal.
const MsgUnsubscribed = "E-posta izniniz geri alındı. Artık size kampanya ve yenilik e-postası göndermeyeceğiz; sipariş bilgilendirmeleri gelmeye devam eder."
