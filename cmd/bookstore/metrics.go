package main

import (
	"errors"
	"net"
	"net/http"

	"github.com/prometheus/client_golang/prometheus/collectors"

	"bookstore/internal/config"
	"bookstore/internal/httpapi"
	"bookstore/internal/metrics"
	"bookstore/internal/sqldb"
)

// newMetrics builds the instance's Prometheus registry: the database pool
// (sql.DBStats), the orders and outbox read at each scrape, and the
// counters the server, the checkout and the jobs move.
func (a *app) newMetrics() *metrics.Metrics {
	return metrics.New(sqldb.NewOpsStore(a.db), collectors.NewDBStatsCollector(a.db.Bun().DB, "bookstore"))
}

// publicMetrics is the /metrics handler of the public listener: none when
// BOOKSTORE_METRICS_ADDR gives metrics a listener of their own, else the
// registry behind the bearer token (httpapi checks it; without a token the
// public /metrics is a 404).
func (a *app) publicMetrics() http.Handler {
	if a.cfg.MetricsAddr != "" {
		return nil
	}
	return a.metrics.Handler()
}

// serveMetrics runs the separate metrics listener (BOOKSTORE_METRICS_ADDR)
// until the returned stop is called. It serves /metrics only; with BOOKSTORE_METRICS_TOKEN set
// it asks for the token there too.
func (a *app) serveMetrics() (func(), error) {
	if a.cfg.MetricsAddr == "" {
		return func() {}, nil
	}
	ln, err := net.Listen("tcp", a.cfg.MetricsAddr)
	if err != nil {
		return nil, usagef("BOOKSTORE_METRICS_ADDR: %v", err)
	}
	mux := http.NewServeMux()
	h := a.metrics.Handler()
	mux.HandleFunc("GET /metrics", func(w http.ResponseWriter, r *http.Request) {
		if a.cfg.MetricsToken != "" && !httpapi.BearerMatches(r, a.cfg.MetricsToken) {
			http.NotFound(w, r)
			return
		}
		h.ServeHTTP(w, r)
	})
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: config.HTTPReadHeader, ReadTimeout: config.HTTPBody,
		WriteTimeout: config.HTTPWrite, IdleTimeout: config.HTTPIdle}
	go func() {
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			a.log.Error("metrics listener", "err", err)
		}
	}()
	a.log.Info("metrics: serving /metrics on a separate listener", "addr", ln.Addr().String())
	return func() { _ = srv.Close() }, nil
}
