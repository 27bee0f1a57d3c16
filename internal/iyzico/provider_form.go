package iyzico

import (
	"context"
	"errors"

	"bookstore/internal/bookstore"
)

// Placeholders until the Checkout Form client lands (issue 14).
var errNotYet = errors.New("iyzico: not implemented yet")

func (p Provider) StartForm(context.Context, bookstore.PaymentRequest) (*bookstore.FormStart, error) {
	return nil, errNotYet
}
func (p Provider) RetrieveForm(context.Context, string, string) (*bookstore.FormOutcome, error) {
	return nil, errNotYet
}
func (p Provider) VerifyNotification(bookstore.PaymentNotification) error { return errNotYet }
func (p Provider) PaymentDetail(context.Context, string, string) (*bookstore.CompletedPayment, error) {
	return nil, errNotYet
}

func ParseNotification(body []byte, sig string) (bookstore.PaymentNotification, error) {
	return bookstore.PaymentNotification{}, errNotYet
}
