package bookstore_test

import (
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

func TestValidIBAN(t *testing.T) {
	for _, c := range []struct {
		in string
		ok bool
	}{
		{"TR33 0006 1005 1978 6457 8413 26", true}, // the standard's example
		{"tr330006100519786457841326", true},
		{"TR330006100519786457841327", false}, // one digit off
		{"TR34 0006 1005 1978 6457 8413 26", false},
		{"DE89370400440532013000", false}, // valid, but not Turkish
		{"TR33000610051978645784132", false},
		{"TR3300061005197864578413A6", false},
		{"", false},
	} {
		if got := bookstore.ValidIBAN(bookstore.NormalizeIBAN(c.in)); got != c.ok {
			t.Errorf("ValidIBAN(%q) = %v, want %v", c.in, got, c.ok)
		}
	}
	if got := bookstore.FormatIBAN("TR330006100519786457841326"); got != "TR33 0006 1005 1978 6457 8413 26" {
		t.Errorf("FormatIBAN = %q", got)
	}
	if got := bookstore.MaskIBAN("TR330006100519786457841326"); got != "TR••••••••••••••••••••1326" {
		t.Errorf("MaskIBAN = %q", got)
	}
}

func TestHoldDeadlineCountsWorkingDays(t *testing.T) {
	loc := bookstore.ShopLocation()
	for _, c := range []struct{ placed, want string }{
		// Tuesday noon + 48 h: Thursday noon.
		{"2026-12-01 12:00", "2026-12-03 12:00"},
		// Friday 20:00 + 48 h: 4 h of Friday, Mon, then Tuesday 20:00.
		{"2026-12-04 20:00", "2026-12-08 20:00"},
		// Saturday: the hours start on Monday.
		{"2026-12-05 10:00", "2026-12-09 00:00"},
		// 29 Ekim (a holiday) and the weekend are skipped: 15 h of Wednesday, Friday, then 9 h of Monday.
		{"2026-10-28 09:00", "2026-11-02 09:00"},
	} {
		placed, _ := time.ParseInLocation("2006-01-02 15:04", c.placed, loc)
		want, _ := time.ParseInLocation("2006-01-02 15:04", c.want, loc)
		if got := bookstore.HoldDeadline(placed, 48); !got.Equal(want) {
			t.Errorf("HoldDeadline(%s) = %s, want %s", c.placed, got.In(loc), want)
		}
	}
}

func TestTransferStateOf(t *testing.T) {
	for _, c := range []struct {
		total, rec int64
		st         bookstore.TransferState
		diff       int64
	}{{1000, 0, bookstore.TransferAwaited, 0}, {1000, 400, bookstore.TransferPartial, 600},
		{1000, 1000, bookstore.TransferPaid, 0}, {1000, 1250, bookstore.TransferExcess, 250}} {
		if st, d := bookstore.TransferStateOf(c.total, c.rec); st != c.st || d != c.diff {
			t.Errorf("TransferStateOf(%d, %d) = %s %d", c.total, c.rec, st, d)
		}
	}
}
