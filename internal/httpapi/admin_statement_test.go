package httpapi_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// A bank statement read against the waiting orders through the real
// router on both databases: each incoming row is proposed for the pending
// transfer order its description names (exact or with the amount that
// order expects), a recorded reference is marked, anything else names no
// order; reading records nothing, and accepting a row is recording it.
func TestReadStatement(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f, e, admin := adminShop(t, db, nil)
		b := transferBook(t, db, f)
		_, exact := transferOrder(t, e, "tam@example.com", b)
		_, short := transferOrder(t, e, "eksik@example.com", b)
		_, known := transferOrder(t, e, "kayitli@example.com", b)
		recordTransfer(t, admin, known.ID, 1000, "2026112600000001")
		card := placeOrder(t, buyer(t, e, "kart@example.com", b.ID, 1))

		day := time.Now().In(bookstore.ShopLocation()).Format("02.01.2006")
		lira := func(k int64) string { return strings.Replace(bookstore.FormatLira(k), " TL", "", 1) }
		csv := "GARANTİ BBVA HESAP HAREKETLERİ;;;;;\n;;;;;\nTarih;Açıklama;Etiket;Tutar;Bakiye;Dekont No\n" +
			fmt.Sprintf("%s;FAST GELEN - AYŞE YILMAZ - SİPARİŞ %s;Diğer;%s;12.459,30;2026112700000001\n", day, strings.ToUpper(exact.Number), lira(exact.Total)) +
			fmt.Sprintf("%s;EFT GELEN %s nolu siparis;;1.000,00;12.212,80;2026112700000002\n", day, short.Number) +
			fmt.Sprintf("%s;HAVALE %s;;10,00;12.222,80;2026112600000001\n", day, known.Number) +
			fmt.Sprintf("%s;EFT %s;;%s;12.232,80;2026112700000003\n", day, card.Number, lira(card.Total)) +
			fmt.Sprintf("%s;POS KOMISYON;;-12,50;12.200,30;2026112700000004\n", day)
		r := admin.post("/api/admin/transfers/statement", map[string]any{"csv": csv})
		if r.StatusCode != 200 {
			t.Fatalf("statement: %d %s", r.StatusCode, r.body)
		}
		var v httpapi.BankStatementView
		r.json(t, &v)
		if len(v.Rows) != 4 {
			t.Fatalf("rows: %+v", v.Rows)
		}
		check := func(i int, match, orderID string, expected int64) {
			t.Helper()
			row := v.Rows[i]
			got := ""
			if row.OrderID != nil {
				got = *row.OrderID
			}
			var exp int64
			if row.Expected != nil {
				exp = *row.Expected
			}
			if row.Match != match || got != orderID || exp != expected {
				t.Errorf("row %d: %s %s %d, want %s %s %d", i, row.Match, got, exp, match, orderID, expected)
			}
		}
		check(0, "exact", exact.ID, 0)
		check(1, "amount_differs", short.ID, short.Total)
		check(2, "recorded", "", 0)
		check(3, "none", "", 0)
		if row := v.Rows[0]; row.Amount != exact.Total || row.BankRef != "2026112700000001" || row.Line != 4 ||
			*row.CustomerName != "Ayşe Yılmaz" || *row.OrderNumber != exact.Number {
			t.Fatalf("row 0: %+v", row)
		}
		if e.transfers(t, exact.ID) != 0 {
			t.Fatal("reading recorded a transfer")
		}

		// Accepting the exact row is recording it.
		row := v.Rows[0]
		accepted := admin.post("/api/admin/orders/"+*row.OrderID+"/transfers", map[string]any{"amount": row.Amount,
			"receivedOn": row.Date, "sender": "Ayşe Yılmaz", "bankRef": row.BankRef})
		if accepted.StatusCode != 200 {
			t.Fatalf("accept: %d %s", accepted.StatusCode, accepted.body)
		}
		admin.post("/api/admin/transfers/statement", map[string]any{"csv": csv}).json(t, &v)
		if v.Rows[0].Match != "recorded" {
			t.Fatalf("after accepting: %+v", v.Rows[0])
		}

		// Refused: too many rows, an unreadable amount, nothing readable, too large.
		var many strings.Builder
		many.WriteString("Tarih;Açıklama;Tutar\n")
		for i := range bookstore.MaxStatementRows + 1 {
			fmt.Fprintf(&many, "%s;GELEN %d;10,00\n", day, i)
		}
		for body, msg := range map[string]string{
			many.String(): bookstore.MsgStatementRows,
			"Tarih;Açıklama;Tutar\n" + day + ";GELEN;on lira\n": fmt.Sprintf(bookstore.MsgStatementAmount, 2, "on lira"),
			"merhaba": bookstore.MsgStatementEmpty,
		} {
			if r := admin.post("/api/admin/transfers/statement", map[string]any{"csv": body}); r.StatusCode != 422 || r.problem(t).Message != msg {
				t.Errorf("%.40q: %d %s", body, r.StatusCode, r.body)
			}
		}
		huge := strings.Repeat(day+";GELEN 0123;10,00\n", (1<<20)/25+10)
		if r := admin.post("/api/admin/transfers/statement", map[string]any{"csv": huge}); r.StatusCode != http.StatusRequestEntityTooLarge {
			t.Errorf("1 MB: %d", r.StatusCode)
		}

		for _, c := range []*client{e.client(), e.client().signedIn("uye@example.com", bookstore.RoleUser),
			e.client().signedIn("yazar@example.com", bookstore.RoleAuthor)} {
			if r := c.post("/api/admin/transfers/statement", map[string]any{"csv": csv}); r.StatusCode != 401 && r.StatusCode != 403 {
				t.Fatalf("not staff: %d", r.StatusCode)
			}
		}
	})
}
