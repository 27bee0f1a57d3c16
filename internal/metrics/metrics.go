// Package metrics is the shop's Prometheus instrumentation: HTTP requests
// by route pattern and status, the database pool, the outbox, orders by
// state, stuck refunds, payment outcomes and background job runs. It is served at /metrics
// to operators only (a bearer token or a separate listen address; see
// internal/httpapi and docs/deployment.md).
package metrics

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"bookstore/internal/bookstore"
)

// Metrics holds the shop's collectors in a registry of its own (no global
// state: a test can build several).
type Metrics struct {
	reg       *prometheus.Registry
	requests  *prometheus.CounterVec
	latency   *prometheus.HistogramVec
	payments  *prometheus.CounterVec
	jobRuns   *prometheus.CounterVec
	jobFails  *prometheus.CounterVec
	mailFails *prometheus.CounterVec
}

// New registers the collectors. stats, when not nil, is read at each
// scrape for the orders and outbox gauges; pool, when not nil, is the
// database pool's collector (collectors.NewDBStatsCollector).
func New(stats bookstore.OpsStats, pool prometheus.Collector) *Metrics {
	m := &Metrics{reg: prometheus.NewRegistry()}
	m.requests = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "bookstore_http_requests_total",
		Help: "HTTP requests by method, route pattern (never the raw path) and status."}, []string{"method", "route", "status"})
	m.latency = prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "bookstore_http_request_duration_seconds",
		Help:    "HTTP request latency by method, route pattern and status.",
		Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30}}, []string{"method", "route", "status"})
	m.payments = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "bookstore_payments_total",
		Help: "Payment outcomes: confirmed, declined, voided, refunded."}, []string{"outcome"})
	m.jobRuns = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "bookstore_job_runs_total",
		Help: "Background job runs (expiry, reconciliation, refund_reconciliation, sale_prices, return_codes, return_tracking, outbox, housekeeping)."}, []string{"job"})
	m.jobFails = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "bookstore_job_failures_total",
		Help: "Background job runs that ended in an error."}, []string{"job"})
	m.mailFails = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "bookstore_mail_send_failures_total",
		Help: "Failed mail delivery attempts by kind."}, []string{"kind"})
	m.reg.MustRegister(m.requests, m.latency, m.payments, m.jobRuns, m.jobFails, m.mailFails,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	// Every outcome is exported from the start, so a rate() over a counter
	// that has not moved yet is 0, not absent.
	for _, o := range []bookstore.PaymentOutcome{bookstore.OutcomeConfirmed, bookstore.OutcomeDeclined, bookstore.OutcomeVoided, bookstore.OutcomeRefunded} {
		m.payments.WithLabelValues(string(o))
	}
	if stats != nil {
		m.reg.MustRegister(&stateCollector{stats: stats})
	}
	if pool != nil {
		m.reg.MustRegister(pool)
	}
	return m
}

// Handler serves the registry in the Prometheus text format. It does not
// check who asks; internal/httpapi and the separate listener do.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{Registry: m.reg})
}

// ObserveRequest counts one HTTP request (httpapi.RequestObserver). Every
// label value comes from a bounded set, whatever the request said: each new
// value is a new series kept until restart, so a client inventing methods
// would otherwise grow /metrics and the memory without limit. The route is
// a registered pattern or "unmatched" (internal/httpapi), never a path.
func (m *Metrics) ObserveRequest(method, route string, status int, d time.Duration) {
	method, s := methodLabel(method), statusLabel(status)
	m.requests.WithLabelValues(method, route, s).Inc()
	m.latency.WithLabelValues(method, route, s).Observe(d.Seconds())
}

// methodLabel is the method when HTTP defines it, else "other".
func methodLabel(method string) string {
	switch method {
	case http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch,
		http.MethodDelete, http.MethodOptions, http.MethodConnect, http.MethodTrace:
		return method
	}
	return "other"
}

// statusLabel is the status code when it is a valid one, else "other".
func statusLabel(status int) string {
	if status < 100 || status > 599 {
		return "other"
	}
	return strconv.Itoa(status)
}

// Payment counts one payment outcome (bookstore.PaymentObserver).
func (m *Metrics) Payment(o bookstore.PaymentOutcome) { m.payments.WithLabelValues(string(o)).Inc() }

// JobRan counts one run of a background job, and its failure.
func (m *Metrics) JobRan(job string, err error) {
	m.jobRuns.WithLabelValues(job).Inc()
	if err != nil && !errors.Is(err, context.Canceled) {
		m.jobFails.WithLabelValues(job).Inc()
	}
}

// MailFailed counts one failed delivery attempt.
func (m *Metrics) MailFailed(kind string) { m.mailFails.WithLabelValues(kind).Inc() }

// stateCollector reads orders and the outbox from the database at scrape
// time: the numbers are the shop's, not this instance's.
type stateCollector struct{ stats bookstore.OpsStats }

var (
	descOrders = prometheus.NewDesc("bookstore_orders", "Orders by status.", []string{"status"}, nil)
	descMails  = prometheus.NewDesc("bookstore_outbox_mails", "Outbox mails by status (pending is the depth; failed gave up).", []string{"status"}, nil)
	descStuck  = prometheus.NewDesc("bookstore_refunds_stuck", "Refunds started over two minutes ago whose outcome is still unknown (refund reconciliation settles them).", nil, nil)
	descUp     = prometheus.NewDesc("bookstore_state_up", "1 when the orders and outbox counts could be read from the database.", nil, nil)
)

func (c *stateCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- descOrders
	ch <- descMails
	ch <- descStuck
	ch <- descUp
}

func (c *stateCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	snap, err := c.stats.OpsSnapshot(ctx)
	if err != nil {
		ch <- prometheus.MustNewConstMetric(descUp, prometheus.GaugeValue, 0)
		return
	}
	ch <- prometheus.MustNewConstMetric(descUp, prometheus.GaugeValue, 1)
	for _, s := range []bookstore.OrderStatus{bookstore.OrderPending, bookstore.OrderConfirmed, bookstore.OrderShipped,
		bookstore.OrderDelivered, bookstore.OrderCancelled} {
		ch <- prometheus.MustNewConstMetric(descOrders, prometheus.GaugeValue, float64(snap.OrdersByStatus[s]), string(s))
	}
	for _, s := range []bookstore.MailStatus{bookstore.MailPending, bookstore.MailSent, bookstore.MailLogged, bookstore.MailFailed} {
		ch <- prometheus.MustNewConstMetric(descMails, prometheus.GaugeValue, float64(snap.MailsByStatus[s]), string(s))
	}
	ch <- prometheus.MustNewConstMetric(descStuck, prometheus.GaugeValue, float64(snap.StuckRefunds))
}
