package einvoice

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/config"
)

var ctx = context.Background()

func state(t *testing.T, c *Client, inv *bookstore.Invoice) bookstore.ProviderInvoiceState {
	t.Helper()
	st, err := c.State(ctx, inv.Profile, inv.ETTN)
	if err != nil {
		t.Fatalf("state: %v", err)
	}
	return st
}

// waitSettled polls until the simulated GİB answered (bounded).
func waitSettled(t *testing.T, c *Client, inv *bookstore.Invoice) bookstore.ProviderInvoiceState {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		st := state(t, c, inv)
		if st.Status != bookstore.InvoiceSent || time.Now().After(deadline) {
			return st
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// A sent invoice is queued (sent), and accepted only once AcceptAfter passed.
func TestSendIsQueuedThenAcceptedAfterAcceptAfter(t *testing.T) {
	_, c := simServer(t, SimulatorOptions{AcceptAfter: time.Second})
	inv, xml := testInvoice(bookstore.ProfileEArchive, bookstore.ConsumerTCKN)
	sent := time.Now()
	if err := c.Send(ctx, inv, xml); err != nil {
		t.Fatalf("send: %v", err)
	}
	if st := state(t, c, inv); !st.Known || st.Status != bookstore.InvoiceSent || st.Number != inv.Number {
		t.Fatalf("at once: %+v, want known, sent, %s", st, inv.Number)
	}
	st := waitSettled(t, c, inv)
	if st.Status != bookstore.InvoiceAccepted || st.Reason != "" {
		t.Fatalf("later: %+v, want accepted", st)
	}
	if waited := time.Since(sent); waited < time.Second {
		t.Fatalf("accepted after %v, before AcceptAfter", waited)
	}
}

func TestUnknownETTNIsNotKnown(t *testing.T) {
	_, c := simServer(t, SimulatorOptions{})
	st, err := c.State(ctx, bookstore.ProfileEArchive, newETTN())
	if err != nil || st.Known {
		t.Fatalf("unknown ETTN: %+v %v, want Known false", st, err)
	}
}

// A 404 that is not the API's JSON (a proxy's page, a wrong base URL) is an
// error, never "not known": that answer would make the worker send twice.
func TestA404PageIsNotAnUnknownETTN(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte("<html>nginx 404</html>"))
	}))
	defer srv.Close()
	c := NewClient(srv.URL, "k", nil)
	if st, err := c.State(ctx, bookstore.ProfileEArchive, newETTN()); err == nil || !strings.Contains(err.Error(), "404") {
		t.Fatalf("got %+v %v, want an error naming the 404", st, err)
	}
}

func TestDuplicateETTNIsErrInvoiceExists(t *testing.T) {
	_, c := simServer(t, SimulatorOptions{})
	inv, xml := testInvoice(bookstore.ProfileEArchive, bookstore.ConsumerTCKN)
	if err := c.Send(ctx, inv, xml); err != nil {
		t.Fatal(err)
	}
	if err := c.Send(ctx, inv, xml); !errors.Is(err, bookstore.ErrInvoiceExists) {
		t.Fatalf("second send: %v, want ErrInvoiceExists", err)
	}
}

// The answer is lost after the integrator took the invoice: the send is an
// error saying so, and asking by ETTN finds the invoice (and a resend is
// recognized, not issued twice).
func TestDroppedAnswerKeepsTheInvoice(t *testing.T) {
	sim, c := simServer(t, SimulatorOptions{})
	inv, xml := testInvoice(bookstore.ProfileEArchive, bookstore.ConsumerTCKN)
	if err := sim.InjectFault(SimFault{Endpoint: "send", DropAfterProcessing: true}); err != nil {
		t.Fatal(err)
	}
	err := c.Send(ctx, inv, xml)
	if err == nil || bookstore.ErrorCode(err) == bookstore.CodeInvalid || !strings.Contains(err.Error(), "bağlantı yanıt gelmeden kapandı") {
		t.Fatalf("send with a dropped answer: %v, want an error saying the connection closed", err)
	}
	if st := state(t, c, inv); !st.Known {
		t.Fatalf("asked by ETTN after the drop: %+v, want known", st)
	}
	if err := c.Send(ctx, inv, xml); !errors.Is(err, bookstore.ErrInvoiceExists) {
		t.Fatalf("resend after the drop: %v, want ErrInvoiceExists", err)
	}
	if n := len(sim.Invoices()); n != 1 {
		t.Fatalf("%d invoices at the integrator, want 1", n)
	}
}

// Each call has the deadline set in internal/config, not an HTTP library's
// default (none); a hang ends in that time with an error naming it.
func TestHangEndsAtTheConfiguredTimeout(t *testing.T) {
	sim, c := simServer(t, SimulatorOptions{})
	if c.sendTimeout != config.EInvoiceSend || c.callTimeout != config.EInvoiceCall || c.checkTimeout != config.EInvoiceCheck {
		t.Fatalf("timeouts %v %v %v, want config's", c.sendTimeout, c.callTimeout, c.checkTimeout)
	}
	if tr, ok := c.http.Transport.(*http.Transport); !ok || tr.TLSHandshakeTimeout != config.EInvoiceConnect || c.http.Timeout != 0 {
		t.Fatalf("transport: %+v", c.http)
	}
	// The same client with the bound shortened, so the test need not wait a minute.
	c.sendTimeout, c.callTimeout = 300*time.Millisecond, 200*time.Millisecond
	inv, xml := testInvoice(bookstore.ProfileEArchive, bookstore.ConsumerTCKN)
	if err := sim.InjectFault(SimFault{Endpoint: "send", DelayMs: 10000}); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	err := c.Send(ctx, inv, xml)
	took := time.Since(start)
	if !errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), "300ms içinde yanıt gelmedi") {
		t.Fatalf("hung send: %v, want the 300ms timeout", err)
	}
	if took < 300*time.Millisecond || took > 3*time.Second {
		t.Fatalf("hung send ended after %v, want about 300ms", took)
	}
	// The hang came before processing: nothing was taken.
	if st := state(t, c, inv); st.Known {
		t.Fatalf("after a hang before processing: %+v, want unknown", st)
	}
	if err := sim.InjectFault(SimFault{Endpoint: "status", DelayMs: 10000}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.State(ctx, inv.Profile, inv.ETTN); !errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), "200ms") {
		t.Fatalf("hung status: %v, want the 200ms timeout", err)
	}
}

// A late answer: processed at once, answered after the client gave up.
func TestLateAnswerKeepsTheInvoice(t *testing.T) {
	sim, c := simServer(t, SimulatorOptions{})
	c.sendTimeout = 300 * time.Millisecond
	inv, xml := testInvoice(bookstore.ProfileEArchive, bookstore.ConsumerTCKN)
	if err := sim.InjectFault(SimFault{Endpoint: "send", LateMs: 5000}); err != nil {
		t.Fatal(err)
	}
	if err := c.Send(ctx, inv, xml); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("late send: %v, want a timeout", err)
	}
	if st := state(t, c, inv); !st.Known {
		t.Fatalf("after a late answer: %+v, want known", st)
	}
}

// A proxy retried the send: the second answer, the one seen, is "exists".
func TestAnsweredTwiceIsErrInvoiceExists(t *testing.T) {
	sim, c := simServer(t, SimulatorOptions{})
	inv, xml := testInvoice(bookstore.ProfileEArchive, bookstore.ConsumerTCKN)
	if err := sim.InjectFault(SimFault{Endpoint: "send", Twice: true}); err != nil {
		t.Fatal(err)
	}
	if err := c.Send(ctx, inv, xml); !errors.Is(err, bookstore.ErrInvoiceExists) {
		t.Fatalf("send processed twice: %v, want ErrInvoiceExists", err)
	}
	if n := len(sim.Invoices()); n != 1 {
		t.Fatalf("%d invoices, want 1", n)
	}
}

func TestServerErrorIsAnErrorNotARejection(t *testing.T) {
	sim, c := simServer(t, SimulatorOptions{})
	inv, xml := testInvoice(bookstore.ProfileEArchive, bookstore.ConsumerTCKN)
	if err := sim.InjectFault(SimFault{Endpoint: "send", Status: 500}); err != nil {
		t.Fatal(err)
	}
	err := c.Send(ctx, inv, xml)
	if err == nil || !strings.Contains(err.Error(), "HTTP 500") || bookstore.ErrorCode(err) != bookstore.CodeInternal {
		t.Fatalf("send answered 500: %v, want a plain error naming HTTP 500", err)
	}
	if st := state(t, c, inv); st.Known {
		t.Fatalf("after a 500: %+v, want nothing taken", st)
	}
	if err := sim.InjectFault(SimFault{Endpoint: "status", Status: 503}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.State(ctx, inv.Profile, inv.ETTN); err == nil || !strings.Contains(err.Error(), "HTTP 503") {
		t.Fatalf("status answered 503: %v", err)
	}
}

// Rejections carry the reason: the validator's message, an injected one,
// or a refusal at once (a *bookstore.Error of CodeInvalid).
func TestRejectionsCarryTheReason(t *testing.T) {
	validate := func(xml []byte) error {
		if strings.Contains(string(xml), "KTP2026") {
			return errors.New("cbc:IssueDate eksik")
		}
		return nil
	}
	sim, c := simServer(t, SimulatorOptions{AcceptAfter: 50 * time.Millisecond, Validate: validate})
	inv, xml := testInvoice(bookstore.ProfileEArchive, bookstore.ConsumerTCKN)
	if err := c.Send(ctx, inv, xml); err != nil {
		t.Fatal(err)
	}
	if st := waitSettled(t, c, inv); st.Status != bookstore.InvoiceRejected || !strings.Contains(st.Reason, "cbc:IssueDate eksik") {
		t.Fatalf("invalid XML: %+v, want rejected with the validator's message", st)
	}

	sim.opts.Validate = nil
	inv2, xml2 := testInvoice(bookstore.ProfileEArchive, bookstore.ConsumerTCKN)
	if err := sim.InjectFault(SimFault{Endpoint: "send", Reject: "Alıcı adresi eksik"}); err != nil {
		t.Fatal(err)
	}
	if err := c.Send(ctx, inv2, xml2); err != nil {
		t.Fatal(err)
	}
	if st := waitSettled(t, c, inv2); st.Status != bookstore.InvoiceRejected || st.Reason != "Alıcı adresi eksik" {
		t.Fatalf("injected rejection: %+v", st)
	}

	inv3, xml3 := testInvoice(bookstore.ProfileEArchive, bookstore.ConsumerTCKN)
	if err := sim.InjectFault(SimFault{Endpoint: "send", Status: 422, Reason: "Yeterli kontörünüz bulunmamaktadır"}); err != nil {
		t.Fatal(err)
	}
	err := c.Send(ctx, inv3, xml3)
	if bookstore.ErrorCode(err) != bookstore.CodeInvalid || !strings.Contains(bookstore.ErrorMessage(err), "Yeterli kontörünüz bulunmamaktadır") {
		t.Fatalf("refused at once: %v, want CodeInvalid with the reason", err)
	}
}

// A number held by another ETTN is refused with a reason; once that
// invoice is rejected, the number may go again under a new ETTN (the
// shop's resend of a corrected invoice).
func TestInvoiceNumberIsUniquePerProfile(t *testing.T) {
	sim, c := simServer(t, SimulatorOptions{AcceptAfter: time.Second})
	inv, xml := testInvoice(bookstore.ProfileEArchive, bookstore.ConsumerTCKN)
	if err := sim.InjectFault(SimFault{Endpoint: "send", Reject: "Satır toplamı hatalı"}); err != nil {
		t.Fatal(err)
	}
	if err := c.Send(ctx, inv, xml); err != nil {
		t.Fatal(err)
	}
	again := *inv
	again.ETTN = newETTN()
	err := c.Send(ctx, &again, ublFor(&again))
	if bookstore.ErrorCode(err) != bookstore.CodeInvalid || !strings.Contains(bookstore.ErrorMessage(err), "daha önce kullanılmıştır") {
		t.Fatalf("same number, new ETTN, first still queued: %v, want refused with a reason", err)
	}
	if st := waitSettled(t, c, inv); st.Status != bookstore.InvoiceRejected {
		t.Fatalf("first: %+v", st)
	}
	if err := c.Send(ctx, &again, ublFor(&again)); err != nil {
		t.Fatalf("resend of the rejected number under a new ETTN: %v", err)
	}
	if st := waitSettled(t, c, &again); st.Status != bookstore.InvoiceAccepted {
		t.Fatalf("resent: %+v", st)
	}
	third := again
	third.ETTN = newETTN()
	if err := c.Send(ctx, &third, ublFor(&third)); bookstore.ErrorCode(err) != bookstore.CodeInvalid {
		t.Fatalf("number of an accepted invoice again: %v, want refused", err)
	}
}

// The status shapes Nilvera answers: an unknown code is an error (asked
// again later), never guessed into a state.
func TestStatusShapes(t *testing.T) {
	body := ""
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(body))
	}))
	defer srv.Close()
	c := NewClient(srv.URL, "k", nil)
	for _, tc := range []struct {
		profile bookstore.InvoiceProfile
		body    string
		want    bookstore.ProviderInvoiceState
	}{
		{bookstore.ProfileBasic, `{"InvoiceStatus":{"Code":"error","Description":"Alıcı reddetti","DetailDescription":"Tutar hatalı"}}`,
			bookstore.ProviderInvoiceState{Known: true, Status: bookstore.InvoiceRejected, Reason: "Alıcı reddetti: Tutar hatalı"}},
		{bookstore.ProfileBasic, `{"InvoiceStatus":{"Code":"succeed"},"InvoiceNumber":"KTP2026000000009"}`,
			bookstore.ProviderInvoiceState{Known: true, Status: bookstore.InvoiceAccepted, Number: "KTP2026000000009"}},
		{bookstore.ProfileEArchive, `{"StatusCode":"waiting","StatusDetail":"Kuyrukta"}`,
			bookstore.ProviderInvoiceState{Known: true, Status: bookstore.InvoiceSent}},
		{bookstore.ProfileEArchive, `{"StatusCode":"Canceled"}`, bookstore.ProviderInvoiceState{Known: true, Status: bookstore.InvoiceCancelled}},
	} {
		body = tc.body
		if got, err := c.State(ctx, tc.profile, newETTN()); err != nil || got != tc.want {
			t.Errorf("%s: %+v %v, want %+v", tc.body, got, err, tc.want)
		}
	}
	body = `{"StatusCode":"boop"}`
	if st, err := c.State(ctx, bookstore.ProfileEArchive, newETTN()); err == nil || !strings.Contains(err.Error(), "boop") {
		t.Fatalf("unknown code: %+v %v, want an error naming it", st, err)
	}
}
