package main

import (
	"io"
	"net/http"
	"strings"
	"testing"
	"time"
)

func getWithToken(t *testing.T, url, token string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

// TestMetricsOnASeparateListener: with BOOKSTORE_METRICS_ADDR the public
// listener never serves /metrics, the separate one does, with the database
// pool, the jobs and the request counters; the request log stays structured
// with the request id.
func TestMetricsOnASeparateListener(t *testing.T) {
	metricsAddr := freeAddr(t)
	const token = "separate-listener-token-0123456789"
	logs := &lockedBuffer{}
	addr := serveInstance(t, map[string]string{"BOOKSTORE_DATA_DIR": t.TempDir(), "BOOKSTORE_ADDR": "127.0.0.1:0",
		"BOOKSTORE_DEMO_PASSWORD": "Demo-Kitap-2026!", "BOOKSTORE_METRICS_ADDR": metricsAddr, "BOOKSTORE_METRICS_TOKEN": token}, logs)
	if code, _ := getWithToken(t, "http://"+addr+"/api/books", ""); code != http.StatusOK {
		t.Fatalf("books: %d", code)
	}
	if code, _ := getWithToken(t, "http://"+addr+"/metrics", token); code != http.StatusNotFound {
		t.Fatalf("public /metrics with the token: %d", code)
	}
	if code, _ := getWithToken(t, "http://"+metricsAddr+"/metrics", ""); code != http.StatusNotFound {
		t.Fatalf("separate /metrics without the token: %d", code)
	}
	deadline := time.Now().Add(20 * time.Second)
	for {
		code, body := getWithToken(t, "http://"+metricsAddr+"/metrics", token)
		ok := code == http.StatusOK
		for _, want := range []string{`go_sql_max_open_connections{db_name="bookstore"}`, `bookstore_http_requests_total{method="GET",route="/api/books",status="200"} 1`,
			`bookstore_job_runs_total{job="expiry"}`, `bookstore_job_runs_total{job="reconciliation"}`, `bookstore_job_runs_total{job="outbox"}`,
			`bookstore_job_runs_total{job="sale_prices"}`,
			`bookstore_job_runs_total{job="housekeeping"}`, `bookstore_outbox_mails{status="logged"}`, `bookstore_orders{status="pending"} 0`} {
			ok = ok && strings.Contains(body, want)
		}
		if ok {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("metrics: %d\n%s", code, body)
		}
		time.Sleep(200 * time.Millisecond)
	}
	found := false
	for _, line := range strings.Split(logs.String(), "\n") {
		if strings.Contains(line, "msg=request") && strings.Contains(line, "path=/api/books") {
			found = true
			if !strings.Contains(line, "request_id=") {
				t.Errorf("request log without its id: %s", line)
			}
		}
	}
	if !found {
		t.Errorf("no request line in the log:\n%s", logs.String())
	}
}
