// Package spreadsheet writes the shop's CSV downloads (the sales reports,
// the İYS consent ledger) in the one form Excel opens in a Turkish locale
// without an import dialog:
//   - UTF-8 with a byte order mark, else Excel reads the letters as
//     Windows-1254 and "Ayşe" turns into mojibake;
//   - semicolons between cells, since the comma is Turkish's decimal
//     separator;
//   - CRLF line ends, what Excel writes and every reader accepts;
//   - money in lira with a decimal comma and no thousands separator
//     (Lira: 123450 kuruş is "1234,50");
//   - text that a person typed (titles, names, e-mails) through Text, so a
//     cell starting with = + - @ or a tab or carriage return is never run as
//     a formula (CSV injection). Numbers are written by the program and are
//     not passed through Text: "-12,00" must stay a number.
//
// Dates are the caller's: each file states the form its reader expects.
package spreadsheet

import (
	"bufio"
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// BOM is the UTF-8 byte order mark every file starts with.
const BOM = "\uFEFF"

// Writer writes rows as they come: a file of any length passes through a
// fixed buffer, so a download of every order line is streamed, not held.
type Writer struct {
	buf *bufio.Writer
	csv *csv.Writer
}

// NewWriter starts a file on w with the byte order mark. Nothing reaches
// w before the buffer fills or Flush is called.
func NewWriter(w io.Writer) *Writer {
	buf := bufio.NewWriterSize(w, 32<<10)
	_, _ = buf.WriteString(BOM) // a bufio write's error comes back from the next Flush
	c := csv.NewWriter(buf)     // writes into buf itself: it is already a large bufio.Writer
	c.Comma = ';'
	c.UseCRLF = true
	return &Writer{buf: buf, csv: c}
}

// Row writes one row; cells that need it are quoted.
func (w *Writer) Row(cells ...string) error { return w.csv.Write(cells) }

// Flush sends what is buffered to the underlying writer. Call it once at
// the end; its error is the first write that failed.
func (w *Writer) Flush() error {
	w.csv.Flush()
	if err := w.csv.Error(); err != nil {
		return err
	}
	return w.buf.Flush()
}

// Text is a text cell, safe from formula injection: a leading apostrophe
// makes Excel and LibreOffice show the text as written.
func Text(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

// Lira is an amount in kuruş as lira with a decimal comma: 123450 →
// "1234,50", -1200 → "-12,00", 5 → "0,05".
func Lira(kurus int64) string {
	sign := ""
	u := uint64(kurus)
	if kurus < 0 {
		sign, u = "-", uint64(-kurus) // two's complement: right even for the smallest int64
	}
	return fmt.Sprintf("%s%d,%02d", sign, u/100, u%100)
}

// Count is a whole number cell.
func Count[N ~int | ~int64](n N) string { return strconv.FormatInt(int64(n), 10) }
