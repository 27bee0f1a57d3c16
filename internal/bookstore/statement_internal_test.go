package bookstore

import "testing"

func TestParseStatementAmount(t *testing.T) {
	for in, want := range map[string]int64{
		"1.234,56": 123456, "1234,56": 123456, "1,234.56": 123456, "1234.56": 123456, "1.234": 123400,
		"1.234.567,8": 123456780, "250": 25000, "0,5": 50, "-250,00": -25000, "+99,90": 9990, "(12,50)": -1250,
		"1.250,00 TL": 125000, "TRY 75.10": 7510, "₺ 10": 1000, " 1 234,56 ": 123456,
	} {
		if got, ok := parseStatementAmount(in); !ok || got != want {
			t.Errorf("%q: %d %v, want %d", in, got, ok, want)
		}
	}
	for _, bad := range []string{"", "on lira", "12,", "1.2.3,4x", "12e3", "9999999999999,00", "--5", "1,2345", "1234.567"} {
		if got, ok := parseStatementAmount(bad); ok {
			t.Errorf("%q read as %d", bad, got)
		}
	}
}
