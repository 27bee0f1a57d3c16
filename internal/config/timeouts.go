package config

import "time"

// Every timeout of the product, set here on purpose and nowhere else; the
// table in docs/deployment.md ("Timeouts") lists them for the operator.
// They are constants, not settings: each follows from the others (the
// checks at the end of this file hold them together) and from the reverse
// proxy's (deploy/nginx.conf).

// Outside services.
const (
	// IyzicoCall bounds one call to iyzico, connection to last byte. iyzico
	// answers within a few seconds; a slower answer is treated as none (the
	// buyer is told, reconciliation asks again later).
	IyzicoCall = 20 * time.Second
	// EInvoiceConnect bounds reaching the e-invoice integrator (TCP and
	// TLS). An integrator not reachable in that time is down: the invoice
	// worker gives up at once and tries again later instead of holding a
	// call open until the per-call bound.
	EInvoiceConnect = 5 * time.Second
	// EInvoiceCall bounds one status, PDF or cancel call, connection to
	// last byte. They are small answers; nobody waits for them but the
	// invoice worker, which asks again later.
	EInvoiceCall = 20 * time.Second
	// EInvoiceCheck bounds the taxpayer registry check, which a buyer waits
	// for at checkout (e-Arşiv or e-Fatura): longer would hold the page.
	EInvoiceCheck = 8 * time.Second
	// EInvoiceSend bounds sending one invoice: the XML upload and the
	// integrator's checks before it answers (schema, numbering, signing),
	// slower than the other calls. A send cut short is not sent again
	// blindly: the worker asks for the ETTN first.
	EInvoiceSend = 60 * time.Second
	// CarrierConnect bounds reaching the carrier's API (TCP and TLS): a
	// carrier not reachable in that time is down, and staff are told at
	// once instead of waiting for the per-call bound.
	CarrierConnect = 5 * time.Second
	// CarrierCall bounds one call to the carrier (token, create order,
	// create barcode, status, track, cancel, return), connection to last
	// byte. Staff wait for 'Kargoya hazırla' (at most four calls per
	// parcel) and the poll job asks again later, so a carrier slower than
	// this is treated as down: nothing is half-created in the shop, and a
	// shipment created whose answer was lost is found again by reference.
	CarrierCall = 15 * time.Second
	// CarrierWebhook bounds the carrier simulator's call to the shop's
	// webhook (development and tests only).
	CarrierWebhook = 10 * time.Second
	// ISBNLookup bounds one request to Google Books or Open Library; the
	// admin waits for it in the book form.
	ISBNLookup = 5 * time.Second
	// SMTPConversation bounds one SMTP conversation, connection to QUIT.
	SMTPConversation = 60 * time.Second
	// MailSend bounds one mail in the outbox worker: the conversation and
	// the marking after it.
	MailSend = SMTPConversation + 30*time.Second
	// S3Call bounds one object write, delete or bucket check; reading an
	// object for a visitor streams under the visitor's request instead.
	S3Call = 10 * time.Second
)

// The HTTP server.
const (
	// HTTPReadHeader bounds a request's line and headers.
	HTTPReadHeader = 10 * time.Second
	// HTTPBody bounds how long a request may take to send its body (JSON up
	// to 1 MB, a form post from the bank). Once the body is in, the handler
	// is not cut by it: the deadline covers the client's sending only.
	HTTPBody = 15 * time.Second
	// HTTPUploadBody bounds the body of an image upload (up to 8 MB: about
	// 140 KB/s at the least).
	HTTPUploadBody = 60 * time.Second
	// PaymentWork is the longest a payment route works once its body is in:
	// two provider calls (initialize, or retrieve then void) and the
	// database.
	PaymentWork = 2*IyzicoCall + 5*time.Second
	// HTTPWrite bounds a whole answer, counted from the end of the headers:
	// the longest body plus the longest work after it.
	HTTPWrite = HTTPUploadBody + 30*time.Second
	// HTTPIdle bounds a kept-alive connection between requests.
	HTTPIdle = 120 * time.Second
	// DefaultShutdown is BOOKSTORE_SHUTDOWN_TIMEOUT's default: long enough
	// for a payment in flight to finish.
	DefaultShutdown = PaymentWork
)

// Compile-time checks: a negative constant does not convert to an unsigned
// type, so the build fails when one of these orders is broken.
const (
	_ = uint64(HTTPWrite - HTTPBody - PaymentWork)          // a payment's answer is written before the write deadline
	_ = uint64(HTTPWrite - HTTPUploadBody - 10*time.Second) // an upload has time to be processed
	_ = uint64(MailSend - SMTPConversation)                 // the worker outlasts a conversation
	_ = uint64(PaymentWork - 2*IyzicoCall)                  // a payment route outlasts its provider calls
	_ = uint64(EInvoiceCheck - EInvoiceConnect)             // a check has time left after connecting
	_ = uint64(EInvoiceSend - EInvoiceCall)                 // the send is the slowest call
	_ = uint64(CarrierCall - CarrierConnect - time.Second)  // a carrier call has time left after connecting
)
