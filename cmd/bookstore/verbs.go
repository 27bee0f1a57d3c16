package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"time"

	"bookstore/internal/auth"
	"bookstore/internal/bookstore"
	"bookstore/internal/config"
	"bookstore/internal/demo"
	"bookstore/internal/httpapi"
	"bookstore/internal/wiring"
)

func (m *Main) serve(ctx context.Context, args []string) error {
	if len(args) > 0 {
		return usagef("serve takes no arguments")
	}
	a, err := m.open(ctx)
	if err != nil {
		return err
	}
	defer a.close()
	if err := a.claimMediaDir(ctx, filepath.Join(a.cfg.DataDir, "media")); err != nil {
		return err
	}
	payClient, sim, err := a.payments()
	if err != nil {
		return err
	}
	o := a.outside(payClient, sim)
	mailer, err := a.mailWorker()
	if err != nil {
		return err
	}
	if err := a.invoicing(&o); err != nil {
		return err
	}
	// Built once the integrator is in o: the checkout asks its registry
	// about a Kurumsal buyer's VKN.
	co := wiring.Checkout(o, a.mail)

	var accounts []demo.Account
	password := a.cfg.DemoPassword
	if a.cfg.Env == config.Development {
		accounts, password, err = a.seedDemo(ctx)
		switch {
		case errors.Is(err, errDatabaseNotEmpty):
			password = a.cfg.DemoPassword
		case err != nil:
			return err
		}
	}

	ln, err := net.Listen("tcp", a.cfg.Addr)
	if err != nil {
		return err
	}
	// Each request's body has its own deadline (httpapi's withBodyDeadline);
	// ReadTimeout is only the longest of them. The values: internal/config.
	srv := &http.Server{
		Handler:           httpapi.New(wiring.Deps(o, a.auth, a.mail, co)),
		ReadHeaderTimeout: config.HTTPReadHeader,
		ReadTimeout:       config.HTTPUploadBody,
		WriteTimeout:      config.HTTPWrite,
		IdleTimeout:       config.HTTPIdle,
		MaxHeaderBytes:    64 << 10,
	}
	stopMetrics, err := a.serveMetrics()
	if err != nil {
		return err
	}
	defer stopMetrics()
	go a.housekeeping(ctx)
	go co.RunJobs(ctx, jobsEvery(a.cfg.OrderTTL))
	// The invoice worker beside them; manual invoicing (no provider) has none.
	if inv := wiring.Invoices(o, a.mail); inv.Provider != nil {
		go inv.Run(ctx, jobsEvery(a.cfg.OrderTTL))
	}
	// The shipment poll (a carrier's missed webhooks, reservations a crash
	// left); without a carrier API it returns at once.
	go wiring.Fulfilment(o, co, o.Carrier).Run(ctx)
	if mailer != nil {
		mailer.Metrics = a.metrics
		go mailer.Run(ctx)
	}

	m.announce(a, accounts, password)
	if m.Ready != nil {
		m.Ready <- ln.Addr().String()
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	a.log.Info("shutting down")
	// Payment completions in flight run to their end (they ignore the
	// client's disconnect); the drain covers the longest of them. One cut
	// short anyway is settled by reconciliation.
	// The drain running out is the planned end of a shutdown, not a failure:
	// the requests still open are cut and the exit is 0 as for any SIGTERM
	// (a non-zero exit would make the supervisor report a failed unit).
	shutdownCtx, cancel := context.WithTimeout(context.Background(), a.cfg.ShutdownTimeout)
	defer cancel()
	switch err := srv.Shutdown(shutdownCtx); {
	case errors.Is(err, context.DeadlineExceeded):
		a.log.Warn("drain ran out; closing the connections still open", "after", a.cfg.ShutdownTimeout)
		_ = srv.Close() // the connections are being cut; their errors have nobody to go to
	case err != nil:
		return err
	}
	a.log.Info("stopped")
	return nil
}

// announce prints the URL and the demo accounts. A generated password is
// shown only on the run that created it.
func (m *Main) announce(a *app, seeded []demo.Account, password string) {
	fmt.Fprintf(m.Stdout, "\nKitapevi çalışıyor: %s\n", a.cfg.BaseURL)
	if a.cfg.Env == config.Production {
		return
	}
	fmt.Fprintln(m.Stdout, "Demo hesapları:")
	for _, acc := range demoAccountsFor(seeded) {
		fmt.Fprintf(m.Stdout, "  %-10s %s\n", acc.Role.Label(), acc.Email)
	}
	switch {
	case password != "":
		fmt.Fprintf(m.Stdout, "Şifre: %s\n", password)
		if seeded != nil && a.cfg.DemoPassword == "" {
			fmt.Fprintln(m.Stdout, "(Bu şifre yalnızca bir kez gösterilir. Sabit bir şifre için BOOKSTORE_DEMO_PASSWORD ayarlayın.)")
		}
	default:
		fmt.Fprintln(m.Stdout, "Şifre: ilk kurulumda yazdırıldı (yeniden başlamak için ./data klasörünü silin veya BOOKSTORE_DEMO_PASSWORD ile kurun).")
	}
	fmt.Fprintln(m.Stdout)
}

func demoAccountsFor(seeded []demo.Account) []demo.Account {
	if seeded != nil {
		return seeded
	}
	return demo.Accounts()
}

// jobsEvery is how often unpaid orders and unsettled payments are looked
// for: often enough that an order is cancelled within a few percent of its
// time to pay. The sale-prices job runs in the same round, so the book
// list's price filter follows a sale's start or end within a minute.
func jobsEvery(ttl time.Duration) time.Duration {
	return min(max(ttl/30, 5*time.Second), time.Minute)
}

// housekeeping prunes expired sessions and old login attempts hourly.
func (a *app) housekeeping(ctx context.Context) {
	t := time.NewTicker(time.Hour)
	defer t.Stop()
	for {
		err := a.auth.Cleanup(ctx)
		a.metrics.JobRan("housekeeping", err)
		if err != nil && ctx.Err() == nil {
			a.log.Error("housekeeping", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

func (m *Main) migrate(ctx context.Context, args []string) error {
	if len(args) > 0 {
		return usagef("migrate takes no arguments")
	}
	a, err := m.open(ctx)
	if err != nil {
		return err
	}
	defer a.close()
	fmt.Fprintf(m.Stdout, "Veritabanı güncel (%s).\n", a.db.Dialect())
	return nil
}

func (m *Main) seed(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("seed", flag.ContinueOnError)
	fs.SetOutput(m.Stderr)
	demoFlag := fs.Bool("demo", false, "demo verisini yükle")
	if err := fs.Parse(args); err != nil || !*demoFlag || fs.NArg() > 0 {
		return usagef("kullanım: bookstore seed --demo")
	}
	a, err := m.open(ctx)
	if err != nil {
		return err
	}
	defer a.close()
	accounts, password, err := a.seedDemo(ctx)
	if err != nil {
		return err
	}
	fmt.Fprintln(m.Stdout, "Demo verisi yüklendi. Hesaplar:")
	for _, acc := range accounts {
		fmt.Fprintf(m.Stdout, "  %-10s %s\n", acc.Role.Label(), acc.Email)
	}
	fmt.Fprintf(m.Stdout, "Şifre: %s\n", password)
	return nil
}

func (m *Main) user(ctx context.Context, args []string) error {
	if len(args) == 0 || args[0] != "create" {
		return usagef("kullanım: bookstore user create --email E --name N --role user|author|admin")
	}
	fs := flag.NewFlagSet("user create", flag.ContinueOnError)
	fs.SetOutput(m.Stderr)
	email := fs.String("email", "", "e-posta")
	name := fs.String("name", "", "ad soyad")
	roleFlag := fs.String("role", "user", "user, author veya admin")
	if err := fs.Parse(args[1:]); err != nil || fs.NArg() > 0 {
		return usagef("kullanım: bookstore user create --email E --name N --role user|author|admin")
	}
	role, ok := bookstore.ParseRole(*roleFlag)
	if !ok {
		return usagef("--role user, author veya admin olmalı")
	}
	password, err := readPassword(m.Stdin)
	if err != nil {
		return usagef("şifre standart girdiden okunamadı: %v", err)
	}
	a, err := m.open(ctx)
	if err != nil {
		return err
	}
	defer a.close()
	u, err := a.auth.CreateUser(ctx, *email, *name, role, password)
	if err != nil {
		var de *bookstore.Error
		if errors.As(err, &de) && de.Code == bookstore.CodeInvalid {
			parts := make([]string, len(de.Fields))
			for i, f := range de.Fields {
				parts[i] = f.Field + ": " + f.Message
			}
			return usagef("%s", strings.Join(parts, "; "))
		}
		return err
	}
	fmt.Fprintf(m.Stdout, "Kullanıcı oluşturuldu: %s (%s, %s)\n", u.Email, u.Role.Label(), u.ID)
	return nil
}

// readPassword takes the first line of stdin, without its line ending.
func readPassword(r io.Reader) (string, error) {
	line, err := bufio.NewReader(io.LimitReader(r, 4096)).ReadString('\n')
	if err != nil && !errors.Is(err, io.EOF) {
		return "", err
	}
	line = strings.TrimRight(line, "\r\n")
	if line == "" {
		return "", errors.New("boş şifre")
	}
	return line, nil
}

// openapi prints the API document; it needs no database.
func (m *Main) openapi(args []string) error {
	if len(args) > 0 {
		return usagef("openapi takes no arguments")
	}
	cfg, err := config.Load(func(string) string { return "" })
	if err != nil {
		return err
	}
	srv := httpapi.New(httpapi.Deps{Config: cfg, Log: discardLogger(), Auth: (*auth.Service)(nil), Version: version})
	b, err := json.MarshalIndent(srv.OpenAPI(), "", "  ")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(m.Stdout, string(b))
	return err
}
