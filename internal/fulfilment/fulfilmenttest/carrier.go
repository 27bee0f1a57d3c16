// Package fulfilmenttest is a stand-in carrier for fulfilment's tests: it
// keeps parcels by reference as a carrier's API does, and injects the
// faults a real one has (5xx, a hang past the caller's deadline, an answer
// lost after the parcel was created, a refused address).
package fulfilmenttest

import (
	"context"
	"fmt"
	"slices"
	"sync"

	"bookstore/internal/bookstore"
)

// Fault is what the next call of an operation does instead of answering.
type Fault int

const (
	None Fault = iota
	// Fail answers 500 (ErrCarrierUnavailable) and does nothing.
	Fail
	// Hang blocks until the caller's deadline and does nothing.
	Hang
	// Lose does the work and loses the answer (ErrCarrierUnavailable).
	Lose
	// Refuse refuses the request (an address the carrier does not know).
	Refuse
)

// MsgRefused is the carrier's refusal under Refuse.
const MsgRefused = "Kargo firması alıcının ilçesini tanımıyor."

// Carrier is the stand-in. Its zero value is not usable: New.
type Carrier struct {
	mu      sync.Mutex
	name    string
	byRef   map[string]*parcel
	byID    map[string]*parcel
	faults  map[string][]Fault
	calls   map[string]int
	Parcels []bookstore.Parcel // every parcel created, in order
}

type parcel struct {
	cs        bookstore.CarrierShipment
	events    []bookstore.TrackingEvent
	cancelled bool
}

// New is a carrier named name (as CargoCompanies names it).
func New(name string) *Carrier {
	return &Carrier{name: name, byRef: map[string]*parcel{}, byID: map[string]*parcel{}, faults: map[string][]Fault{}, calls: map[string]int{}}
}

// Then queues faults for the next calls of op ("create", "find", "track",
// "cancel").
func (c *Carrier) Then(op string, f ...Fault) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.faults[op] = append(c.faults[op], f...)
}

// Calls is how many times op was called.
func (c *Carrier) Calls(op string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.calls[op]
}

// Created is how many parcels exist.
func (c *Carrier) Created() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.byRef)
}

// Push records an event of the parcel with that reference (what the
// carrier's branch scans); Track returns it from then on.
func (c *Carrier) Push(reference string, e bookstore.TrackingEvent) bookstore.CarrierShipment {
	c.mu.Lock()
	defer c.mu.Unlock()
	p := c.byRef[reference]
	p.events = append(p.events, e)
	return p.cs
}

// Shipment is the carrier's record of a reference.
func (c *Carrier) Shipment(reference string) (bookstore.CarrierShipment, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	p, ok := c.byRef[reference]
	if !ok {
		return bookstore.CarrierShipment{}, false
	}
	return p.cs, true
}

func (c *Carrier) fault(ctx context.Context, op string) (Fault, error) {
	c.mu.Lock()
	c.calls[op]++
	var f Fault
	if q := c.faults[op]; len(q) > 0 {
		f, c.faults[op] = q[0], q[1:]
	}
	c.mu.Unlock()
	switch f {
	case Fail:
		return f, fmt.Errorf("%s: HTTP 500: %w", op, bookstore.ErrCarrierUnavailable)
	case Hang:
		<-ctx.Done()
		return f, fmt.Errorf("%s: %w: %w", op, ctx.Err(), bookstore.ErrCarrierUnavailable)
	case Refuse:
		return f, bookstore.Errorf(bookstore.CodeInvalid, MsgRefused)
	}
	return f, nil
}

func (c *Carrier) Name() string { return c.name }

func (c *Carrier) CreateShipment(ctx context.Context, p bookstore.Parcel) (bookstore.CarrierShipment, error) {
	f, err := c.fault(ctx, "create")
	if err != nil {
		return bookstore.CarrierShipment{}, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	got, ok := c.byRef[p.Reference]
	if !ok {
		n := len(c.byRef) + 1
		got = &parcel{cs: bookstore.CarrierShipment{ID: fmt.Sprintf("%012d", n), TrackingNumber: fmt.Sprintf("MNG%09d", n), Reference: p.Reference}}
		c.byRef[p.Reference], c.byID[got.cs.ID] = got, got
		c.Parcels = append(c.Parcels, p)
	}
	if f == Lose {
		return bookstore.CarrierShipment{}, fmt.Errorf("create: connection reset: %w", bookstore.ErrCarrierUnavailable)
	}
	return got.cs, nil
}

func (c *Carrier) FindShipment(ctx context.Context, reference string) (bookstore.CarrierShipment, bool, error) {
	if _, err := c.fault(ctx, "find"); err != nil {
		return bookstore.CarrierShipment{}, false, err
	}
	cs, ok := c.Shipment(reference)
	return cs, ok, nil
}

func (c *Carrier) Track(ctx context.Context, id string) ([]bookstore.TrackingEvent, error) {
	if _, err := c.fault(ctx, "track"); err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	p, ok := c.byID[id]
	if !ok {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, "gönderi yok")
	}
	return slices.Clone(p.events), nil
}

func (c *Carrier) CancelShipment(ctx context.Context, id string) error {
	if _, err := c.fault(ctx, "cancel"); err != nil {
		return err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	p, ok := c.byID[id]
	if !ok {
		return bookstore.Errorf(bookstore.CodeNotFound, "gönderi yok")
	}
	for _, e := range p.events {
		if e.Status != bookstore.ShipmentCreated {
			return bookstore.Errorf(bookstore.CodeConflict, "Gönderi şubeye teslim edilmiş; iptal edilemez.")
		}
	}
	p.cancelled = true
	return nil
}

func (c *Carrier) CreateReturn(ctx context.Context, r bookstore.ReturnParcel) (bookstore.CarrierReturn, error) {
	return bookstore.CarrierReturn{}, bookstore.Errorf(bookstore.CodeInvalid, "iade desteklenmiyor")
}

// Cancelled reports whether the parcel with that reference was cancelled.
func (c *Carrier) Cancelled(reference string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	p, ok := c.byRef[reference]
	return ok && p.cancelled
}

var _ bookstore.Carrier = (*Carrier)(nil)
