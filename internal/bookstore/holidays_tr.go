package bookstore

import "time"

// The official holidays of Türkiye on which parcels neither leave the shop
// nor arrive (working days skip them, delivery_estimate.go). The national
// days fall on the same date every year; the two religious holidays follow
// the lunar calendar and move about eleven days earlier each year, so they
// are listed by year as the Presidency of Religious Affairs (Diyanet)
// publishes them. Their eve (arife) is a half day off for offices only:
// carriers and the shop work, so it counts as a working day.

// fixedHolidays are month and day of the national holidays: New Year,
// National Sovereignty and Children's Day, Labour Day, Youth Day,
// Democracy Day, Victory Day and Republic Day.
var fixedHolidays = [...][2]int{
	{1, 1}, {4, 23}, {5, 1}, {5, 19}, {7, 15}, {8, 30}, {10, 29},
}

// religiousHoliday is one Ramazan or Kurban Bayramı: its first day and how
// many days it lasts (the eve excluded).
type religiousHoliday struct {
	Name  string
	First string // "2006-01-02"
	Days  int
}

// religiousHolidays are the Ramazan Bayramı (3 days) and Kurban Bayramı (4
// days) of each year from Diyanet's calendar of religious days.
//
// EXTEND THIS TABLE EVERY YEAR: once Diyanet publishes a new year's
// calendar, add its two holidays here. Past the table's last year the
// estimate skips weekends and national holidays only, and would promise
// delivery on a bayram day; TestReligiousHolidaysCoverNextYear fails a
// year before that happens.
var religiousHolidays = []religiousHoliday{
	{"Ramazan Bayramı", "2025-03-30", 3},
	{"Kurban Bayramı", "2025-06-06", 4},
	{"Ramazan Bayramı", "2026-03-20", 3},
	{"Kurban Bayramı", "2026-05-27", 4},
	{"Ramazan Bayramı", "2027-03-09", 3},
	{"Kurban Bayramı", "2027-05-16", 4},
	{"Ramazan Bayramı", "2028-02-26", 3},
	{"Kurban Bayramı", "2028-05-04", 4},
	{"Ramazan Bayramı", "2029-02-14", 3},
	{"Kurban Bayramı", "2029-04-23", 4},
	{"Ramazan Bayramı", "2030-02-04", 3},
	{"Kurban Bayramı", "2030-04-13", 4},
}

// religiousHolidayDays is the table as a set of days ("2006-01-02").
var religiousHolidayDays = func() map[string]bool {
	days := map[string]bool{}
	for _, h := range religiousHolidays {
		first, err := time.Parse(time.DateOnly, h.First)
		if err != nil {
			panic("holidays_tr: bad date " + h.First)
		}
		for i := range h.Days {
			days[first.AddDate(0, 0, i).Format(time.DateOnly)] = true
		}
	}
	return days
}()

// HolidayTableLastYear is the last year the religious holidays are listed
// for.
func HolidayTableLastYear() int {
	last := 0
	for _, h := range religiousHolidays {
		if y, _ := time.Parse(time.DateOnly, h.First); y.Year() > last {
			last = y.Year()
		}
	}
	return last
}

// IsHolidayTR reports whether the calendar day of t (read as year, month,
// day; the caller passes a day in the shop's time zone) is an official
// holiday of Türkiye.
func IsHolidayTR(t time.Time) bool {
	for _, md := range fixedHolidays {
		if int(t.Month()) == md[0] && t.Day() == md[1] {
			return true
		}
	}
	return religiousHolidayDays[t.Format(time.DateOnly)]
}

// IsWorkingDay reports whether parcels move on the day of t: not a
// Saturday, a Sunday or an official holiday.
func IsWorkingDay(t time.Time) bool {
	if wd := t.Weekday(); wd == time.Saturday || wd == time.Sunday {
		return false
	}
	return !IsHolidayTR(t)
}
