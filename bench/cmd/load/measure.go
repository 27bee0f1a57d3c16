package main

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"slices"
	"sync"
	"time"
)

// Measuring: the closed-loop workers, the alternating rounds of a pair, and
// the figures of their windows.

// runScenario runs conc workers, each a closed loop on its own keep-alive
// connection; latencies after the warm-up are kept.
func runScenario(c *http.Client, base string, sc scenario, conc int, dur, warmup time.Duration, seed uint64) Result {
	return summarize(sc, seed, measure(c, base, sc, conc, dur, warmup, seed))
}

// pairRounds: a pair is measured in this many alternating rounds.
const pairRounds = 5

// runPair measures an nginx scenario and the product's twin in alternating
// rounds (nginx, product, nginx, ...; pairRounds rounds of dur/pairRounds
// each, after a warm-up of each), so that a slow spell of the shared
// machine falls on both rather than on whichever ran during it.
func runPair(c *http.Client, base string, ng, own scenario, conc int, dur, warmup time.Duration, seed uint64) (Result, Result) {
	var ngRuns, ownRuns []sample
	slice := dur / pairRounds
	for round := range pairRounds {
		w := time.Duration(0)
		if round == 0 {
			w = warmup
		}
		ngRuns = append(ngRuns, measure(c, base, ng, conc, slice, w, seed+uint64(round)))
		ownRuns = append(ownRuns, measure(c, base, own, conc, slice, w, seed+uint64(round)))
	}
	return summarize(ng, seed, ngRuns...), summarize(own, seed, ownRuns...)
}

// sample is what one measured window of a scenario saw.
type sample struct {
	lat      []time.Duration
	errs     int
	firstErr string
	seconds  float64
}

// measure runs conc workers on sc for warmup then dur and returns the
// latencies after the warm-up.
func measure(c *http.Client, base string, sc scenario, conc int, dur, warmup time.Duration, seed uint64) sample {
	if sc.base != "" {
		base = sc.base
	}
	// New requests start until the deadline; those in flight then are
	// waited for and counted, so a scenario slower than the run still reports.
	start := time.Now()
	measureFrom := start.Add(warmup)
	deadline := measureFrom.Add(dur)
	ctx := context.Background()
	type workerOut struct {
		lat      []time.Duration
		errs     int
		firstErr string
		last     time.Time
	}
	outs := make([]workerOut, conc)
	var wg sync.WaitGroup
	for w := 0; w < conc; w++ {
		wg.Go(func() {
			r := rand.New(rand.NewPCG(seed, uint64(w)))
			o := &outs[w]
			o.lat = make([]time.Duration, 0, 1<<14)
			buf := make([]byte, 32<<10)
			for time.Now().Before(deadline) {
				path := sc.next(r)
				req, _ := http.NewRequestWithContext(ctx, http.MethodGet, base+path, nil)
				t0 := time.Now()
				resp, err := c.Do(req)
				var status int
				if err == nil {
					status = resp.StatusCode
					for {
						if _, rerr := resp.Body.Read(buf); rerr != nil {
							if rerr != io.EOF {
								err = rerr
							}
							break
						}
					}
					closeBody(resp)
				}
				t1 := time.Now()
				o.last = t1
				if t0.Before(measureFrom) {
					continue
				}
				if err != nil || status < 200 || status > 299 {
					o.errs++
					if o.firstErr == "" {
						if err != nil {
							o.firstErr = fmt.Sprintf("GET %s: %v", path, err)
						} else {
							o.firstErr = fmt.Sprintf("GET %s: status %d", path, status)
						}
					}
					continue
				}
				o.lat = append(o.lat, t1.Sub(t0))
			}
		})
	}
	wg.Wait()
	end := deadline
	for _, o := range outs {
		if o.last.After(end) {
			end = o.last
		}
	}
	out := sample{seconds: end.Sub(measureFrom).Seconds()}
	for _, o := range outs {
		out.lat = append(out.lat, o.lat...)
		out.errs += o.errs
		if out.firstErr == "" {
			out.firstErr = o.firstErr
		}
	}
	return out
}

// summarize turns the windows of one scenario into its figures.
func summarize(sc scenario, seed uint64, samples ...sample) Result {
	res := Result{Name: sc.name, Path: sc.next(rand.New(rand.NewPCG(seed, 99)))}
	var all []time.Duration
	for _, s := range samples {
		all = append(all, s.lat...)
		res.Errors += s.errs
		res.Seconds += s.seconds
		if res.FirstError == "" {
			res.FirstError = s.firstErr
		}
	}
	slices.Sort(all)
	res.Requests = len(all) + res.Errors
	res.RPS = float64(len(all)) / res.Seconds
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	if n := len(all); n > 0 {
		q := func(p float64) time.Duration { return all[min(n-1, int(p*float64(n)))] }
		res.P50, res.P90, res.P99, res.Max = ms(q(0.50)), ms(q(0.90)), ms(q(0.99)), ms(all[n-1])
	}
	return res
}
