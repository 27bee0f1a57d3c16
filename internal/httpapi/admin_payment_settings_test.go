package httpapi_test

import (
	"bytes"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

const (
	ibanA = "TR330006100519786457841326"
	ibanB = "TR420001000000000000000001"
)

// paymentsBody is a good 'Ödeme yöntemleri' form: both methods on, one account.
func paymentsBody() map[string]any {
	return map[string]any{"transferOn": true, "holdHours": 48, "transferDiscount": 3, "codOn": true, "codFee": 1990,
		"codMaxTotal": 0, "codForms": []string{"cash", "card"}, "codCarriers": []string{"MNG Kargo"}, "codBanDays": 180,
		"bankAccounts": []map[string]any{{"bank": "Ziraat Bankası", "holder": "Kitapevi Yayınları Ltd. Şti.", "iban": "TR33 0006 1005 1978 6457 8413 26"}}}
}

func TestPaymentSettingsAPI(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		_, e, admin := adminShop(t, db, nil)
		const path = "/api/admin/settings/payments"
		// Roles: a guest signs in first; a member and an author may not.
		if r := e.client().get(path); r.StatusCode != 401 {
			t.Fatalf("guest: %d", r.StatusCode)
		}
		for _, role := range []bookstore.Role{bookstore.RoleUser, bookstore.RoleAuthor} {
			c := e.client().signedIn(string(role)+"@example.com", role)
			if r := c.get(path); r.StatusCode != 403 {
				t.Fatalf("%s GET: %d", role, r.StatusCode)
			}
			if r := c.put(path, paymentsBody()); r.StatusCode != 403 {
				t.Fatalf("%s PUT: %d", role, r.StatusCode)
			}
		}
		var got httpapi.PaymentSetting
		admin.get(path).json(t, &got)
		if got.TransferOn || got.CODOn || got.HoldHours != 48 || len(got.BankAccounts) != 0 || got.CODBanDays != 180 {
			t.Fatalf("defaults: %+v", got)
		}
		r := admin.put(path, paymentsBody())
		if r.StatusCode != 200 {
			t.Fatalf("save: %d %s", r.StatusCode, r.body)
		}
		r.json(t, &got)
		if !got.TransferOn || !got.CODOn || got.CODFee != 1990 || len(got.BankAccounts) != 1 || got.BankAccounts[0].IBAN != ibanA || got.BankAccounts[0].ID == "" {
			t.Fatalf("saved: %+v", got)
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE action = 'payment.settings_changed'"); n != 1 {
			t.Fatalf("audit entries: %d", n)
		}
		saved := admin.get(path).body

		// Bad input: 422 with the Turkish message, nothing changed.
		for name, c := range map[string]struct {
			edit func(b map[string]any)
			msg  string
		}{
			"bad IBAN": {func(b map[string]any) {
				b["bankAccounts"] = []map[string]any{{"bank": "Ziraat", "holder": "Kitapevi", "iban": "TR330006100519786457841327"}}
			}, bookstore.MsgIBAN},
			"duplicate IBAN": {func(b map[string]any) {
				b["bankAccounts"] = []map[string]any{{"bank": "Ziraat", "holder": "Kitapevi", "iban": ibanB},
					{"bank": "Garanti", "holder": "Kitapevi", "iban": "tr42 0001 0000 0000 0000 0000 01"}}
			}, bookstore.MsgBankIBANDuplicate},
			"negative fee":       {func(b map[string]any) { b["codFee"] = -1 }, bookstore.MsgCODFee},
			"negative max":       {func(b map[string]any) { b["codMaxTotal"] = -100 }, bookstore.MsgCODMaxTotal},
			"discount 50":        {func(b map[string]any) { b["transferDiscount"] = 50 }, bookstore.MsgTransferDiscount},
			"hold 0":             {func(b map[string]any) { b["holdHours"] = 0 }, bookstore.MsgHoldHours},
			"on without account": {func(b map[string]any) { b["bankAccounts"] = []map[string]any{} }, bookstore.MsgTransferNoBank},
			"control character": {func(b map[string]any) {
				b["bankAccounts"] = []map[string]any{{"bank": "Zir\u0007aat", "holder": "Kitapevi", "iban": ibanB}}
			}, bookstore.MsgControlChars},
			"unknown carrier": {func(b map[string]any) { b["codCarriers"] = []string{"Posta Güvercini"} }, bookstore.MsgCODCarriers},
			"unknown form":    {func(b map[string]any) { b["codForms"] = []string{"çek"} }, bookstore.MsgCODFormUnknown},
		} {
			b := paymentsBody()
			c.edit(b)
			r := admin.put(path, b)
			if r.StatusCode != 422 {
				t.Errorf("%s: %d %s", name, r.StatusCode, r.body)
				continue
			}
			p := r.problem(t)
			found := p.Message == c.msg
			for _, f := range p.Errors {
				found = found || f.Message == c.msg
			}
			if !found {
				t.Errorf("%s: %+v", name, p)
			}
			if now := admin.get(path).body; !bytes.Equal(now, saved) {
				t.Errorf("%s changed the setting: %s", name, now)
			}
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE action = 'payment.settings_changed'"); n != 1 {
			t.Fatalf("refused forms audited: %d", n)
		}
		// A malformed body is refused by the schema, in Turkish too.
		if r := admin.put(path, map[string]any{"holdHours": "kırk sekiz"}); r.StatusCode != 422 || r.problem(t).Message == "" {
			t.Fatalf("malformed: %d %s", r.StatusCode, r.body)
		}
		// Turning both off keeps the accounts the form sends; none may go.
		b := paymentsBody()
		b["transferOn"], b["codOn"], b["bankAccounts"] = false, false, []map[string]any{}
		if r := admin.put(path, b); r.StatusCode != 200 {
			t.Fatalf("off: %d %s", r.StatusCode, r.body)
		}
		admin.get(path).json(t, &got)
		if got.TransferOn || got.CODOn || len(got.BankAccounts) != 0 {
			t.Fatalf("off: %+v", got)
		}
	})
}
