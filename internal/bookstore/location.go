package bookstore

import (
	"strconv"
	"sync"
	"time"
)

// ShopTimeZone is the shop's time zone: order dates, contract dates, mails
// and the demo's events are wall-clock times in Istanbul (the web app shows
// times in the same zone, web/src/lib/format.ts).
const ShopTimeZone = "Europe/Istanbul"

// ShopLocation is the shop's time zone, loaded once. The binary embeds the
// time zone database (time/tzdata in cmd/bookstore), so loading does not
// fail there; should a build without it run on a host without zoneinfo, it
// falls back to a fixed +03:00, which is exact: Turkey has kept +03:00 all
// year, without daylight saving time, since 2016.
var ShopLocation = sync.OnceValue(func() *time.Location { return shopLocation(time.LoadLocation) })

func shopLocation(load func(name string) (*time.Location, error)) *time.Location {
	if loc, err := load(ShopTimeZone); err == nil {
		return loc
	}
	return time.FixedZone("+03", 3*60*60)
}

// FormatDateTime writes a moment in Turkish in the shop's time:
// "28 Kasım 2026 14:05".
func FormatDateTime(t time.Time) string {
	return FormatDay(t) + " " + t.In(ShopLocation()).Format("15:04")
}

// FormatDay writes a day as the web app does (formatDate in
// web/src/lib/format.ts: tr-TR, day, long month, year, in Istanbul):
// "5 Aralık 2026".
func FormatDay(t time.Time) string {
	d := t.In(ShopLocation())
	return strconv.Itoa(d.Day()) + " " + trMonths[d.Month()-1] + " " + strconv.Itoa(d.Year())
}
