package bookstore_test

import (
	"errors"
	"slices"
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

// at is a wall-clock moment in Istanbul.
func at(t *testing.T, s string) time.Time {
	t.Helper()
	v, err := time.ParseInLocation("2006-01-02 15:04", s, bookstore.ShopLocation())
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func TestEstimateDelivery(t *testing.T) {
	def := bookstore.DefaultDeliverySettings
	with := func(handling, cutoff, transit int) bookstore.DeliverySettings {
		return bookstore.DeliverySettings{HandlingDays: handling, CutoffHour: cutoff, TransitDays: transit}
	}
	cases := []struct {
		name string
		now  string
		s    bookstore.DeliverySettings
		want string // the expected day, and its text
		text string
	}{
		{"before the cut-off counts today", "2026-11-30 10:00", def, "2026-12-02", "Tahmini teslim: 2 Aralık Çarşamba"},
		{"just before the cut-off", "2026-11-30 14:59", def, "2026-12-02", "Tahmini teslim: 2 Aralık Çarşamba"},
		{"at the cut-off counts tomorrow", "2026-11-30 15:00", def, "2026-12-03", "Tahmini teslim: 3 Aralık Perşembe"},
		{"after the cut-off", "2026-11-30 21:30", def, "2026-12-03", "Tahmini teslim: 3 Aralık Perşembe"},
		{"Friday after the cut-off counts on Monday", "2026-12-04 16:00", def, "2026-12-09", "Tahmini teslim: 9 Aralık Çarşamba"},
		{"Friday before the cut-off crosses the weekend", "2026-12-04 09:00", def, "2026-12-08", "Tahmini teslim: 8 Aralık Salı"},
		{"Saturday counts on Monday", "2026-11-28 10:00", def, "2026-12-02", "Tahmini teslim: 2 Aralık Çarşamba"},
		{"Sunday counts on Monday", "2026-11-29 23:59", def, "2026-12-02", "Tahmini teslim: 2 Aralık Çarşamba"},
		// Kurban Bayramı 2026: 27–30 May (Wednesday–Saturday); its eve, 26 May, is a working day.
		{"Kurban Bayramı eve ships, the holiday is skipped", "2026-05-26 10:00", def, "2026-06-02", "Tahmini teslim: 2 Haziran Salı"},
		{"ordered during Kurban Bayramı", "2026-05-28 10:00", def, "2026-06-03", "Tahmini teslim: 3 Haziran Çarşamba"},
		// Ramazan Bayramı 2026: 20–22 March (Friday–Sunday).
		{"Ramazan Bayramı eve ships", "2026-03-19 10:00", def, "2026-03-24", "Tahmini teslim: 24 Mart Salı"},
		{"Republic Day is skipped", "2026-10-28 10:00", def, "2026-11-02", "Tahmini teslim: 2 Kasım Pazartesi"},
		{"year end: New Year's Day is skipped", "2026-12-31 16:00", def, "2027-01-06", "Tahmini teslim: 6 Ocak Çarşamba"},
		{"year end before the cut-off", "2026-12-31 10:00", def, "2027-01-05", "Tahmini teslim: 5 Ocak Salı"},
		{"handling 0 ships the day the order counts", "2026-11-30 10:00", with(0, 15, 2), "2026-12-02", "Tahmini teslim: 2 Aralık Çarşamba"},
		{"handling 0 after the cut-off", "2026-11-30 16:00", with(0, 15, 2), "2026-12-03", "Tahmini teslim: 3 Aralık Perşembe"},
		{"three handling days", "2026-11-30 10:00", with(3, 15, 2), "2026-12-04", "Tahmini teslim: 4 Aralık Cuma"},
		{"no transit days", "2026-11-30 10:00", with(1, 15, 0), "2026-11-30", "Tahmini teslim: 30 Kasım Pazartesi"},
		{"an earlier cut-off", "2026-11-30 12:00", with(1, 11, 2), "2026-12-03", "Tahmini teslim: 3 Aralık Perşembe"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := bookstore.EstimateDelivery(at(t, c.now), c.s)
			if d := got.Date.Format(time.DateOnly); d != c.want || got.Text != c.text {
				t.Errorf("EstimateDelivery(%s) = %s %q, want %s %q", c.now, d, got.Text, c.want, c.text)
			}
			if got.Date.Location() != bookstore.ShopLocation() || got.Date.Hour() != 0 {
				t.Errorf("the day is not midnight in Istanbul: %v", got.Date)
			}
		})
	}
}

// The moment is read in Istanbul whatever zone it comes in: 12:30 UTC is
// 15:30 there, after the cut-off.
func TestEstimateDeliveryReadsIstanbulTime(t *testing.T) {
	now := time.Date(2026, 11, 30, 12, 30, 0, 0, time.UTC)
	got := bookstore.EstimateDelivery(now, bookstore.DefaultDeliverySettings)
	if d := got.Date.Format(time.DateOnly); d != "2026-12-03" {
		t.Errorf("got %s, want 2026-12-03", d)
	}
	if exp := bookstore.ExpectedDelivery(now, bookstore.DefaultDeliverySettings); !exp.Equal(got.Date) {
		t.Errorf("ExpectedDelivery = %v, want %v", exp, got.Date)
	}
}

func TestHolidaysTR(t *testing.T) {
	for _, d := range []string{"2026-01-01", "2026-04-23", "2026-05-01", "2026-05-19", "2026-07-15", "2026-08-30",
		"2026-10-29", "2026-03-20", "2026-03-22", "2026-05-27", "2026-05-30", "2025-06-09", "2030-04-16"} {
		day, _ := time.ParseInLocation(time.DateOnly, d, bookstore.ShopLocation())
		if !bookstore.IsHolidayTR(day) || bookstore.IsWorkingDay(day) {
			t.Errorf("%s is an official holiday", d)
		}
	}
	// The eves (arife) and the day after a bayram are working days.
	for _, d := range []string{"2026-03-19", "2026-05-26", "2026-06-01", "2026-03-23", "2026-12-31"} {
		day, _ := time.ParseInLocation(time.DateOnly, d, bookstore.ShopLocation())
		if !bookstore.IsWorkingDay(day) {
			t.Errorf("%s is a working day", d)
		}
	}
}

// The religious holidays are a table that must be extended every year
// (holidays_tr.go); this fails a year before it runs out, while there is
// time to add Diyanet's next calendar.
func TestReligiousHolidaysCoverNextYear(t *testing.T) {
	if last, need := bookstore.HolidayTableLastYear(), time.Now().In(bookstore.ShopLocation()).AddDate(1, 0, 0).Year(); last < need {
		t.Fatalf("the religious holidays are listed up to %d only; add Diyanet's calendar for %d to religiousHolidays in holidays_tr.go", last, need)
	}
}

func TestCutoffSentence(t *testing.T) {
	cases := []struct {
		s    bookstore.DeliverySettings
		want string
	}{
		{bookstore.DefaultDeliverySettings, "Saat 15:00'e kadar verilen siparişler aynı gün kargoda"},
		{bookstore.DeliverySettings{HandlingDays: 0, CutoffHour: 9}, "Saat 09:00'a kadar verilen siparişler aynı gün kargoda"},
		{bookstore.DeliverySettings{HandlingDays: 1, CutoffHour: 10}, "Saat 10:00'a kadar verilen siparişler aynı gün kargoda"},
		{bookstore.DeliverySettings{HandlingDays: 1, CutoffHour: 12}, "Saat 12:00'ye kadar verilen siparişler aynı gün kargoda"},
		{bookstore.DeliverySettings{HandlingDays: 1, CutoffHour: 16}, "Saat 16:00'ya kadar verilen siparişler aynı gün kargoda"},
		{bookstore.DeliverySettings{HandlingDays: 1, CutoffHour: 20}, "Saat 20:00'ye kadar verilen siparişler aynı gün kargoda"},
		{bookstore.DeliverySettings{HandlingDays: 2, CutoffHour: 14}, "Saat 14:00'e kadar verilen siparişler 2 iş günü içinde kargoda"},
	}
	for _, c := range cases {
		if got := c.s.CutoffSentence(); got != c.want {
			t.Errorf("CutoffSentence(%+v) = %q, want %q", c.s, got, c.want)
		}
	}
}

func TestDeliverySettingsValidate(t *testing.T) {
	if err := bookstore.DefaultDeliverySettings.Validate(); err != nil {
		t.Fatalf("default: %v", err)
	}
	for _, ok := range []bookstore.DeliverySettings{{HandlingDays: 0, CutoffHour: 1, TransitDays: 0},
		{HandlingDays: 15, CutoffHour: 23, TransitDays: 15, ClosedDays: []string{"2027-01-04", "2028-02-29"}}} {
		if err := ok.Validate(); err != nil {
			t.Errorf("%+v: %v", ok, err)
		}
	}
	cases := []struct {
		s     bookstore.DeliverySettings
		field string
		msg   string
	}{
		{bookstore.DeliverySettings{HandlingDays: -1, CutoffHour: 15, TransitDays: 2}, "handlingDays", bookstore.MsgHandlingDays},
		{bookstore.DeliverySettings{HandlingDays: 16, CutoffHour: 15, TransitDays: 2}, "handlingDays", bookstore.MsgHandlingDays},
		{bookstore.DeliverySettings{HandlingDays: 1, CutoffHour: 0, TransitDays: 2}, "cutoffHour", bookstore.MsgCutoffHour},
		{bookstore.DeliverySettings{HandlingDays: 1, CutoffHour: 24, TransitDays: 2}, "cutoffHour", bookstore.MsgCutoffHour},
		{bookstore.DeliverySettings{HandlingDays: 1, CutoffHour: 15, TransitDays: -1}, "transitDays", bookstore.MsgTransitDays},
		{bookstore.DeliverySettings{HandlingDays: 1, CutoffHour: 15, TransitDays: 16}, "transitDays", bookstore.MsgTransitDays},
		{bookstore.DeliverySettings{HandlingDays: 1, CutoffHour: 15, TransitDays: 2, ClosedDays: []string{"2027-02-29"}}, "closedDays", bookstore.MsgClosedDay},
		{bookstore.DeliverySettings{HandlingDays: 1, CutoffHour: 15, TransitDays: 2, ClosedDays: []string{"4.1.2027"}}, "closedDays", bookstore.MsgClosedDay},
		{bookstore.DeliverySettings{HandlingDays: 1, CutoffHour: 15, TransitDays: 2, ClosedDays: []string{"2027-1-4"}}, "closedDays", bookstore.MsgClosedDay},
		{bookstore.DeliverySettings{HandlingDays: 1, CutoffHour: 15, TransitDays: 2, ClosedDays: make([]string, 61)}, "closedDays", bookstore.MsgClosedDaysMany},
	}
	for _, c := range cases {
		err := c.s.Validate()
		var de *bookstore.Error
		if !errors.As(err, &de) || de.Code != bookstore.CodeInvalid || len(de.Fields) != 1 ||
			de.Fields[0].Field != c.field || de.Fields[0].Message != c.msg {
			t.Errorf("%+v: got %v, want %s: %s", c.s, err, c.field, c.msg)
		}
	}
}

// The shop's closed days are skipped like holidays, wherever they fall in
// the count: the day an order counts on, the handling days and the
// carrier's transit days; normalising sorts them and drops repeats and
// blanks.
func TestClosedDaysAreSkipped(t *testing.T) {
	loc := bookstore.ShopLocation()
	// Monday 4 January 2027, 10:00: counts that day, leaves it, arrives
	// two working days later (Wednesday).
	placed := time.Date(2027, 1, 4, 10, 0, 0, 0, loc)
	s := bookstore.DefaultDeliverySettings
	if got := bookstore.EstimateDelivery(placed, s).Text; got != "Tahmini teslim: 6 Ocak Çarşamba" {
		t.Fatalf("without closed days: %s", got)
	}
	// Closed on Monday (the order waits for Tuesday) and on Thursday.
	s.ClosedDays = bookstore.NormalizeClosedDays([]string{" 2027-01-07", "2027-01-04", "", "2027-01-07"})
	if want := []string{"2027-01-04", "2027-01-07"}; !slices.Equal(s.ClosedDays, want) {
		t.Fatalf("normalised %q", s.ClosedDays)
	}
	if got := bookstore.EstimateDelivery(placed, s).Text; got != "Tahmini teslim: 8 Ocak Cuma" {
		t.Fatalf("with closed days: %s", got)
	}
}
