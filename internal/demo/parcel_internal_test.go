package demo

import "testing"

// Every demo book has a weight and dimensions, so the demo shop can ship.
func TestDemoBooksHaveParcels(t *testing.T) {
	for _, b := range books() {
		p := paperbackParcel(b.Pages)
		if !p.Complete() || len(p.Check()) > 0 || p.WeightGrams < 250 || p.WeightGrams > 600 {
			t.Errorf("%s (%d pages): %+v", b.Key, b.Pages, p)
		}
	}
}
