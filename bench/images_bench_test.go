package bench

import (
	"sync"
	"syscall"
	"testing"
	"time"

	"bookstore/bench/photo"
	"bookstore/internal/bookstore"
	"bookstore/internal/imaging"
)

var (
	photoOnce sync.Once
	photo12MP []byte
)

// twelveMP is a 4032x3024 (12.2 MP) photo-like JPEG at quality 90, the size
// of a phone camera picture.
func twelveMP(b *testing.B) []byte {
	photoOnce.Do(func() {
		var err error
		if photo12MP, err = photo.JPEG(4032, 3024, 90); err != nil {
			b.Fatal(err)
		}
	})
	return photo12MP
}

// BenchmarkCoverFrom12MPJPEG: sniff, header check, decode, fit to 600x800
// at quality 90, and the 240x320 small variant. Target: under 300 ms.
func BenchmarkCoverFrom12MPJPEG(b *testing.B) {
	data := twelveMP(b)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	spec := bookstore.ImageBookCover.Spec()
	start := cpuTime(b)
	for b.Loop() {
		if _, err := imaging.Process(data, spec); err != nil {
			b.Fatal(err)
		}
	}
	reportCPU(b, start)
}

// cpuTime is this process's user+system CPU time. On a shared machine the
// wall time per op depends on the neighbours; CPU time per op does not.
func cpuTime(b *testing.B) time.Duration {
	b.Helper()
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatalf("getrusage: %v", err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func reportCPU(b *testing.B, start time.Duration) {
	b.ReportMetric(float64(cpuTime(b)-start)/float64(b.N)/1e6, "cpu-ms/op")
}

// BenchmarkEventFrom12MPJPEG: the largest output box (1200x800 at 85).
func BenchmarkEventFrom12MPJPEG(b *testing.B) {
	data := twelveMP(b)
	b.ReportAllocs()
	spec := bookstore.ImageEventImage.Spec()
	start := cpuTime(b)
	for b.Loop() {
		if _, err := imaging.Process(data, spec); err != nil {
			b.Fatal(err)
		}
	}
	reportCPU(b, start)
}
