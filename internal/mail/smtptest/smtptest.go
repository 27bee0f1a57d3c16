// Package smtptest runs a small in-process SMTP server for tests: real SMTP
// over TCP (EHLO, optional STARTTLS with a self-signed certificate, AUTH
// PLAIN, MAIL, RCPT, DATA, RSET, NOOP, QUIT), keeping every message it accepts.
package smtptest

import (
	"bufio"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/base64"
	"math/big"
	"net"
	"net/textproto"
	"strings"
	"sync"
	"testing"
	"time"
)

// Options configure a server.
type Options struct {
	// STARTTLS offers STARTTLS with a self-signed certificate for 127.0.0.1.
	STARTTLS bool
	// Username and Password, when set, require AUTH PLAIN before MAIL.
	Username, Password string
	// FailFirst answers the first n DATA commands with 451 (temporary).
	FailFirst int
	// RejectRcpt answers RCPT TO for these addresses with 550 (permanent).
	RejectRcpt []string
	// DropOnQuit closes the connection without answering QUIT, as a
	// server or network that fails after accepting the message.
	DropOnQuit bool
}

// Message is one accepted message.
type Message struct {
	From     string
	To       []string
	Data     []byte // as received, dot-unstuffed, CRLF line ends
	TLS      bool   // the session was upgraded with STARTTLS
	AuthUser string
}

// Server is a running test server.
type Server struct {
	Addr string // 127.0.0.1:port
	Host string
	Port int
	opts Options
	ln   net.Listener
	cert *x509.Certificate
	tls  *tls.Config

	mu       sync.Mutex
	msgs     []Message
	dataSeen int
	arrived  chan struct{}
}

// Start runs a server until the test ends.
func Start(t testing.TB, opts Options) *Server {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &Server{Addr: ln.Addr().String(), Host: "127.0.0.1", Port: ln.Addr().(*net.TCPAddr).Port,
		opts: opts, ln: ln, arrived: make(chan struct{}, 1024)}
	if opts.STARTTLS {
		cert, leaf, err := selfSigned()
		if err != nil {
			t.Fatal(err)
		}
		s.cert = leaf
		s.tls = &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}
	}
	var wg sync.WaitGroup
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			wg.Add(1)
			go func() { defer wg.Done(); s.serve(c) }()
		}
	}()
	t.Cleanup(func() {
		if err := ln.Close(); err != nil {
			t.Errorf("smtptest: closing the listener: %v", err)
		}
		wg.Wait()
	})
	return s
}

// ClientTLS trusts the server's certificate (for the sender under test).
func (s *Server) ClientTLS() *tls.Config {
	pool := x509.NewCertPool()
	if s.cert != nil {
		pool.AddCert(s.cert)
	}
	return &tls.Config{RootCAs: pool, ServerName: s.Host, MinVersion: tls.VersionTLS12}
}

// Messages returns a copy of the accepted messages.
func (s *Server) Messages() []Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Message(nil), s.msgs...)
}

// Wait blocks until at least n messages have arrived or the timeout passes.
func (s *Server) Wait(t testing.TB, n int, timeout time.Duration) []Message {
	t.Helper()
	deadline := time.After(timeout)
	for {
		if m := s.Messages(); len(m) >= n {
			return m
		}
		select {
		case <-s.arrived:
		case <-deadline:
			t.Fatalf("smtptest: %d messages after %v, want %d", len(s.Messages()), timeout, n)
		}
	}
}

func (s *Server) serve(conn net.Conn) {
	// The sender under test may hang up first; its test judges what it
	// sent, not how the connection ended.
	defer func() { _ = conn.Close() }()
	_ = conn.SetDeadline(time.Now().Add(30 * time.Second))
	tp := textproto.NewConn(conn)
	reply := func(code int, msg string) { _ = tp.PrintfLine("%d %s", code, msg) }
	reply(220, "smtptest ESMTP")
	var (
		secure   bool
		authUser string
		from     string
		to       []string
		greeted  bool
	)
	for {
		line, err := tp.ReadLine()
		if err != nil {
			return
		}
		verb, arg, _ := strings.Cut(line, " ")
		switch strings.ToUpper(verb) {
		case "EHLO", "HELO":
			greeted = true
			from, to = "", nil
			lines := []string{"smtptest", "8BITMIME", "PIPELINING"}
			if s.tls != nil && !secure {
				lines = append(lines, "STARTTLS")
			}
			if s.opts.Username != "" {
				lines = append(lines, "AUTH PLAIN")
			}
			for i, l := range lines {
				sep := "-"
				if i == len(lines)-1 {
					sep = " "
				}
				_ = tp.PrintfLine("250%s%s", sep, l)
			}
		case "STARTTLS":
			if s.tls == nil || secure {
				reply(502, "not offered")
				continue
			}
			reply(220, "ready to start TLS")
			tc := tls.Server(conn, s.tls)
			if err := tc.Handshake(); err != nil {
				return
			}
			conn, secure, greeted = tc, true, false
			tp = textproto.NewConn(tc)
			reply = func(code int, msg string) { _ = tp.PrintfLine("%d %s", code, msg) }
		case "AUTH":
			mech, resp, _ := strings.Cut(arg, " ")
			if !strings.EqualFold(mech, "PLAIN") || s.opts.Username == "" {
				reply(504, "unrecognised mechanism")
				continue
			}
			if resp == "" {
				reply(334, "")
				if resp, err = tp.ReadLine(); err != nil {
					return
				}
			}
			raw, _ := base64.StdEncoding.DecodeString(resp)
			parts := strings.Split(string(raw), "\x00")
			if len(parts) == 3 && parts[1] == s.opts.Username && parts[2] == s.opts.Password {
				authUser = parts[1]
				reply(235, "authenticated")
			} else {
				reply(535, "bad credentials")
			}
		case "MAIL":
			switch {
			case !greeted:
				reply(503, "say EHLO first")
			case s.opts.Username != "" && authUser == "":
				reply(530, "authentication required")
			default:
				from, to = pathOf(arg), nil
				reply(250, "ok")
			}
		case "RCPT":
			if from == "" {
				reply(503, "need MAIL")
				continue
			}
			rcpt := pathOf(arg)
			rejected := false
			for _, r := range s.opts.RejectRcpt {
				rejected = rejected || strings.EqualFold(r, rcpt)
			}
			if rejected {
				reply(550, "no such user")
				continue
			}
			to = append(to, rcpt)
			reply(250, "ok")
		case "DATA":
			if len(to) == 0 {
				reply(503, "need RCPT")
				continue
			}
			reply(354, "end with <CRLF>.<CRLF>")
			data, err := tp.ReadDotBytes()
			if err != nil {
				return
			}
			s.mu.Lock()
			s.dataSeen++
			fail := s.dataSeen <= s.opts.FailFirst
			if !fail {
				s.msgs = append(s.msgs, Message{From: from, To: to, Data: crlf(data), TLS: secure, AuthUser: authUser})
			}
			s.mu.Unlock()
			if fail {
				reply(451, "try again later")
			} else {
				reply(250, "queued")
				select {
				case s.arrived <- struct{}{}:
				default:
				}
			}
			from, to = "", nil
		case "RSET":
			from, to = "", nil
			reply(250, "ok")
		case "NOOP":
			reply(250, "ok")
		case "QUIT":
			if !s.opts.DropOnQuit {
				reply(221, "bye")
			}
			return
		default:
			reply(500, "unknown command")
		}
	}
}

// pathOf takes the address out of "FROM:<a@b>" or "TO:<a@b> SIZE=1".
func pathOf(arg string) string {
	_, rest, _ := strings.Cut(arg, ":")
	rest = strings.TrimSpace(rest)
	if i := strings.IndexByte(rest, '>'); strings.HasPrefix(rest, "<") && i > 0 {
		return rest[1:i]
	}
	return rest
}

// crlf restores CRLF line ends (ReadDotBytes returns LF).
func crlf(b []byte) []byte {
	var out strings.Builder
	sc := bufio.NewScanner(strings.NewReader(string(b)))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		out.WriteString(sc.Text())
		out.WriteString("\r\n")
	}
	return []byte(out.String())
}

func selfSigned() (tls.Certificate, *x509.Certificate, error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return tls.Certificate{}, nil, err
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "smtptest"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(24 * time.Hour),
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, DNSNames: []string{"localhost"},
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		BasicConstraintsValid: true, IsCA: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return tls.Certificate{}, nil, err
	}
	leaf, err := x509.ParseCertificate(der)
	if err != nil {
		return tls.Certificate{}, nil, err
	}
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key, Leaf: leaf}, leaf, nil
}
