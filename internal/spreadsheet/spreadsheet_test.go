package spreadsheet_test

import (
	"bytes"
	"errors"
	"math"
	"strings"
	"testing"

	"bookstore/internal/spreadsheet"
)

func TestLira(t *testing.T) {
	for kurus, want := range map[int64]string{
		0: "0,00", 5: "0,05", 50: "0,50", 1250: "12,50", 123450: "1234,50", 100000000: "1000000,00",
		-1200: "-12,00", -5: "-0,05", math.MinInt64: "-92233720368547758,08", math.MaxInt64: "92233720368547758,07",
	} {
		if got := spreadsheet.Lira(kurus); got != want {
			t.Errorf("Lira(%d) = %q, want %q", kurus, got, want)
		}
	}
}

func TestText(t *testing.T) {
	for in, want := range map[string]string{
		"":                  "",
		"Çalıkuşu":          "Çalıkuşu",
		"=HYPERLINK(\"x\")": "'=HYPERLINK(\"x\")",
		"+90 555":           "'+90 555",
		"-Ayşe":             "'-Ayşe",
		"@SUM(A1)":          "'@SUM(A1)",
		"\tgizli":           "'\tgizli",
		"\rgizli":           "'\rgizli",
		"a=b":               "a=b",
		"'zaten":            "'zaten",
	} {
		if got := spreadsheet.Text(in); got != want {
			t.Errorf("Text(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCount(t *testing.T) {
	if spreadsheet.Count(0) != "0" || spreadsheet.Count(int64(-3)) != "-3" || spreadsheet.Count(1234567) != "1234567" {
		t.Fatal("counts are plain digits, no thousands separator")
	}
}

// TestWriterForm: BOM, semicolons, CRLF, quoting of a cell with the
// separator, a quote or a line break.
func TestWriterForm(t *testing.T) {
	var b bytes.Buffer
	w := spreadsheet.NewWriter(&b)
	rows := [][]string{
		{"Kitap", "Adet", "Ciro (TL)"},
		{spreadsheet.Text("Ayşe; \"Yılmaz\""), spreadsheet.Count(2), spreadsheet.Lira(2400)},
		{spreadsheet.Text("-iki\nsatır"), spreadsheet.Count(0), spreadsheet.Lira(-1250)},
	}
	for _, r := range rows {
		if err := w.Row(r...); err != nil {
			t.Fatal(err)
		}
	}
	if b.Len() != 0 {
		t.Fatalf("written before Flush: %q", b.String())
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	want := "\uFEFFKitap;Adet;Ciro (TL)\r\n" +
		"\"Ayşe; \"\"Yılmaz\"\"\";2;24,00\r\n" +
		"\"'-iki\r\nsatır\";0;-12,50\r\n" // a line break inside a cell becomes CRLF too
	if b.String() != want {
		t.Fatalf("got  %q\nwant %q", b.String(), want)
	}
}

// TestWriterStreams: a long file reaches the underlying writer while rows
// are still being written, through a fixed buffer.
func TestWriterStreams(t *testing.T) {
	var sink countingWriter
	w := spreadsheet.NewWriter(&sink)
	row := strings.Repeat("x", 100)
	for range 10000 {
		if err := w.Row(row, spreadsheet.Lira(123450)); err != nil {
			t.Fatal(err)
		}
	}
	if sink.n == 0 || sink.max > 64<<10 {
		t.Fatalf("not streamed: %d bytes before Flush, largest write %d", sink.n, sink.max)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if want := len(spreadsheet.BOM) + 10000*(100+1+7+2); sink.n != want {
		t.Fatalf("wrote %d bytes, want %d", sink.n, want)
	}
}

// TestWriterReportsFailure: a failed write is Flush's error (or Row's).
func TestWriterReportsFailure(t *testing.T) {
	broken := errors.New("bağlantı koptu")
	w := spreadsheet.NewWriter(failingWriter{broken})
	var err error
	for i := 0; i < 1000 && err == nil; i++ {
		err = w.Row(strings.Repeat("y", 100))
	}
	if err == nil {
		err = w.Flush()
	}
	if !errors.Is(err, broken) {
		t.Fatalf("err = %v, want %v", err, broken)
	}
}

type countingWriter struct{ n, max int }

func (c *countingWriter) Write(p []byte) (int, error) {
	c.n += len(p)
	c.max = max(c.max, len(p))
	return len(p), nil
}

type failingWriter struct{ err error }

func (f failingWriter) Write([]byte) (int, error) { return 0, f.err }
