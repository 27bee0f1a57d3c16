// Command report writes the section "## Storefront at 100,000 books" of
// docs/performance.md from the JSON files of bench/cmd/load (one per
// database), replacing that section when it exists and keeping the others.
//
//	go run ./bench/cmd/report -doc docs/performance.md -run postgres=pg.json:41.2s -run sqlite=sq.json:55.0s
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"runtime"
	"strings"
	"time"
)

const heading = "## Storefront at 100,000 books"

// Result and Report mirror bench/cmd/load's JSON.
type Result struct {
	Name     string  `json:"name"`
	Path     string  `json:"path"`
	Requests int     `json:"requests"`
	Errors   int     `json:"errors"`
	RPS      float64 `json:"rps"`
	P50      float64 `json:"p50_ms"`
	P90      float64 `json:"p90_ms"`
	P99      float64 `json:"p99_ms"`
	Max      float64 `json:"max_ms"`
	VsNginx  float64 `json:"vs_nginx"`
}

type Report struct {
	Concurrency int      `json:"concurrency"`
	Duration    string   `json:"duration"`
	Warmup      string   `json:"warmup"`
	Total       int      `json:"total_books"`
	DeepPage    int      `json:"deep_page"`
	Results     []Result `json:"results"`
}

// target is the goal for one scenario (0: none); vsNginx is the least
// share of nginx's req/s for the same bytes.
type target struct{ p99, rps, vsNginx float64 }

var targets = map[string]target{
	"list first page":        {15, 3000, 0},
	"list deep page":         {15, 3000, 0},
	"search":                 {30, 0, 0},
	"book detail":            {15, 3000, 0},
	"book page HTML":         {10, 0, 0},
	"same answer: list":      {10, 0, 0.7},
	"same answer: detail":    {10, 0, 0.7},
	"same answer: book page": {10, 0, 0.7},
}

type runs []string

func (r *runs) String() string     { return strings.Join(*r, ",") }
func (r *runs) Set(v string) error { *r = append(*r, v); return nil }

func main() {
	var rs runs
	doc := flag.String("doc", "docs/performance.md", "the document to update")
	gen := flag.String("gen", "", "the generator's catalogue line, e.g. '100,000 books, 10,000 authors, 50 categories, 5,000 events'")
	notes := flag.String("notes", "", "a file whose text is appended to the section")
	flag.Var(&rs, "run", "label=results.json:generation-time (repeat per database)")
	flag.Parse()
	if err := run(*doc, *gen, *notes, rs); err != nil {
		fmt.Fprintln(os.Stderr, "report:", err)
		os.Exit(1)
	}
}

func run(doc, gen, notesFile string, rs runs) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n\n", heading)
	fmt.Fprintf(&b, "Measured %s by `make bench` (`bench/run.sh`) on %d cores (%s), %s, %s.\n",
		time.Now().Format("2006-01-02"), runtime.NumCPU(), cpuModel(), memTotal(), runtime.Version())
	if gen != "" {
		fmt.Fprintf(&b, "Catalogue from `bench/cmd/gencatalog` (seed 1): %s, written through `internal/sqldb`.\n", gen)
	}
	b.WriteString("The load (`bench/cmd/load`) runs on the same machine as the server and the database, so the three\n" +
		"share the 2 cores. Each scenario runs alone with 32 keep-alive connections in a closed loop\n" +
		"(a new request as soon as the previous one is answered); req/s counts 2xx answers; latencies are\n" +
		"from the client, whole response read (gzip on, as a browser asks). PostgreSQL 15 runs with\n" +
		"`synchronous_commit=off, shared_buffers=256MB, max_connections=100` (fsync on) and is `VACUUM ANALYZE`d\n" +
		"after generation; SQLite is the product's own file (WAL, 8 connections) as the generator left it.\n" +
		"Targets (for PostgreSQL): list and detail p99 < 15 ms and ≥ 3,000 req/s, search p99 < 30 ms,\n" +
		"book page HTML p99 < 10 ms; and the same list, detail and book page answers at ≥ 0.7× the req/s of\n" +
		"nginx serving their bytes from a file (`nginx file: …`, `gzip_static`, the product's own gzip bytes;\n" +
		"measured in the same run, in 5 alternating rounds with the product's row)\n" +
		"with p99 < 10 ms, search p99 < 30 ms on both databases.\n\n")
	for _, spec := range rs {
		label, rest, ok := strings.Cut(spec, "=")
		if !ok {
			return fmt.Errorf("-run %q: want label=file.json:gentime", spec)
		}
		file, genTime, _ := strings.Cut(rest, ":")
		raw, err := os.ReadFile(file)
		if err != nil {
			return err
		}
		var rep Report
		if err := json.Unmarshal(raw, &rep); err != nil {
			return fmt.Errorf("%s: %w", file, err)
		}
		fmt.Fprintf(&b, "### %s\n\n", label)
		fmt.Fprintf(&b, "%s public books of the catalogue; deep page = page %d; %d connections, %s per scenario after %s warm-up.",
			thousands(float64(rep.Total)), rep.DeepPage, rep.Concurrency, rep.Duration, rep.Warmup)
		if genTime != "" {
			fmt.Fprintf(&b, " Generation took %s.", genTime)
		}
		b.WriteString("\n\n| Scenario | Requests | Errors | req/s | p50 ms | p90 ms | p99 ms | max ms | Target |\n")
		b.WriteString("|---|---:|---:|---:|---:|---:|---:|---:|---|\n")
		for _, r := range rep.Results {
			fmt.Fprintf(&b, "| %s `%s` | %d | %d | %s | %.2f | %.2f | %.2f | %.2f | %s |\n",
				r.Name, r.Path, r.Requests, r.Errors, thousands(r.RPS), r.P50, r.P90, r.P99, r.Max, verdict(r))
		}
		b.WriteString("\n")
	}
	if notesFile != "" {
		if n, err := os.ReadFile(notesFile); err == nil && len(strings.TrimSpace(string(n))) > 0 {
			b.WriteString(strings.TrimSpace(string(n)) + "\n\n")
		}
	}
	return replaceSection(doc, strings.TrimRight(b.String(), "\n")+"\n")
}

func verdict(r Result) string {
	t, ok := targets[r.Name]
	if !ok {
		return ""
	}
	mark := func(ok bool) string {
		if ok {
			return "✓"
		}
		return "✗"
	}
	parts := []string{fmt.Sprintf("p99 < %g ms %s", t.p99, mark(r.P99 < t.p99 && r.Errors == 0))}
	if t.rps > 0 {
		parts = append(parts, fmt.Sprintf("≥ %s req/s %s", thousands(t.rps), mark(r.RPS >= t.rps)))
	}
	if t.vsNginx > 0 {
		parts = append(parts, fmt.Sprintf("%.2f× nginx (≥ %g×) %s", r.VsNginx, t.vsNginx, mark(r.VsNginx >= t.vsNginx)))
	}
	return strings.Join(parts, ", ")
}

func thousands(v float64) string {
	s := fmt.Sprintf("%.0f", v)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// replaceSection swaps the section under heading (up to the next "## ") or
// appends it.
func replaceSection(doc, section string) error {
	raw, err := os.ReadFile(doc)
	if err != nil {
		return err
	}
	lines := strings.SplitAfter(string(raw), "\n")
	start, end := -1, len(lines)
	for i, l := range lines {
		t := strings.TrimRight(l, "\r\n")
		if start < 0 && t == heading {
			start = i
			continue
		}
		if start >= 0 && strings.HasPrefix(t, "## ") {
			end = i
			break
		}
	}
	var out string
	if start < 0 {
		out = strings.TrimRight(string(raw), "\n") + "\n\n" + section
	} else {
		tail := strings.Join(lines[end:], "")
		if tail != "" {
			section += "\n"
		}
		out = strings.Join(lines[:start], "") + section + tail
	}
	return os.WriteFile(doc, []byte(out), 0o644)
}

func cpuModel() string {
	raw, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return runtime.GOARCH
	}
	for l := range strings.Lines(string(raw)) {
		if k, v, ok := strings.Cut(l, ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return runtime.GOARCH
}

func memTotal() string {
	raw, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return "memory unknown"
	}
	var kb int64
	for _, l := range strings.Split(string(raw), "\n") {
		if strings.HasPrefix(l, "MemTotal:") {
			if _, err := fmt.Sscanf(strings.TrimSpace(strings.TrimPrefix(l, "MemTotal:")), "%d", &kb); err != nil {
				return "memory unknown"
			}
		}
	}
	return fmt.Sprintf("%.0f GiB", float64(kb)/(1<<20))
}
