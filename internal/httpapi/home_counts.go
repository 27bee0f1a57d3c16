package httpapi

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
)

// The home page's counters are the totals of the three public lists, asked
// one row a page: the very requests web/src/app/routes/home-counts.ts makes,
// so their answers seed the app's cache and the counters need no request.
const (
	homeBooksCount   = "/api/books?page=1&pageSize=1"
	homeAuthorsCount = "/api/authors?page=1&pageSize=1"
	homeEventsCount  = "/api/events?page=1&pageSize=1&when=all"
)

// homeCounters are the counters' figures as the page shows them.
type homeCounters struct {
	Books, Authors, Events string
}

// homeCounts reads the three totals. A list that cannot be read shows the
// marketing figure the page had before it counted (what the app shows then).
func (s *Server) homeCounts(ctx context.Context) (homeCounters, []seed) {
	var seeds []seed
	figure := func(api, fallback string) string {
		body := s.apiAnswer(ctx, api)
		var page struct {
			Total *int `json:"total"`
		}
		if body == nil || json.Unmarshal(body, &page) != nil || page.Total == nil {
			return fallback
		}
		seeds = append(seeds, seed{api, body})
		return countFloor(*page.Total)
	}
	return homeCounters{
		Books:   figure(homeBooksCount, "500+"),
		Authors: figure(homeAuthorsCount, "50+"),
		Events:  figure(homeEventsCount, "25+"),
	}, seeds
}

// countFloor MIRRORS formatCountFloor in web/src/lib/format.ts: a count
// under 10 as it is, a larger one rounded down to half its leading power of
// ten with a '+' (7 → "7", 37 → "35+", 523 → "500+", 1234 → "1.000+").
func countFloor(n int) string {
	if n < 10 {
		return strconv.Itoa(max(n, 0))
	}
	step := 1
	for d := len(strconv.Itoa(n)) - 1; d > 0; d-- {
		step *= 10
	}
	step /= 2
	return groupThousands((n/step)*step) + "+"
}

// groupThousands writes n with Turkish thousands dots (12500 → "12.500").
func groupThousands(n int) string {
	digits := strconv.Itoa(n)
	var b strings.Builder
	for i, r := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte('.')
		}
		b.WriteRune(r)
	}
	return b.String()
}
