package bookstore_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

// Statements as three Turkish banks' internet branches export them
// (invented rows, real layouts): Garanti BBVA's ';' file with lines about
// the account before the header and a dekont number; İş Bankası's quoted
// ',' file with a time after the date and amounts with a decimal point;
// Ziraat's ';' file with a byte-order mark, ISO dates, no reference column
// and a total line; and a bare file without a header.

const garantiCSV = `GARANTİ BBVA HESAP HAREKETLERİ;;;;;
Hesap No: 1234-6298765;;;;;
IBAN: TR33 0006 1005 1978 6457 8413 26;;;;;
Tarih Aralığı: 01.11.2026 - 28.11.2026;;;;;
;;;;;
Tarih;Açıklama;Etiket;Tutar;Bakiye;Dekont No
27.11.2026;FAST GELEN - AYŞE YILMAZ - SİPARİŞ 0196A4B8;Diğer;259,00;12.459,30;2026112700012345
27.11.2026;POS SATIŞ KOMİSYONU;;-12,50;12.200,30;2026112700012346
26.11.2026;EFT GELEN MEHMET DEMİR 0196a4c2 nolu siparis;;1.349,90;12.212,80;2026112600098765
`

const isCSV = `"Tarih/Saat","Referans No","İşlem Tutarı","Bakiye","Açıklama"
"25/11/2026 14:32:10","IS-88123","450.00","3,210.45","HAVALE ALEYNA KAYA SIP 0196A4D0"
"25/11/2026 09:01:44","IS-88100","-1,200.00","2,760.45","KREDI KARTI ODEMESI"
"24/11/2026 17:20:00","IS-87999","1,050.5","3,960.45","EFT BURAK ÖZ"
`

const ziraatCSV = "\uFEFFİşlem Tarihi;Açıklama;Tutar (TL);Bakiye (TL)\r\n" +
	"2026-11-24;GELEN FAST 0196a4e1 ZEYNEP;89,90;1.089,90\r\n" +
	"2026-11-24;KART ODEMESI;-50,00;1.000,00\r\n" +
	"Toplam;;39,90;\r\n"

func TestParseStatementBanks(t *testing.T) {
	day := func(d int) time.Time { return time.Date(2026, 11, d, 0, 0, 0, 0, time.UTC) }
	cases := map[string]struct {
		csv  string
		want []bookstore.StatementRow
	}{
		"garanti": {garantiCSV, []bookstore.StatementRow{
			{Line: 7, Date: day(27), Amount: 25900, Description: "FAST GELEN - AYŞE YILMAZ - SİPARİŞ 0196A4B8", BankRef: "2026112700012345"},
			{Line: 9, Date: day(26), Amount: 134990, Description: "EFT GELEN MEHMET DEMİR 0196a4c2 nolu siparis", BankRef: "2026112600098765"},
		}},
		"iş bankası": {isCSV, []bookstore.StatementRow{
			{Line: 2, Date: day(25), Amount: 45000, Description: "HAVALE ALEYNA KAYA SIP 0196A4D0", BankRef: "IS-88123"},
			{Line: 4, Date: day(24), Amount: 105050, Description: "EFT BURAK ÖZ", BankRef: "IS-87999"},
		}},
		"ziraat": {ziraatCSV, []bookstore.StatementRow{
			{Line: 2, Date: day(24), Amount: 8990, Description: "GELEN FAST 0196a4e1 ZEYNEP"},
		}},
		"no header": {"28.11.2026,250.00,SIPARIS 0196A4B8\n28.11.2026,\"1.000,00\",ikinci\n", []bookstore.StatementRow{
			{Line: 1, Date: day(28), Amount: 25000, Description: "SIPARIS 0196A4B8"},
			{Line: 2, Date: day(28), Amount: 100000, Description: "ikinci"},
		}},
	}
	for name, c := range cases {
		got, err := bookstore.ParseStatement(c.csv)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if len(got) != len(c.want) {
			t.Errorf("%s: %d rows %+v", name, len(got), got)
			continue
		}
		for i, w := range c.want {
			g := got[i]
			if w.BankRef == "" {
				if !strings.HasPrefix(g.BankRef, "EKSTRE-") || len(g.BankRef) != len("EKSTRE-")+12 {
					t.Errorf("%s row %d: made reference %q", name, i, g.BankRef)
				}
				w.BankRef = g.BankRef
			}
			if g != w {
				t.Errorf("%s row %d:\n got %+v\nwant %+v", name, i, g, w)
			}
		}
	}
	// A made reference is stable: the same statement read again, the same
	// references; another row, another reference.
	a, _ := bookstore.ParseStatement(ziraatCSV)
	b, _ := bookstore.ParseStatement(ziraatCSV)
	c, _ := bookstore.ParseStatement(strings.Replace(ziraatCSV, "89,90", "89,91", 1))
	if a[0].BankRef != b[0].BankRef || a[0].BankRef == c[0].BankRef {
		t.Fatalf("made references %s %s %s", a[0].BankRef, b[0].BankRef, c[0].BankRef)
	}
}

func TestParseStatementRefuses(t *testing.T) {
	msg := func(err error) string { return bookstore.ErrorMessage(err) }
	var many strings.Builder
	many.WriteString("Tarih;Açıklama;Tutar\n")
	for i := range bookstore.MaxStatementRows + 1 {
		fmt.Fprintf(&many, "01.11.2026;GELEN %d;10,00\n", i)
	}
	if _, err := bookstore.ParseStatement(many.String()); msg(err) != bookstore.MsgStatementRows {
		t.Errorf("too many rows: %v", err)
	}
	if _, err := bookstore.ParseStatement(strings.Repeat("x", bookstore.MaxStatementBytes+1)); msg(err) != bookstore.MsgStatementTooLarge {
		t.Errorf("too large: %v", err)
	}
	if _, err := bookstore.ParseStatement("Tarih;Açıklama;Tutar\n01.11.2026;GELEN;on lira\n"); msg(err) != fmt.Sprintf(bookstore.MsgStatementAmount, 2, "on lira") {
		t.Errorf("bad amount: %v", err)
	}
	for _, empty := range []string{"", "Tarih;Açıklama;Tutar\n", "merhaba dünya\n"} {
		if _, err := bookstore.ParseStatement(empty); msg(err) != bookstore.MsgStatementEmpty {
			t.Errorf("%q: %v", empty, err)
		}
	}
	if _, err := bookstore.ParseStatement("Tarih;Açıklama;Tutar\n01.11.2026;\xff\xfe;10,00\n"); msg(err) != bookstore.MsgStatementUnread {
		t.Errorf("invalid UTF-8: %v", err)
	}
}

func TestMatchStatement(t *testing.T) {
	const a, b = "0196a4b8-1111-7000-8000-000000000001", "0196a4c2-2222-7000-8000-000000000002"
	candidates := []bookstore.TransferCandidate{
		{OrderID: a, CustomerName: "Ayşe Yılmaz", Total: 25900},
		{OrderID: b, CustomerName: "Mehmet Demir", Total: 150000, Recorded: 15010},
	}
	rows := []bookstore.StatementRow{
		{Line: 1, Amount: 25900, Description: "FAST GELEN SİPARİŞ 0196A4B8", BankRef: "R1"},          // exact, any case
		{Line: 2, Amount: 100000, Description: "EFT 0196a4c2 nolu siparis", BankRef: "R2"},           // differs: expects 134990
		{Line: 3, Amount: 134990, Description: "EFT #0196a4c2", BankRef: "R3"},                       // exact against what is missing
		{Line: 4, Amount: 25900, Description: "HAVALE 0196a4b8", BankRef: "KAYITLI"},                 // recorded
		{Line: 5, Amount: 25900, Description: "HAVALE 20261128 ödeme", BankRef: "R5"},                // a date, no such order
		{Line: 6, Amount: 25900, Description: "REF 0196a4b8aa ve 90196a4b8", BankRef: "R6"},          // longer hex runs name nothing
		{Line: 7, Amount: 25900, Description: "0196a4b8-1111-7000-8000-000000000001", BankRef: "R7"}, // the full id
	}
	got := bookstore.MatchStatement(rows, candidates, map[string]bool{"KAYITLI": true})
	want := []struct {
		kind     bookstore.StatementMatchKind
		order    string
		expected int64
	}{
		{bookstore.MatchExact, a, 0}, {bookstore.MatchAmountDiffers, b, 134990}, {bookstore.MatchExact, b, 0},
		{bookstore.MatchRecorded, "", 0}, {bookstore.MatchNone, "", 0}, {bookstore.MatchNone, "", 0}, {bookstore.MatchExact, a, 0},
	}
	for i, w := range want {
		g := got[i]
		order := ""
		if g.Order != nil {
			order = g.Order.OrderID
		}
		if g.Match != w.kind || order != w.order || g.Expected != w.expected {
			t.Errorf("row %d: %s %s %d, want %s %s %d", i+1, g.Match, order, g.Expected, w.kind, w.order, w.expected)
		}
	}
}
