package httpapi

import "testing"

// The figures must match web/src/lib/format.ts formatCountFloor, which the
// app draws over the server's first screen.
func TestCountFloor(t *testing.T) {
	for n, want := range map[int]string{
		-3: "0", 0: "0", 7: "7", 10: "10+", 14: "10+", 15: "15+", 37: "35+", 99: "95+",
		100: "100+", 523: "500+", 560: "550+", 1234: "1.000+", 12500: "10.000+", 15000: "15.000+",
		1_000_000: "1.000.000+",
	} {
		if got := countFloor(n); got != want {
			t.Errorf("countFloor(%d) = %q, want %q", n, got, want)
		}
	}
}
