package bookstore

import (
	"context"
	"fmt"
	"strconv"
	"time"
)

// The delivery estimate the book page and the cart show ('Tahmini teslim:
// 2 Aralık Çarşamba') and the member's order page gives for a confirmed
// order. One rule, here: an order counts on the day it is placed when that
// is a working day and it arrives before the daily cut-off hour, else on
// the next working day; the shop hands it to the carrier within its
// handling days, the order's day being the first; the carrier delivers
// after its transit days. Every day counted is a working day in Istanbul
// (no weekends, no official holidays: holidays_tr.go).

// DeliverySettings is the admin's delivery setting (/admin/ayarlar,
// 'Teslimat süresi').
type DeliverySettings struct {
	// HandlingDays are the working days the shop takes to hand an order to
	// the carrier, the day the order counts on included: 1 hands it over
	// that same day (the cut-off sentence's 'aynı gün'), 2 the working
	// day after. 0 is read as 1: a parcel cannot leave before its order.
	HandlingDays int
	// CutoffHour is the hour (Istanbul) before which an order placed on a
	// working day counts on that day.
	CutoffHour int
	// TransitDays are the carrier's working days from hand-over to the
	// door.
	TransitDays int
	// ClosedDays are the shop's own closed days, "2006-01-02", sorted
	// (delivery_closed_days.go).
	ClosedDays []string
}

// DefaultDeliverySettings is the setting the shop starts with.
var DefaultDeliverySettings = DeliverySettings{HandlingDays: 1, CutoffHour: 15, TransitDays: 2}

// Bounds of the admin's delivery form.
const (
	MaxHandlingDays        = 15
	MaxTransitDays         = 15
	MinCutoffHour          = 1
	MaxCutoffHour          = 23
	MsgHandlingDays        = "Hazırlık süresi 0 ile 15 iş günü arasında olmalıdır"
	MsgCutoffHour          = "Kargo kesim saati 1 ile 23 arasında olmalıdır"
	MsgTransitDays         = "Kargoda geçen süre 0 ile 15 iş günü arasında olmalıdır"
	deliveryEstimatePrefix = "Tahmini teslim: "
)

// Validate checks the admin's form.
func (s DeliverySettings) Validate() error {
	var f []FieldError
	if s.HandlingDays < 0 || s.HandlingDays > MaxHandlingDays {
		f = append(f, FieldError{"handlingDays", MsgHandlingDays})
	}
	if s.CutoffHour < MinCutoffHour || s.CutoffHour > MaxCutoffHour {
		f = append(f, FieldError{"cutoffHour", MsgCutoffHour})
	}
	if s.TransitDays < 0 || s.TransitDays > MaxTransitDays {
		f = append(f, FieldError{"transitDays", MsgTransitDays})
	}
	f = append(f, validClosedDays(s.ClosedDays)...)
	if len(f) > 0 {
		return Invalid(f...)
	}
	return nil
}

// CutoffSentence is the cut-off as the book page and the cart state it:
// "Saat 15:00'e kadar verilen siparişler aynı gün kargoda". With more than
// one handling day the order leaves later, and the sentence says so.
func (s DeliverySettings) CutoffSentence() string {
	hour := fmt.Sprintf("%02d:00", s.CutoffHour)
	when := "aynı gün"
	if s.HandlingDays > 1 {
		when = strconv.Itoa(s.HandlingDays) + " iş günü içinde"
	}
	return "Saat " + hour + "'" + hourSuffix(s.CutoffHour) + " kadar verilen siparişler " + when + " kargoda"
}

// hourSuffix is the dative ending of an hour read aloud in Turkish ("on
// beşe", "dokuza", "ona"), written after the apostrophe: 15:00'e, 09:00'a,
// 10:00'a.
func hourSuffix(h int) string {
	// The last word said decides: the units for 1–9 and 11–23 ("bir",
	// "iki", … "dokuz"), the tens for 10 and 20 ("on", "yirmi").
	switch h {
	case 10:
		return "a"
	case 20:
		return "ye"
	}
	return [10]string{"a", "e", "ye", "e", "e", "e", "ya", "ye", "e", "a"}[h%10]
}

// DeliveryEstimate is when an order placed (or confirmed) at a moment is
// expected at the door.
type DeliveryEstimate struct {
	// Date is the expected day (midnight in Istanbul).
	Date time.Time
	// Text is "Tahmini teslim: 2 Aralık Çarşamba".
	Text string
	// Cutoff is the cut-off sentence shown with it.
	Cutoff string
}

// EstimateDelivery is the expected delivery day of an order placed at now
// under s.
func EstimateDelivery(now time.Time, s DeliverySettings) DeliveryEstimate {
	loc := ShopLocation()
	local := now.In(loc)
	day := time.Date(local.Year(), local.Month(), local.Day(), 0, 0, 0, 0, loc)
	// The day the order counts on.
	if !s.workingDay(day) || local.Hour() >= s.CutoffHour {
		day = s.nextWorkingDay(day)
	}
	for range max(s.HandlingDays, 1) - 1 {
		day = s.nextWorkingDay(day)
	}
	for range s.TransitDays {
		day = s.nextWorkingDay(day)
	}
	return DeliveryEstimate{Date: day, Text: deliveryEstimatePrefix + FormatWeekday(day), Cutoff: s.CutoffSentence()}
}

// ExpectedDelivery is the day an order confirmed (paid) at confirmedAt is
// expected at the door, for the member's order page; the same rule as the
// book page's estimate, counted from the confirmation.
func ExpectedDelivery(confirmedAt time.Time, s DeliverySettings) time.Time {
	return EstimateDelivery(confirmedAt, s).Date
}

var trWeekdays = [7]string{"Pazar", "Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi"}

// FormatWeekday writes a day with its weekday, in the shop's time: "2
// Aralık Çarşamba".
func FormatWeekday(t time.Time) string {
	d := t.In(ShopLocation())
	return strconv.Itoa(d.Day()) + " " + trMonths[d.Month()-1] + " " + trWeekdays[d.Weekday()]
}

// DeliverySettingsStore keeps the delivery setting with its history.
type DeliverySettingsStore interface {
	// DeliverySettings is the setting in force (DefaultDeliverySettings
	// while none was saved).
	DeliverySettings(ctx context.Context) (DeliverySettings, error)
	// SetDeliverySettings puts a new setting in force now, recording who
	// set it, with fx.
	SetDeliverySettings(ctx context.Context, s DeliverySettings, by string, fx Effects) error
}

// EstimateHoldsUntil is the next moment after now at which an estimate made
// at now may change: the next full hour (the cut-off is on the hour and a
// day begins at midnight; Istanbul's offset is whole hours). A cached
// answer that carries an estimate is not kept past it.
func EstimateHoldsUntil(now time.Time) time.Time {
	return now.In(ShopLocation()).Truncate(time.Hour).Add(time.Hour)
}
