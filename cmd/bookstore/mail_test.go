package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"bookstore/internal/mail/smtptest"
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
