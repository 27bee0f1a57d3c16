package einvoice

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

func TestTaxpayerCheck(t *testing.T) {
	_, c := simServer(t, SimulatorOptions{})
	tp, err := c.CheckTaxpayer(ctx, SimTaxpayerVKN)
	if err != nil || !tp.EInvoice || tp.Alias != SimTaxpayerAlias || tp.Title != SimTaxpayerTitle {
		t.Fatalf("registered: %+v %v", tp, err)
	}
	// The e-İrsaliye alias listed first is not an invoice inbox.
	tp, err = c.CheckTaxpayer(ctx, SimTaxpayerTwoAliasesVKN)
	if err != nil || !tp.EInvoice || tp.Alias != "urn:mail:defaultpk@kirtasiyepazari.com.tr" {
		t.Fatalf("two aliases: %+v %v", tp, err)
	}
	for _, id := range []string{SimNotTaxpayerVKN, "10000000146"} {
		if tp, err := c.CheckTaxpayer(ctx, id); err != nil || tp.EInvoice || tp.Alias != "" {
			t.Fatalf("not registered %s: %+v %v", id, tp, err)
		}
	}
	if _, err := c.CheckTaxpayer(ctx, "12345"); bookstore.ErrorCode(err) != bookstore.CodeInvalid {
		t.Fatalf("malformed tax id: %v, want CodeInvalid", err)
	}
}

// An e-Fatura goes to the buyer's registered alias and is asked for under
// the e-Fatura resource; the integrator refuses an unknown alias, and an
// e-Arşiv invoice to a registered buyer.
func TestEFaturaToTheBuyersAlias(t *testing.T) {
	_, c := simServer(t, SimulatorOptions{AcceptAfter: 50 * time.Millisecond})
	inv, xml := testInvoice(bookstore.ProfileBasic, SimTaxpayerVKN)
	if err := c.Send(ctx, inv, xml); err != nil {
		t.Fatalf("e-Fatura: %v", err)
	}
	if st := waitSettled(t, c, inv); st.Status != bookstore.InvoiceAccepted {
		t.Fatalf("e-Fatura state: %+v", st)
	}
	if st, err := c.State(ctx, bookstore.ProfileEArchive, inv.ETTN); err != nil || st.Known {
		t.Fatalf("e-Fatura asked as e-Arşiv: %+v %v, want unknown", st, err)
	}
	bad, badXML := testInvoice(bookstore.ProfileBasic, SimTaxpayerVKN)
	bad.Buyer.Alias = "urn:mail:yok@example.com"
	if err := c.Send(ctx, bad, badXML); bookstore.ErrorCode(err) != bookstore.CodeInvalid || !strings.Contains(err.Error(), "etiketi") {
		t.Fatalf("unknown alias: %v", err)
	}
	noAlias, noAliasXML := testInvoice(bookstore.ProfileBasic, SimTaxpayerVKN)
	noAlias.Buyer.Alias = ""
	if err := c.Send(ctx, noAlias, noAliasXML); bookstore.ErrorCode(err) != bookstore.CodeInvalid {
		t.Fatalf("no alias: %v", err)
	}
	arc, arcXML := testInvoice(bookstore.ProfileEArchive, SimTaxpayerVKN)
	if err := c.Send(ctx, arc, arcXML); bookstore.ErrorCode(err) != bookstore.CodeInvalid || !strings.Contains(err.Error(), "e-Fatura mükellefi") {
		t.Fatalf("e-Arşiv to a registered buyer: %v", err)
	}
}

func TestPDFOfAnAcceptedInvoice(t *testing.T) {
	_, c := simServer(t, SimulatorOptions{AcceptAfter: time.Second})
	inv, xml := testInvoice(bookstore.ProfileEArchive, bookstore.ConsumerTCKN)
	if err := c.Send(ctx, inv, xml); err != nil {
		t.Fatal(err)
	}
	if _, err := c.PDF(ctx, inv.Profile, inv.ETTN); err == nil || !strings.Contains(err.Error(), "henüz onaylanmadı") {
		t.Fatalf("PDF while queued: %v, want refused", err)
	}
	waitSettled(t, c, inv)
	pdf, err := c.PDF(ctx, inv.Profile, inv.ETTN)
	if err != nil || !bytes.HasPrefix(pdf, []byte("%PDF-")) || !bytes.Contains(pdf, []byte(inv.Number)) {
		t.Fatalf("PDF: %d bytes %v, want a PDF naming %s", len(pdf), err, inv.Number)
	}
	if _, err := c.PDF(ctx, inv.Profile, newETTN()); bookstore.ErrorCode(err) != bookstore.CodeNotFound {
		t.Fatalf("PDF of an unknown ETTN: %v", err)
	}
}

// The Render hook makes the PDF from the XML the shop sent.
func TestPDFThroughTheRenderHook(t *testing.T) {
	var got []byte
	render := func(xml []byte) ([]byte, error) { got = xml; return []byte("%PDF-1.7 hook"), nil }
	_, c := simServer(t, SimulatorOptions{AcceptAfter: time.Millisecond, Render: render})
	inv, xml := testInvoice(bookstore.ProfileBasic, SimTaxpayerVKN)
	if err := c.Send(ctx, inv, xml); err != nil {
		t.Fatal(err)
	}
	waitSettled(t, c, inv)
	pdf, err := c.PDF(ctx, inv.Profile, inv.ETTN)
	if err != nil || string(pdf) != "%PDF-1.7 hook" || !bytes.Equal(got, xml) {
		t.Fatalf("PDF through Render: %q %v", pdf, err)
	}
}

func TestCancelAnAcceptedEArchiveInvoice(t *testing.T) {
	_, c := simServer(t, SimulatorOptions{AcceptAfter: time.Second})
	inv, xml := testInvoice(bookstore.ProfileEArchive, bookstore.ConsumerTCKN)
	if err := c.Send(ctx, inv, xml); err != nil {
		t.Fatal(err)
	}
	if err := c.Cancel(ctx, inv.ETTN); bookstore.ErrorCode(err) != bookstore.CodeConflict {
		t.Fatalf("cancel while queued: %v, want CodeConflict", err)
	}
	waitSettled(t, c, inv)
	if err := c.Cancel(ctx, inv.ETTN); err != nil {
		t.Fatalf("cancel: %v", err)
	}
	if st := state(t, c, inv); st.Status != bookstore.InvoiceCancelled {
		t.Fatalf("after cancel: %+v", st)
	}
	if err := c.Cancel(ctx, inv.ETTN); err != nil {
		t.Fatalf("cancel again: %v", err)
	}
	if err := c.Cancel(ctx, newETTN()); bookstore.ErrorCode(err) != bookstore.CodeNotFound {
		t.Fatalf("cancel of an unknown ETTN: %v", err)
	}
}

func TestWrongKeyIsUnauthorized(t *testing.T) {
	sim, _ := simServer(t, SimulatorOptions{APIKey: "dogru-anahtar"})
	srv := httptest.NewServer(sim)
	defer srv.Close()
	c := NewClient(srv.URL, "yanlis-anahtar", nil)
	inv, xml := testInvoice(bookstore.ProfileEArchive, bookstore.ConsumerTCKN)
	if err := c.Send(ctx, inv, xml); !errors.Is(err, ErrUnauthorized) || !strings.Contains(err.Error(), "401") {
		t.Fatalf("send with a wrong key: %v", err)
	}
	if _, err := c.State(ctx, inv.Profile, inv.ETTN); !errors.Is(err, ErrUnauthorized) {
		t.Fatalf("state with a wrong key: %v", err)
	}
	if _, err := c.CheckTaxpayer(ctx, SimTaxpayerVKN); !errors.Is(err, ErrUnauthorized) {
		t.Fatalf("check with a wrong key: %v", err)
	}
	if len(sim.Invoices()) != 0 {
		t.Fatal("an unauthorized send was taken")
	}
	if err := NewClient(srv.URL, "dogru-anahtar", nil).Send(ctx, inv, xml); err != nil {
		t.Fatalf("right key: %v", err)
	}
}

// The control API takes faults over HTTP from this machine only.
func TestControlAPI(t *testing.T) {
	sim := NewSimulator(SimulatorOptions{})
	srv := httptest.NewServer(sim)
	defer srv.Close()
	res, err := http.Post(srv.URL+"/_sim/faults", "application/json", strings.NewReader(`{"endpoint":"check","status":500}`))
	if err != nil || res.StatusCode != http.StatusCreated {
		t.Fatalf("add fault: %v %v", res, err)
	}
	res.Body.Close()
	c := NewClient(srv.URL, SimulatorAPIKey, nil)
	if _, err := c.CheckTaxpayer(ctx, SimTaxpayerVKN); err == nil || !strings.Contains(err.Error(), "HTTP 500") {
		t.Fatalf("check after the injected 500: %v", err)
	}
	res, err = http.Post(srv.URL+"/_sim/faults", "application/json", strings.NewReader(`{"endpoint":"nope"}`))
	if err != nil || res.StatusCode != http.StatusBadRequest {
		t.Fatalf("unknown endpoint: %v %v", res, err)
	}
	res.Body.Close()
	inv, xml := testInvoice(bookstore.ProfileEArchive, bookstore.ConsumerTCKN)
	if err := c.Send(ctx, inv, xml); err != nil {
		t.Fatal(err)
	}
	res, err = http.Get(srv.URL + "/_sim/invoices")
	if err != nil {
		t.Fatal(err)
	}
	var list []SimInvoiceInfo
	err = json.NewDecoder(res.Body).Decode(&list)
	res.Body.Close()
	if err != nil || len(list) != 1 || list[0].ETTN != inv.ETTN || list[0].Status != bookstore.InvoiceSent {
		t.Fatalf("invoices: %+v %v", list, err)
	}
	req, _ := http.NewRequest(http.MethodGet, srv.URL+"/_sim/invoices", nil)
	req.Header.Set("X-Forwarded-For", "203.0.113.9")
	res, err = http.DefaultClient.Do(req)
	if err != nil || res.StatusCode != http.StatusForbidden {
		t.Fatalf("control through a proxy: %v %v", res, err)
	}
	res.Body.Close()
}

func TestFaultsAreValidated(t *testing.T) {
	sim := NewSimulator(SimulatorOptions{})
	for _, f := range []SimFault{
		{Endpoint: "send", Status: 500, DropAfterProcessing: true},
		{Endpoint: "status", Reject: "x"},
		{Endpoint: "send", Reason: "x"},
		{Endpoint: "send", DelayMs: -1},
		{Endpoint: "send", DropAfterProcessing: true, LateMs: 10},
	} {
		if err := sim.InjectFault(f); err == nil {
			t.Errorf("fault %+v accepted", f)
		}
	}
}
