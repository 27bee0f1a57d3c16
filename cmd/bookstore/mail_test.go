package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/mail/smtptest"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestServeMailsThroughSMTP: with BOOKSTORE_SMTP_URL set, the served binary's
// worker delivers a registration's welcome mail over real SMTP.
func TestServeMailsThroughSMTP(t *testing.T) {
	srv := smtptest.Start(t, smtptest.Options{})
	dir := t.TempDir()
	ready := make(chan string, 1)
	var out bytes.Buffer
	m := &Main{Stdin: strings.NewReader(""), Stdout: &out, Stderr: io.Discard, Ready: ready,
		Getenv: func(k string) string {
			return map[string]string{"BOOKSTORE_DATA_DIR": dir, "BOOKSTORE_ADDR": "127.0.0.1:0",
				"BOOKSTORE_SMTP_URL": fmt.Sprintf("smtp://%s?from=siparis@kitapevi.test", srv.Addr)}[k]
		}}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- m.Run(ctx, nil) }()
	var addr string
	select {
	case addr = <-ready:
	case err := <-done:
		t.Fatalf("serve stopped: %v", err)
	case <-time.After(60 * time.Second):
		t.Fatal("serve did not start")
	}
	body := `{"fullName":"Ayşe Yılmaz","email":"ayse@example.com","password":"Zx9!kqLm#2","confirmPassword":"Zx9!kqLm#2","acceptTerms":true}`
	res, err := http.Post("http://"+addr+"/api/auth/register", "application/json", strings.NewReader(body))
	if err != nil || res.StatusCode != http.StatusCreated {
		t.Fatalf("register: %v %v", res, err)
	}
	res.Body.Close()
	msgs := srv.Wait(t, 1, 15*time.Second)
	if msgs[0].From != "siparis@kitapevi.test" || msgs[0].To[0] != "ayse@example.com" || !bytes.Contains(msgs[0].Data, []byte("Subject: =?utf-8?q?Kitapevi_Yay")) {
		t.Fatalf("welcome mail: %+v\n%s", msgs[0], msgs[0].Data)
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("shutdown: %v", err)
	}
}

func TestInvalidSMTPURLIsAUsageError(t *testing.T) {
	_, err := run(t, map[string]string{"BOOKSTORE_SMTP_URL": "smtp://u:sir@:25", "BOOKSTORE_DATA_DIR": t.TempDir()}, "", "migrate")
	if !isUsage(err) || !strings.Contains(err.Error(), "BOOKSTORE_SMTP_URL") || strings.Contains(err.Error(), "\n") || strings.Contains(err.Error(), "sir") {
		t.Fatalf("got %v, want one-line usage error naming BOOKSTORE_SMTP_URL", err)
	}
}

// TestProductionRefusesToStartWithoutSMTP: production mail must reach its
// recipients; without BOOKSTORE_SMTP_URL serve stops at once with one line
// naming the variable (a usage error: exit status 2).
func TestProductionRefusesToStartWithoutSMTP(t *testing.T) {
	env := map[string]string{"BOOKSTORE_DATA_DIR": t.TempDir(), "BOOKSTORE_ENV": "production", "BOOKSTORE_ADDR": "127.0.0.1:0",
		"BOOKSTORE_SECRET_KEY": testSecretKey, "IYZICO_API_KEY": "k", "IYZICO_SECRET_KEY": "s", "IYZICO_BASE_URL": "http://127.0.0.1:9"}
	_, err := run(t, env, "", "serve")
	if !isUsage(err) || !strings.Contains(err.Error(), "BOOKSTORE_SMTP_URL") || strings.Contains(err.Error(), "\n") {
		t.Fatalf("got %v, want a one-line usage error naming BOOKSTORE_SMTP_URL", err)
	}
}

// lockedBuffer is a log an instance writes while the test reads it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// serveInstance runs serve with env until the test ends and returns its address.
func serveInstance(t *testing.T, env map[string]string, log io.Writer) string {
	t.Helper()
	ready := make(chan string, 1)
	m := &Main{Stdin: strings.NewReader(""), Stdout: io.Discard, Stderr: log, Ready: ready,
		Getenv: func(k string) string { return env[k] }}
	ctx, cancel := context.WithCancel(context.Background())
	// done is closed when Run returns, with its error in runErr, so both
	// the start below and the cleanup can wait for it (a refused start
	// must fail the test, not hang its cleanup).
	done := make(chan struct{})
	var runErr error
	go func() { runErr = m.Run(ctx, nil); close(done) }()
	t.Cleanup(func() {
		cancel()
		<-done
		if runErr != nil {
			t.Errorf("shutdown: %v", runErr)
		}
	})
	select {
	case addr := <-ready:
		return addr
	case <-done:
		t.Fatalf("serve stopped: %v", runErr)
	case <-time.After(90 * time.Second):
		t.Fatal("serve did not start")
	}
	return ""
}

// TestInstanceWithoutSMTPLeavesSharedMailToTheOneWithSMTP: two instances on
// one PostgreSQL database, one with SMTP and one without. The one without
// runs no mail worker (it could only log the mails, which would then never
// be sent), so the one with SMTP delivers each of the mails exactly once and
// none is marked logged.
func TestInstanceWithoutSMTPLeavesSharedMailToTheOneWithSMTP(t *testing.T) {
	url := sqldbtest.PostgresURL(t)
	srv := smtptest.Start(t, smtptest.Options{})
	base := map[string]string{"BOOKSTORE_DATABASE_URL": url, "BOOKSTORE_ADDR": "127.0.0.1:0", "BOOKSTORE_DEMO_PASSWORD": "Demo-Kitap-2026!"}
	// Two instances on one database share their media directory (a second
	// local directory is refused: TestSecondLocalMediaDirRefused).
	shared := t.TempDir()
	withSMTP, without := map[string]string{"BOOKSTORE_DATA_DIR": shared,
		"BOOKSTORE_SMTP_URL": fmt.Sprintf("smtp://%s?from=siparis@kitapevi.test", srv.Addr)}, map[string]string{"BOOKSTORE_DATA_DIR": shared}
	for k, v := range base {
		withSMTP[k], without[k] = v, v
	}
	// The instance without SMTP starts first (and seeds the demo data), so
	// it has every chance to claim mail if it would.
	var logB lockedBuffer
	serveInstance(t, without, &logB)
	if !strings.Contains(logB.String(), "sends no mail") {
		t.Fatalf("the instance without SMTP does not say it sends no mail:\n%s", logB.String())
	}
	db, err := sqldb.Open(context.Background(), url, "")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	const n = 12 // mails queued before the instance with SMTP starts, and as many after
	enqueue := func(from int) {
		for i := from; i < from+n; i++ {
			if _, err := sqldb.NewOutbox(db).EnqueueMail(context.Background(), bookstore.Mail{DedupKey: fmt.Sprint("shared-", i), Kind: bookstore.MailWelcome,
				ToEmail: fmt.Sprintf("okur%d@example.com", i), Subject: "Konu", TextBody: "metin"}); err != nil {
				t.Fatal(err)
			}
		}
	}
	enqueue(0)
	time.Sleep(3 * time.Second) // more than one poll of a worker, had it one
	var pending int
	if err := db.Bun().NewRaw("SELECT count(*) FROM mail_outbox WHERE status = 'pending' AND attempts = 0").Scan(context.Background(), &pending); err != nil {
		t.Fatal(err)
	}
	if pending < n {
		t.Fatalf("the instance without SMTP touched the outbox: %d of %d mails untouched", pending, n)
	}

	// Both instances run while the second half is queued.
	serveInstance(t, withSMTP, io.Discard)
	enqueue(n)
	deadline := time.Now().Add(30 * time.Second)
	for {
		var open int
		if err := db.Bun().NewRaw("SELECT count(*) FROM mail_outbox WHERE status = 'pending'").Scan(context.Background(), &open); err != nil {
			t.Fatal(err)
		}
		if open == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d mails still pending", open)
		}
		time.Sleep(100 * time.Millisecond)
	}
	seen := map[string]int{}
	for _, m := range srv.Messages() {
		seen[m.To[0]]++
	}
	for i := range 2 * n {
		if to := fmt.Sprintf("okur%d@example.com", i); seen[to] != 1 {
			t.Errorf("%s received %d mails, want 1", to, seen[to])
		}
	}
	var logged, sent, total int
	for q, n := range map[string]*int{
		"SELECT count(*) FROM mail_outbox WHERE status = 'logged'": &logged,
		"SELECT count(*) FROM mail_outbox WHERE status = 'sent'":   &sent,
		"SELECT count(*) FROM mail_outbox":                         &total,
	} {
		if err := db.Bun().NewRaw(q).Scan(context.Background(), n); err != nil {
			t.Fatal(err)
		}
	}
	if logged != 0 || sent != total || len(srv.Messages()) != total {
		t.Fatalf("outbox: %d logged, %d sent of %d; the SMTP server got %d", logged, sent, total, len(srv.Messages()))
	}
}
