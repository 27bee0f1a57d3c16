// Command imageload measures uploads against a running server: it signs in,
// sends rounds of concurrent 12-megapixel JPEG uploads as book covers and
// reports the latency of each and the server's peak resident memory
// (VmHWM of -pid, read from /proc). Used by bench/images.sh.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"mime/multipart"
	"net/http"
	"net/http/cookiejar"
	"os"
	"sort"
	"strings"
	"sync"
	"time"

	"bookstore/bench/photo"
)

func main() {
	base := flag.String("base", "http://127.0.0.1:8080", "server URL")
	pid := flag.Int("pid", 0, "server process id (for its peak memory)")
	email := flag.String("email", "admin@kitapevi.test", "account to upload as")
	password := flag.String("password", os.Getenv("BOOKSTORE_DEMO_PASSWORD"), "its password")
	conc := flag.Int("c", 4, "concurrent uploads per round")
	rounds := flag.Int("rounds", 5, "rounds")
	flag.Parse()

	data, err := photo.JPEG(4032, 3024, 90)
	if err != nil {
		log.Fatal(err)
	}
	jar, _ := cookiejar.New(nil)
	hc := &http.Client{Jar: jar, Timeout: 60 * time.Second}
	login, _ := json.Marshal(map[string]string{"email": *email, "password": *password})
	res, err := hc.Post(*base+"/api/auth/login", "application/json", bytes.NewReader(login))
	if err != nil {
		log.Fatalf("login: %v", err)
	}
	closeBody(res)
	if res.StatusCode != http.StatusOK {
		log.Fatalf("login: %s", res.Status)
	}

	before := status(*pid)
	var mu sync.Mutex
	var lat []time.Duration
	failed := 0
	start := time.Now()
	for r := 0; r < *rounds; r++ {
		var wg sync.WaitGroup
		for i := 0; i < *conc; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				t0 := time.Now()
				ok := upload(hc, *base, data)
				mu.Lock()
				defer mu.Unlock()
				if !ok {
					failed++
					return
				}
				lat = append(lat, time.Since(t0))
			}()
		}
		wg.Wait()
	}
	total := time.Since(start)
	after := status(*pid)
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	pct := func(p float64) time.Duration {
		if len(lat) == 0 {
			return 0
		}
		return lat[min(len(lat)-1, int(p*float64(len(lat))))]
	}
	fmt.Printf("input: 4032x3024 JPEG, %.1f MB\n", float64(len(data))/(1<<20))
	fmt.Printf("uploads: %d ok, %d failed, %d rounds of %d concurrent, %.1f s\n", len(lat), failed, *rounds, *conc, total.Seconds())
	fmt.Printf("latency: p50 %d ms, p95 %d ms, max %d ms\n", pct(0.5).Milliseconds(), pct(0.95).Milliseconds(), pct(1).Milliseconds())
	fmt.Printf("server RSS before: %s, peak (VmHWM) after: %s\n", before["VmRSS"], after["VmHWM"])
	if failed > 0 {
		os.Exit(1)
	}
}

func upload(hc *http.Client, base string, data []byte) bool {
	body, contentType, err := uploadForm(data)
	if err != nil {
		log.Printf("upload: %v", err)
		return false
	}
	res, err := hc.Post(base+"/api/images?imageType=book-cover", contentType, body)
	if err != nil {
		log.Printf("upload: %v", err)
		return false
	}
	defer closeBody(res)
	if res.StatusCode != http.StatusCreated {
		b, _ := io.ReadAll(res.Body)
		log.Printf("upload: %s %s", res.Status, b)
		return false
	}
	return true
}

// status reads /proc/pid/status fields (kB values), empty without a pid.
// uploadForm is the multipart body of a book-cover upload of data.
func uploadForm(data []byte) (*bytes.Buffer, string, error) {
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	if err := w.WriteField("imageType", "book-cover"); err != nil {
		return nil, "", err
	}
	fw, err := w.CreateFormFile("file", "photo.jpg")
	if err != nil {
		return nil, "", err
	}
	if _, err := fw.Write(data); err != nil {
		return nil, "", err
	}
	if err := w.Close(); err != nil {
		return nil, "", err
	}
	return &body, w.FormDataContentType(), nil
}

// closeBody closes an answer the tool is done with: only its status (and
// an error's first bytes) matter here, so a failed close changes nothing.
func closeBody(res *http.Response) {
	_ = res.Body.Close()
}

func status(pid int) map[string]string {
	out := map[string]string{}
	if pid == 0 {
		return out
	}
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return out
	}
	for _, line := range strings.Split(string(b), "\n") {
		if k, v, ok := strings.Cut(line, ":"); ok {
			out[k] = strings.TrimSpace(v)
		}
	}
	return out
}
