// Command bookstore is the whole product: the API, the embedded web app and
// the CLI verbs. main only wires config -> db -> services -> http.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	_ "time/tzdata" // bookstore.ShopLocation (Europe/Istanbul) without the system's zoneinfo
)

// version is set at build time (-ldflags "-X main.version=...").
var version = "dev"

// errUsage marks mistakes of the caller (bad flags, bad config): exit status 2.
type errUsage struct{ msg string }

func (e errUsage) Error() string { return e.msg }

func usagef(format string, args ...any) error { return errUsage{fmt.Sprintf(format, args...)} }

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	m := &Main{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Getenv: os.Getenv}
	err := m.Run(ctx, os.Args[1:])
	stop() // before os.Exit, which skips deferred calls
	if err != nil {
		fmt.Fprintln(os.Stderr, "bookstore:", err)
		var u errUsage
		if errors.As(err, &u) {
			os.Exit(2)
		}
		os.Exit(1)
	}
}

// Main runs one CLI invocation; tests drive it directly.
type Main struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	Getenv         func(string) string
	// Ready, when set, receives the listening address once serve accepts connections.
	Ready chan<- string
}

const usage = `Kullanım: bookstore [komut]

Komutlar:
  serve                 sunucuyu başlatır (varsayılan)
  migrate               veritabanı şemasını günceller
  seed --demo           boş veritabanına demo verisi yükler
  user create --email E --name N --role user|author|admin
                        kullanıcı oluşturur; şifre standart girdiden okunur
  backup HEDEF          çalışan dükkânın tutarlı yedeğini (.tar.gz) yazar;
                        HEDEF bir klasörse içine tarihli bir ad verir
  restore [--force] YEDEK
                        yedeği boş bir veri klasörüne (ve veritabanına) geri yükler
  openapi               API belgesini (OpenAPI 3.1) yazdırır
  iyzico-sim [--addr A] [--public-url U] [--webhook-url W] [--webhook-delay D]
                        iyzico simülatörünü ayrı bir süreç olarak çalıştırır
  einvoice-sim [--addr A] [--accept-after D] [--api-key K]
                        e-fatura entegratörü simülatörünü ayrı bir süreç olarak çalıştırır
  carrier-sim [--addr A] [--webhook URL --webhook-secret S] [--schedule D]
                        kargo firması (MNG Kargo) simülatörünü ayrı bir süreç olarak çalıştırır
  version               sürümü yazdırır`

// Run dispatches the verb.
func (m *Main) Run(ctx context.Context, args []string) error {
	verb := "serve"
	if len(args) > 0 {
		verb, args = args[0], args[1:]
	}
	switch verb {
	case "serve":
		return m.serve(ctx, args)
	case "migrate":
		return m.migrate(ctx, args)
	case "seed":
		return m.seed(ctx, args)
	case "user":
		return m.user(ctx, args)
	case "backup":
		return m.backup(ctx, args)
	case "restore":
		return m.restore(ctx, args)
	case "openapi":
		return m.openapi(args)
	case "iyzico-sim":
		return m.iyzicoSim(ctx, args)
	case "einvoice-sim":
		return m.einvoiceSim(ctx, args)
	case "carrier-sim":
		return m.carrierSim(ctx, args)
	case "version":
		fmt.Fprintln(m.Stdout, "bookstore", version)
		return nil
	case "help", "-h", "--help":
		fmt.Fprintln(m.Stdout, usage)
		return nil
	}
	return usagef("bilinmeyen komut %q\n%s", verb, usage)
}
