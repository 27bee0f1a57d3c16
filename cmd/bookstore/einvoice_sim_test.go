package main

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/einvoice"
	"bookstore/internal/ubltr"
)

// startEInvoiceSim runs `bookstore einvoice-sim` through the Main entry on
// its own port until the test ends, and returns its base URL.
func startEInvoiceSim(t *testing.T, args ...string) string {
	t.Helper()
	addr, announced := startSim(t, "einvoice-sim", args...)
	if !strings.Contains(announced, "e-fatura simülatörü hazır") {
		t.Fatalf("announcement: %q", announced)
	}
	return "http://" + addr
}

// simUBL is the real UBL-TR document of a one-book order numbered as inv:
// the simulator validates what it receives, as an integrator does.
func simUBL(inv *bookstore.Invoice) []byte {
	o := &bookstore.Order{ID: "0a1b2c3d-0000-4000-8000-000000000001",
		Items:  []bookstore.OrderItem{{ID: "i1", Title: "Kuyucaklı Yusuf", Quantity: 1, ListPrice: 15000, Price: 15000, Paid: 15000, Tax: bookstore.PrintedBookClass}},
		Totals: bookstore.Totals{Subtotal: 15000, Total: 15000},
		Parties: &bookstore.OrderParties{Identity: bookstore.BillingIdentity{Type: bookstore.InvoiceIndividual, Name: "Ayşe Yılmaz"},
			Billing: bookstore.Address{Recipient: "Ayşe Yılmaz", Province: "İzmir", District: "Karşıyaka", Line: "Cemal Gürsel Cad. No: 5"}}}
	seller := bookstore.InvoiceParty{Name: "Kitapçı Yayıncılık A.Ş.", TaxID: "1234567890", TaxOffice: "Kadıköy", Province: "İstanbul",
		District: "Kadıköy", Line: "Moda Cad. No: 12"}
	doc := bookstore.SalesInvoice(o, seller, bookstore.InternetSale{WebAddress: "https://kitap.example",
		PaymentMeans: bookstore.PaymentMeansCard, PaymentDate: time.Date(2026, 3, 14, 12, 0, 0, 0, time.UTC)})
	doc.Profile, doc.Number, doc.ETTN, doc.IssuedAt = inv.Profile, inv.Number, inv.ETTN, time.Date(2026, 3, 14, 12, 5, 0, 0, time.UTC)
	xml, err := ubltr.Build(&doc)
	if err != nil {
		panic(err)
	}
	return xml
}

// The simulator as its own process on its own port: the adapter sends over
// HTTP with the key given on the command line, the invoice is accepted
// after --accept-after, a dropped answer leaves the invoice there, and the
// PDF comes back.
func TestEInvoiceSimAsItsOwnProcess(t *testing.T) {
	base := startEInvoiceSim(t, "--accept-after", "1s", "--api-key", "surec-anahtari")
	c := einvoice.NewClient(base, "surec-anahtari", nil)
	ctx := context.Background()
	inv := &bookstore.Invoice{Profile: bookstore.ProfileEArchive, ETTN: "6f1c2a9e-3b7d-4c21-9a55-0e8b7d4f1a20", Number: "KTP2026000000001",
		Buyer: bookstore.InvoiceParty{TaxID: bookstore.ConsumerTCKN}}
	if err := c.Send(ctx, inv, simUBL(inv)); err != nil {
		t.Fatalf("send: %v", err)
	}
	if st, err := c.State(ctx, inv.Profile, inv.ETTN); err != nil || st.Status != bookstore.InvoiceSent {
		t.Fatalf("at once: %+v %v, want sent", st, err)
	}
	time.Sleep(1200 * time.Millisecond)
	if st, err := c.State(ctx, inv.Profile, inv.ETTN); err != nil || st.Status != bookstore.InvoiceAccepted {
		t.Fatalf("after --accept-after: %+v %v, want accepted", st, err)
	}
	if pdf, err := c.PDF(ctx, inv.Profile, inv.ETTN); err != nil || !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		t.Fatalf("pdf: %d bytes %v", len(pdf), err)
	}

	// A fault through the control API: the answer is lost, the invoice kept.
	res, err := http.Post(base+"/_sim/faults", "application/json", strings.NewReader(`{"endpoint":"send","dropAfterProcessing":true}`))
	if err != nil || res.StatusCode != http.StatusCreated {
		t.Fatalf("inject: %v %v", res, err)
	}
	res.Body.Close()
	lost := *inv
	lost.ETTN, lost.Number = "0b8e5d3c-71a4-4f0e-8c2d-5a9f6e3b1c47", "KTP2026000000002"
	if err := c.Send(ctx, &lost, simUBL(&lost)); err == nil {
		t.Fatal("send with a dropped answer succeeded")
	}
	if st, err := c.State(ctx, lost.Profile, lost.ETTN); err != nil || !st.Known {
		t.Fatalf("after the drop: %+v %v, want known", st, err)
	}

	wrong := einvoice.NewClient(base, einvoice.SimulatorAPIKey, nil)
	if _, err := wrong.State(ctx, inv.Profile, inv.ETTN); !errors.Is(err, einvoice.ErrUnauthorized) {
		t.Fatalf("the default key against --api-key: %v", err)
	}
}

func TestEInvoiceSimUsage(t *testing.T) {
	for _, args := range [][]string{{"--accept-after", "0s"}, {"--api-key", ""}, {"extra"}, {"--port", "1"}} {
		if _, err := run(t, nil, "", append([]string{"einvoice-sim", "--addr", "127.0.0.1:0"}, args...)...); !isUsage(err) {
			t.Errorf("einvoice-sim %v: %v, want a usage error", args, err)
		}
	}
}
