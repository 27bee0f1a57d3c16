package httpapi_test

import (
	"context"
	"fmt"
	"sync"

	"bookstore/internal/bookstore"
)

// fakeCarrier is a carrier's API for the return tests: it answers a known
// reference with the return it made (as the contract requires), can fail
// (500: ErrCarrierUnavailable) or hang until the caller's deadline after
// making the return (the answer lost), and tracks return shipments with the
// events a test gives it.
type fakeCarrier struct {
	name string
	mu   sync.Mutex
	// fail and hang are how many of the next CreateReturn calls fail or
	// hang (the return made, the answer never sent).
	fail, hang int
	calls      int
	returns    map[string]bookstore.CarrierReturn // by reference
	senders    map[string]bookstore.ParcelParty
	events     map[string][]bookstore.TrackingEvent // by shipment id
}

func newFakeCarrier(name string) *fakeCarrier {
	return &fakeCarrier{name: name, returns: map[string]bookstore.CarrierReturn{}, senders: map[string]bookstore.ParcelParty{},
		events: map[string][]bookstore.TrackingEvent{}}
}

func (f *fakeCarrier) Name() string { return f.name }

func (f *fakeCarrier) CreateReturn(ctx context.Context, r bookstore.ReturnParcel) (bookstore.CarrierReturn, error) {
	f.mu.Lock()
	f.calls++
	if f.fail > 0 {
		f.fail--
		f.mu.Unlock()
		return bookstore.CarrierReturn{}, fmt.Errorf("%w: 500", bookstore.ErrCarrierUnavailable)
	}
	ret, ok := f.returns[r.Reference]
	if !ok {
		n := len(f.returns) + 1
		ret = bookstore.CarrierReturn{Code: fmt.Sprintf("RT%08d", 40000+n),
			CarrierShipment: bookstore.CarrierShipment{ID: fmt.Sprintf("shp-%d", n), TrackingNumber: fmt.Sprintf("TRK%d", n), Reference: r.Reference}}
		f.returns[r.Reference], f.senders[r.Reference] = ret, r.Sender
	}
	hang := f.hang > 0
	if hang {
		f.hang--
	}
	f.mu.Unlock()
	if hang {
		<-ctx.Done()
		return bookstore.CarrierReturn{}, fmt.Errorf("%w: %w", bookstore.ErrCarrierUnavailable, ctx.Err())
	}
	return ret, nil
}

func (f *fakeCarrier) Track(_ context.Context, id string) ([]bookstore.TrackingEvent, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]bookstore.TrackingEvent(nil), f.events[id]...), nil
}

func (f *fakeCarrier) setEvents(id string, ev ...bookstore.TrackingEvent) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.events[id] = ev
}

// made is how many returns the carrier holds and how many calls it got.
func (f *fakeCarrier) made() (returns, calls int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.returns), f.calls
}

func (f *fakeCarrier) sender(ref string) bookstore.ParcelParty {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.senders[ref]
}

func (f *fakeCarrier) CreateShipment(context.Context, bookstore.Parcel) (bookstore.CarrierShipment, error) {
	return bookstore.CarrierShipment{}, bookstore.ErrCarrierUnavailable
}

func (f *fakeCarrier) FindShipment(context.Context, string) (bookstore.CarrierShipment, bool, error) {
	return bookstore.CarrierShipment{}, false, nil
}

func (f *fakeCarrier) CancelShipment(context.Context, string) error { return nil }

var _ bookstore.Carrier = (*fakeCarrier)(nil)
