package bookstore

import (
	_ "embed"
	"strconv"
	"strings"
	"sync"
)

// The official list of Türkiye's 81 provinces (il) and their 973 districts
// (ilçe), shipped in the binary (locations.txt: "plate|il|ilçe,ilçe,...").
//
// Source: the province/district list of the public GitHub repositories
// farukyldrm01/illerVeIlceler (il_ilce.json) and a public municipal data
// matrix (Türkiye il / ilçe / büyükşehir belediyeleri), cross-checked
// against each other and corrected to the administrative state after the
// laws 6360 (2012) and 6447 (2013) and the later changes: the 30
// metropolitan provinces (büyükşehir) have no 'Merkez' district (their
// central districts are named: Efeler, Altıeylül and Karesi, Merkezefendi
// and Pamukkale, Battalgazi and Yeşilyurt, Şehzadeler and Yunusemre,
// Dulkadiroğlu and Onikişubat, Artuklu ...); the other 51 each have one
// 'Merkez'; Eyüp is Eyüpsultan (2017), Kazan is Kahramankazan (2016),
// Kilimli and Kozlu (Zonguldak), Sultanhanı (Aksaray), Derecik (Hakkari) and
// Kemalpaşa (Artvin) are districts. 922 named districts + 51 'Merkez' = 973,
// the count the state publishes; TestLocationCounts checks these numbers.
//
//go:embed locations.txt
var locationsText string

// Province is an il: its id is its licence-plate code (1–81).
type Province struct {
	ID        int
	Name      string
	Districts []District
}

// District is an ilçe: its id is the province's plate × 100 + its place in
// the province's list (stable while the list is).
type District struct {
	ID         int
	ProvinceID int
	Name       string
}

// MetropolitanProvinces are the 30 büyükşehir provinces, by plate.
var MetropolitanProvinces = []int{1, 6, 7, 9, 10, 16, 20, 21, 25, 26, 27, 31, 33, 34, 35, 46, 38, 41, 42, 44, 45, 47, 48, 52, 54, 55, 63, 59, 61, 65}

// Provinces returns the 81 provinces in Turkish alphabetical order, each with
// its districts ('Merkez' first, then alphabetical).
var Provinces = sync.OnceValue(func() []Province {
	var out []Province
	for _, line := range strings.Split(strings.TrimSpace(locationsText), "\n") {
		parts := strings.Split(line, "|")
		if len(parts) != 3 {
			panic("locations.txt: bad line " + line)
		}
		id, err := strconv.Atoi(parts[0])
		if err != nil {
			panic("locations.txt: bad plate " + line)
		}
		p := Province{ID: id, Name: parts[1]}
		for i, name := range strings.Split(parts[2], ",") {
			p.Districts = append(p.Districts, District{ID: id*100 + i + 1, ProvinceID: id, Name: name})
		}
		out = append(out, p)
	}
	sortByTurkish(out, func(p Province) string { return p.Name })
	return out
})

// ProvinceByID returns the province with that plate, or false.
func ProvinceByID(id int) (Province, bool) {
	for _, p := range Provinces() {
		if p.ID == id {
			return p, true
		}
	}
	return Province{}, false
}

// DistrictOf returns the district with that id in the province, or false
// (a district of another province is not one of it).
func DistrictOf(provinceID, districtID int) (District, bool) {
	p, ok := ProvinceByID(provinceID)
	if !ok {
		return District{}, false
	}
	for _, d := range p.Districts {
		if d.ID == districtID {
			return d, true
		}
	}
	return District{}, false
}

// sortByTurkish sorts by the Turkish alphabet (SortKey), stably.
func sortByTurkish[T any](xs []T, name func(T) string) {
	keys := make(map[string]string, len(xs))
	for _, x := range xs {
		keys[name(x)] = SortKey(name(x))
	}
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && keys[name(xs[j])] < keys[name(xs[j-1])]; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}
