// Command load is the storefront's HTTP load generator (make bench). It runs
// the scenarios one after another, each with -c concurrent keep-alive
// connections for -warmup then -d, records every latency after the warm-up,
// and prints one Markdown table row per scenario. A product scenario with an
// nginx twin (-nginx) runs in alternating rounds with it (runPair).
//
//	go run ./bench/cmd/load -base http://127.0.0.1:8080 -c 32 -d 10s -warmup 2s -json out.json
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
	"unicode"
)

// Result is one scenario's figures (milliseconds for latencies).
type Result struct {
	Name     string  `json:"name"`
	Path     string  `json:"path"` // an example request
	Requests int     `json:"requests"`
	Errors   int     `json:"errors"`
	Seconds  float64 `json:"seconds"`
	RPS      float64 `json:"rps"`
	P50      float64 `json:"p50_ms"`
	P90      float64 `json:"p90_ms"`
	P99      float64 `json:"p99_ms"`
	Max      float64 `json:"max_ms"`
	// FirstError is the first failure seen, for the report.
	FirstError string `json:"first_error,omitempty"`
	// VsNginx is req/s over nginx's req/s for the same bytes from a file,
	// measured in the same run (set on the "same answer" scenarios).
	VsNginx float64 `json:"vs_nginx,omitempty"`
}

// Report is what -json writes.
type Report struct {
	Base        string    `json:"base"`
	Label       string    `json:"label,omitempty"`
	Concurrency int       `json:"concurrency"`
	Duration    string    `json:"duration"`
	Warmup      string    `json:"warmup"`
	Total       int       `json:"total_books"`
	DeepPage    int       `json:"deep_page"`
	Queries     []string  `json:"queries"`
	Started     time.Time `json:"started"`
	Results     []Result  `json:"results"`
}

func main() {
	var (
		base     = flag.String("base", "http://127.0.0.1:8080", "server URL")
		conc     = flag.Int("c", 32, "concurrent connections per scenario")
		dur      = flag.Duration("d", 10*time.Second, "measured duration per scenario")
		warmup   = flag.Duration("warmup", 2*time.Second, "unmeasured warm-up per scenario")
		deepPage = flag.Int("deep-page", 2000, "page of the deep-page scenario (clamped to the last page that exists)")
		only     = flag.String("only", "", "comma-separated scenario names to run (default all)")
		nginx    = flag.String("nginx", "", "URL of an nginx serving -static-dir: the same answers are then measured from files beside the product")
		static   = flag.String("static-dir", "", "directory where the product's answers are written as files for -nginx")
		label    = flag.String("label", "", "label written into the JSON (e.g. postgres)")
		jsonOut  = flag.String("json", "", "write the results as JSON to this file")
		seed     = flag.Uint64("seed", 1, "seed of the request mix")
	)
	flag.Parse()
	nginxBase, staticDir = strings.TrimRight(*nginx, "/"), *static
	if err := run(*base, *conc, *dur, *warmup, *deepPage, *only, *label, *jsonOut, *seed); err != nil {
		fmt.Fprintln(os.Stderr, "load:", err)
		os.Exit(1)
	}
}

// nginxBase and staticDir (-nginx, -static-dir) turn on the comparison with
// nginx serving the product's own answers from files.
var nginxBase, staticDir string

type scenario struct {
	name string
	// next returns the path of the next request; r is the worker's own source.
	next func(r *rand.Rand) string
	// twin names the nginx scenario whose req/s this one is compared with.
	twin string
	// base, when set, is another server than the product's (nginx).
	base string
}

func run(base string, conc int, dur, warmup time.Duration, deepPage int, only, label, jsonOut string, seed uint64) error {
	base = strings.TrimRight(base, "/")
	tr := &http.Transport{
		Proxy:               nil,
		DialContext:         (&net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
		MaxIdleConns:        conc * 2,
		MaxIdleConnsPerHost: conc * 2,
		MaxConnsPerHost:     conc,
		IdleConnTimeout:     90 * time.Second,
	}
	client := &http.Client{Transport: tr, Timeout: 30 * time.Second}

	// Sample the catalogue: ids, title words and author names from list pages.
	var first struct {
		Items []struct {
			ID, Title, AuthorName string
		} `json:"items"`
		Total    int `json:"total"`
		PageSize int `json:"pageSize"`
	}
	if err := getJSON(client, base+"/api/books", &first); err != nil {
		return fmt.Errorf("first page: %w", err)
	}
	if first.Total == 0 || first.PageSize == 0 {
		return fmt.Errorf("the catalogue is empty: generate it first (bench/cmd/gencatalog)")
	}
	lastPage := (first.Total + first.PageSize - 1) / first.PageSize
	deep := min(deepPage, lastPage, 5000)
	var ids []string
	words := map[string]bool{}
	var names []string
	r := rand.New(rand.NewPCG(seed, 7))
	const samplePages = 40
	for i := 0; i < samplePages; i++ {
		page := 1 + r.IntN(min(lastPage*first.PageSize/48+1, 5000))
		var list struct {
			Items []struct{ ID, Title, AuthorName string } `json:"items"`
		}
		if err := getJSON(client, fmt.Sprintf("%s/api/books?pageSize=48&page=%d", base, page), &list); err != nil {
			return fmt.Errorf("sample page %d: %w", page, err)
		}
		for _, it := range list.Items {
			ids = append(ids, it.ID)
			for _, w := range strings.Fields(it.Title) {
				if len([]rune(w)) >= 3 {
					words[w] = true
				}
			}
			names = append(names, it.AuthorName)
		}
	}
	if len(ids) == 0 {
		return fmt.Errorf("no books sampled")
	}
	wordList := make([]string, 0, len(words))
	for w := range words {
		wordList = append(wordList, w)
	}
	slices.Sort(wordList)
	queries := buildQueries(r, wordList, names, 400)

	fmt.Printf("load: %s, %d books (%d pages), deep page %d, %d ids and %d queries sampled, c=%d, %s + %s warm-up per scenario\n",
		base, first.Total, lastPage, deep, len(ids), len(queries), conc, dur, warmup)

	scenarios := []scenario{
		{name: "list first page", next: func(*rand.Rand) string { return "/api/books" }},
		{name: "list deep page", next: func(*rand.Rand) string { return fmt.Sprintf("/api/books?page=%d", deep) }},
		{name: "search", next: func(r *rand.Rand) string { return "/api/books?q=" + url.QueryEscape(queries[r.IntN(len(queries))]) }},
		{name: "book detail", next: func(r *rand.Rand) string { return "/api/books/" + ids[r.IntN(len(ids))] }},
		{name: "book page HTML", next: func(r *rand.Rand) string { return "/kitap/" + ids[r.IntN(len(ids))] }},
	}
	if nginxBase != "" {
		pairs, err := sameAnswerScenarios(client, base, ids[0])
		if err != nil {
			return err
		}
		scenarios = append(scenarios, pairs...)
	}
	if only != "" {
		keep := map[string]bool{}
		for _, s := range strings.Split(only, ",") {
			keep[strings.TrimSpace(s)] = true
		}
		scenarios = slices.DeleteFunc(scenarios, func(s scenario) bool { return !keep[s.name] })
	}

	rep := Report{Base: base, Label: label, Concurrency: conc, Duration: dur.String(), Warmup: warmup.String(),
		Total: first.Total, DeepPage: deep, Queries: queries[:min(20, len(queries))], Started: time.Now().UTC()}
	var results []Result
	for i := 0; i < len(scenarios); i++ {
		sc := scenarios[i]
		if i+1 < len(scenarios) && scenarios[i+1].twin == sc.name {
			ng, own := runPair(client, base, sc, scenarios[i+1], conc, dur, warmup, seed+uint64(i))
			if ng.RPS > 0 {
				own.VsNginx = own.RPS / ng.RPS
			}
			results = append(results, ng, own)
			i++
			continue
		}
		results = append(results, runScenario(client, base, sc, conc, dur, warmup, seed+uint64(i)))
	}
	for _, res := range results {
		fmt.Fprintf(os.Stderr, "  %-16s %7d req  %5d err  %8.0f req/s  p50 %6.2f  p90 %6.2f  p99 %6.2f  max %7.2f ms\n",
			res.Name, res.Requests, res.Errors, res.RPS, res.P50, res.P90, res.P99, res.Max)
		if res.VsNginx > 0 {
			fmt.Fprintf(os.Stderr, "    %.2f× nginx serving the same bytes from a file\n", res.VsNginx)
		}
		if res.FirstError != "" {
			fmt.Fprintf(os.Stderr, "    first error: %s\n", res.FirstError)
		}
		rep.Results = append(rep.Results, res)
	}
	fmt.Print(Markdown(rep.Results))
	if jsonOut != "" {
		b, _ := json.MarshalIndent(rep, "", "  ")
		if err := os.WriteFile(jsonOut, append(b, '\n'), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// buildQueries mixes one- and two-word queries from titles and author names,
// each in its Turkish spelling or folded to ASCII, lower or title case.
func buildQueries(r *rand.Rand, words, names []string, n int) []string {
	var out []string
	for len(out) < n {
		var q string
		switch k := r.IntN(10); {
		case k < 4: // one title word
			q = words[r.IntN(len(words))]
		case k < 6: // two title words (often no book has both: an empty result is a valid search)
			q = words[r.IntN(len(words))] + " " + words[r.IntN(len(words))]
		case k < 8: // an author's surname
			f := strings.Fields(names[r.IntN(len(names))])
			q = f[len(f)-1]
		default: // an author's full first + last name
			f := strings.Fields(names[r.IntN(len(names))])
			q = f[0] + " " + f[len(f)-1]
		}
		switch r.IntN(4) {
		case 0:
			q = asciiFold(q)
		case 1:
			q = strings.ToLowerSpecial(unicode.TurkishCase, q)
		}
		out = append(out, q)
	}
	return out
}

// asciiFold writes Turkish letters the way someone without a Turkish keyboard does.
func asciiFold(s string) string {
	return strings.NewReplacer("ç", "c", "Ç", "C", "ğ", "g", "Ğ", "G", "ı", "i", "İ", "I",
		"ö", "o", "Ö", "O", "ş", "s", "Ş", "S", "ü", "u", "Ü", "U", "â", "a", "î", "i", "û", "u").Replace(s)
}

func getJSON(c *http.Client, u string, v any) error {
	resp, err := c.Get(u)
	if err != nil {
		return err
	}
	defer closeBody(resp)
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
		return fmt.Errorf("%s: %s %s", u, resp.Status, b)
	}
	return json.NewDecoder(resp.Body).Decode(v)
}

// closeBody closes an answer after reading: the read's error is the one
// that counts (it is counted above), and a failed close changes nothing.
func closeBody(resp *http.Response) {
	_ = resp.Body.Close()
}

// rawAnswer is the bytes the product sends for u in the given encoding
// (asked explicitly, so the transport leaves them as they came).
func rawAnswer(c *http.Client, u, encoding string) ([]byte, error) {
	req, _ := http.NewRequest(http.MethodGet, u, nil)
	req.Header.Set("Accept-Encoding", encoding)
	resp, err := c.Do(req)
	if err != nil {
		return nil, err
	}
	body, err := io.ReadAll(resp.Body)
	closeBody(resp)
	if err != nil || resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s: %s %w", u, resp.Status, err)
	}
	if got := resp.Header.Get("Content-Encoding"); got != "" && got != encoding || got == "" && encoding != "identity" {
		return nil, fmt.Errorf("%s: asked for %s, got Content-Encoding %q", u, encoding, got)
	}
	return body, nil
}

// Markdown is the results as a table.
func Markdown(rs []Result) string {
	var b strings.Builder
	b.WriteString("| Scenario | Requests | Errors | req/s | p50 ms | p90 ms | p99 ms | max ms |\n")
	b.WriteString("|---|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, r := range rs {
		fmt.Fprintf(&b, "| %s (`%s`) | %d | %d | %.0f | %.2f | %.2f | %.2f | %.2f |\n",
			r.Name, r.Path, r.Requests, r.Errors, r.RPS, r.P50, r.P90, r.P99, r.Max)
	}
	return b.String()
}

// sameAnswerScenarios writes the product's answers for the list, one book's
// detail and its page (its identity bytes, and its gzip bytes for nginx's
// gzip_static) into staticDir, and returns pairs of scenarios: nginx serving
// the file, then the product answering the same request, compared by req/s.
func sameAnswerScenarios(c *http.Client, base, id string) ([]scenario, error) {
	answers := []struct{ name, path, file string }{
		{"list", "/api/books", "list.json"},
		{"detail", "/api/books/" + id, "detail.json"},
		{"book page", "/kitap/" + id, "page.html"},
	}
	var out []scenario
	for _, a := range answers {
		body, err := rawAnswer(c, base+a.path, "identity")
		if err != nil {
			return nil, err
		}
		// The product's own gzip bytes (not a recompression): nginx sends
		// exactly what the product sends.
		gz, err := rawAnswer(c, base+a.path, "gzip")
		if err != nil {
			return nil, err
		}
		file := filepath.Join(staticDir, a.file)
		if err := os.WriteFile(file, body, 0o644); err != nil {
			return nil, err
		}
		if err := os.WriteFile(file+".gz", gz, 0o644); err != nil {
			return nil, err
		}
		nginxName := "nginx file: " + a.name
		path, static := a.path, "/"+a.file
		out = append(out,
			scenario{name: nginxName, base: nginxBase, next: func(*rand.Rand) string { return static }},
			scenario{name: "same answer: " + a.name, twin: nginxName, next: func(*rand.Rand) string { return path }})
	}
	return out, nil
}
