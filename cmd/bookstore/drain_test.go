package main

import (
	"fmt"
	"net"
	"os"
	"syscall"
	"testing"
	"time"
)

// startChild runs the real binary (this test binary in its child mode) with
// vars on top of the test's environment and waits until /readyz answers 200.
func startChild(t *testing.T, vars map[string]string) *product {
	t.Helper()
	dir := t.TempDir()
	env := append(os.Environ(), childEnv+"=1")
	for k, v := range vars {
		env = append(env, k+"="+v)
	}
	logFile, err := os.Create(dir + "/product.log")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { logFile.Close() })
	p := &product{t: t, env: env, base: "http://" + vars["BOOKSTORE_ADDR"], log: logFile}
	p.start()
	t.Cleanup(func() {
		if p.cmd.ProcessState == nil {
			_ = p.cmd.Process.Kill()
			_ = p.cmd.Wait()
		}
	})
	return p
}

// SIGTERM exits 0 even when a request is still in flight at the end of the
// drain: the drain running out is the expected end of a shutdown, not a
// failure (a supervisor would report the unit as failed).
func TestSIGTERMExitsZeroWhenTheDrainRunsOut(t *testing.T) {
	addr := freeAddr(t)
	p := startChild(t, map[string]string{
		"BOOKSTORE_DATA_DIR": t.TempDir(), "BOOKSTORE_ADDR": addr, "BOOKSTORE_BASE_URL": "http://" + addr,
		"BOOKSTORE_DEMO_PASSWORD": "Demo-Kitap-2026!", "BOOKSTORE_SHUTDOWN_TIMEOUT": "1s",
	})
	// A request whose body never ends keeps its connection active past the
	// drain.
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "POST /api/auth/login HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"email\":", addr)
	time.Sleep(200 * time.Millisecond)

	start := time.Now()
	if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if err := p.cmd.Wait(); err != nil {
		b, _ := os.ReadFile(p.log.Name())
		t.Fatalf("exit after SIGTERM with a request in flight: %v; log:\n%s", err, b)
	}
	if d := time.Since(start); d < time.Second || d > 15*time.Second {
		t.Fatalf("stopped after %v, want the 1 s drain and a prompt exit", d)
	}
}
