package bookstore

import (
	"slices"
	"strings"
	"time"
)

// The shop's own closed days: days on which parcels neither leave the shop
// nor arrive, besides weekends and the official holidays of the table in
// holidays_tr.go. They cover what the table cannot know: a day of
// administrative leave the government declares (idari izin, often joining
// a holiday to a weekend), the shop's stock-taking day, or a religious
// holiday the table has a day off (it is read from the published calendar
// years ahead). The default is none.

// Bounds and messages of the closed days in the admin's delivery form.
const (
	MaxClosedDays     = 60
	MsgClosedDay      = "Kapalı günlerden biri geçerli bir tarih değil"
	MsgClosedDaysMany = "En fazla 60 kapalı gün girilebilir"
)

// NormalizeClosedDays trims, sorts and de-duplicates the closed days, and
// drops the empty ones; it does not check them (Validate does).
func NormalizeClosedDays(days []string) []string {
	out := make([]string, 0, len(days))
	for _, d := range days {
		if d = strings.TrimSpace(d); d != "" {
			out = append(out, d)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// validClosedDays checks that every day is a real date written YYYY-MM-DD.
func validClosedDays(days []string) []FieldError {
	if len(days) > MaxClosedDays {
		return []FieldError{{"closedDays", MsgClosedDaysMany}}
	}
	for _, d := range days {
		if t, err := time.Parse(time.DateOnly, d); err != nil || t.Format(time.DateOnly) != d {
			return []FieldError{{"closedDays", MsgClosedDay}}
		}
	}
	return nil
}

// workingDay reports whether parcels move on day under s: a working day of
// Türkiye (IsWorkingDay) that is not one of the shop's closed days.
func (s DeliverySettings) workingDay(day time.Time) bool {
	if !IsWorkingDay(day) {
		return false
	}
	_, closed := slices.BinarySearch(s.ClosedDays, day.In(ShopLocation()).Format(time.DateOnly))
	return !closed
}

// nextWorkingDay is the first day after day on which parcels move under s.
func (s DeliverySettings) nextWorkingDay(day time.Time) time.Time {
	for {
		day = day.AddDate(0, 0, 1)
		if s.workingDay(day) {
			return day
		}
	}
}
