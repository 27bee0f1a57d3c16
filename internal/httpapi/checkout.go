package httpapi

import (
	"context"
	"html/template"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/checkout"
	"bookstore/internal/fulfilment"
	"bookstore/internal/payments"
	"bookstore/web"
)

// Checkout: placing an order, the payment page's data, starting a 3D Secure
// payment, the bank's callback and an admin's cancel with refund.

// checkoutHandlers are the order's routes from the cart to the refund
// (checkout.go, admin_orders.go, returns.go, admin_refunds.go), all asking
// the checkout service. Besides it they hold the HTTP plumbing of the
// payment pages outside /api: their logger and the provider's webhook
// format.
type checkoutHandlers struct {
	checkout          *checkout.Service
	log               *slog.Logger
	parseNotification notificationParser
	shipments         *fulfilment.Service // the admin order page's parcel (nil: none)
	payments          *payments.Service   // the admin order page's havale/EFT part and bank refunds (nil: none)
}

// notificationParser reads the payment provider's webhook body and its
// signature header (the provider adapter's wire format).
type notificationParser func(body []byte, signature string) (bookstore.PaymentNotification, error)

type placeOrderOutput struct{ Body OrderView }

type placeOrderInput struct {
	Body *PlaceOrderRequest `required:"false"`
}

func (h checkoutHandlers) placeOrder(ctx context.Context, in *placeOrderInput) (*placeOrderOutput, error) {
	buyer, err := signedIn(ctx)
	if err != nil {
		return nil, err
	}
	o, err := h.checkout.PlaceOrderWith(ctx, buyer, in.Body.choice())
	if err != nil {
		return nil, err
	}
	return &placeOrderOutput{Body: orderView(o)}, nil
}

type CheckoutView struct {
	Order          OrderView `json:"order"`
	ExpiresAt      time.Time `json:"expiresAt" doc:"the order is cancelled if not paid by then"`
	PreInformation string    `json:"preInformation" doc:"Ön bilgilendirme formu, filled in (plain text)"`
	DistanceSales  string    `json:"distanceSales" doc:"Mesafeli satış sözleşmesi, filled in (plain text)"`
	PaymentMode    string    `json:"paymentMode" enum:"checkout-form,direct-3ds" doc:"checkout-form: the card is typed on iyzico's page; direct-3ds: on this page"`
	Declined       *Decline  `json:"declined" doc:"why the latest try to pay was refused; null when it was not (or none was made)"`
	// Methods are the ways to pay offered (checkout_method.go).
	Methods []MethodOfferView `json:"methods" doc:"the methods that are on (the card always), each with its totals and whether it can be chosen"`
}

// Decline is a refused card: the reason's key and what the shopper is told.
type Decline struct {
	Reason  string `json:"reason" enum:"funds,refused,cvc,expired,card,not_online,3ds,fraud,bank,other"`
	Message string `json:"message"`
}

func declineView(d bookstore.DeclineReason) *Decline {
	if d == bookstore.DeclineNone {
		return nil
	}
	return &Decline{Reason: string(d), Message: d.Message()}
}

type checkoutOutput struct{ Body CheckoutView }

func (h checkoutHandlers) getCheckout(ctx context.Context, in *checkoutInput) (*checkoutOutput, error) {
	buyer, err := signedIn(ctx)
	if err != nil {
		return nil, err
	}
	v, err := bookstore.ByID(ctx, in.OrderID, bookstore.MsgOrderInfoNotFound, func(ctx context.Context, id string) (*checkout.View, error) {
		return h.checkout.CheckoutMethod(ctx, buyer, id, bookstore.PaymentMethod(in.Method))
	})
	if err != nil {
		return nil, err
	}
	return &checkoutOutput{Body: CheckoutView{Order: orderView(&v.Order.Order), ExpiresAt: v.Order.ExpiresAt,
		PreInformation: v.Contracts.PreInformation, DistanceSales: v.Contracts.DistanceSales, PaymentMode: string(v.Mode),
		Declined: declineView(v.Decline), Methods: methodOffersView(v.Methods)}}, nil
}

type CardInput struct {
	HolderName  string `json:"holderName" maxLength:"100"`
	Number      string `json:"number" maxLength:"32" doc:"digits; spaces and dashes are ignored"`
	ExpireMonth string `json:"expireMonth" maxLength:"2"`
	ExpireYear  string `json:"expireYear" maxLength:"4" doc:"YY or YYYY"`
	CVC         string `json:"cvc" maxLength:"4"`
}

type PayRequest struct {
	AcceptPreInformation bool       `json:"acceptPreInformation" required:"false" doc:"the buyer ticked the pre-information form"`
	AcceptDistanceSales  bool       `json:"acceptDistanceSales" required:"false" doc:"the buyer ticked the distance sales contract"`
	Card                 *CardInput `json:"card,omitempty" required:"false" doc:"direct-3ds only (refused in checkout-form mode): passed through to the payment provider; never stored or logged"`
}

type PayResponse struct {
	Mode     string `json:"mode" enum:"checkout-form,direct-3ds"`
	FrameURL string `json:"frameUrl" doc:"the payment page to show in the frame: iyzico's form in its iframe mode, or this site's /odeme/3ds/<token> bank page"`
	PageURL  string `json:"pageUrl" doc:"the same payment page for the whole window (when the browser cannot show the frame); it comes back to /odeme/callback"`
}

type payInput struct {
	OrderID string `path:"orderId" maxLength:"64"`
	Body    PayRequest
}

type payOutput struct{ Body PayResponse }

func (h checkoutHandlers) pay(ctx context.Context, in *payInput) (*payOutput, error) {
	buyer, err := signedIn(ctx)
	if err != nil {
		return nil, err
	}
	pay := checkout.PayInput{AcceptPreInformation: in.Body.AcceptPreInformation, AcceptDistanceSales: in.Body.AcceptDistanceSales}
	if c := in.Body.Card; c != nil {
		pay.Card = &bookstore.Card{HolderName: c.HolderName, Number: c.Number, ExpireMonth: c.ExpireMonth, ExpireYear: c.ExpireYear, CVC: c.CVC}
	}
	start, err := bookstore.ByID(ctx, in.OrderID, bookstore.MsgOrderInfoNotFound, func(ctx context.Context, id string) (*checkout.PayStart, error) {
		return h.checkout.Pay(ctx, buyer, id, pay, client(ctx).IP)
	})
	if err != nil {
		return nil, err
	}
	return &payOutput{Body: PayResponse{Mode: string(start.Mode), FrameURL: start.FrameURL, PageURL: start.PageURL}}, nil
}

type cancelOrderInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body *struct {
		// The admin's reason, sent to the buyer; required for a paid order.
		Reason string `json:"reason,omitempty" maxLength:"1000" doc:"İptal nedeni (müşteriye gönderilir); ödenmiş siparişte zorunlu"`
	} `required:"false"`
}

func (h checkoutHandlers) adminCancelOrder(ctx context.Context, in *cancelOrderInput) (*orderOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	var reason string
	if in.Body != nil {
		reason = in.Body.Reason
	}
	o, err := bookstore.ByID(ctx, in.ID, bookstore.MsgOrderNotFound, func(ctx context.Context, id string) (*bookstore.Order, error) {
		return h.checkout.Cancel(ctx, uid, id, reason, client(ctx).IP)
	})
	if err != nil {
		return nil, err
	}
	return &orderOutput{Body: orderView(o)}, nil
}

// Paths outside /api: the bank page is HTML, the callback a form post, the
// webhook iyzico's JSON. Register CallbackURL's and WebhookURL's addresses
// at iyzico (README).
const (
	callbackPath   = "/odeme/iyzico-callback"
	webhookPath    = "/odeme/iyzico-bildirim"
	frameExitPath  = "/odeme/3ds-cikis.js"
	maxCallbackLen = 16 << 10
)

// frameCSP isolates the bank's page that this site serves for direct 3D
// Secure. The page is the provider's HTML with its inline script, served
// from the shop's own origin; the CSP sandbox directive (without
// allow-same-origin) runs it in an opaque origin whatever frames it, even
// when opened directly, so it can never read the shop's cookies or storage
// or call its API. It may post its form to the bank and take the top window
// to the callback.
const frameCSP = "sandbox allow-scripts allow-forms allow-top-navigation; default-src 'none'; script-src 'unsafe-inline'; " +
	"style-src 'unsafe-inline'; img-src * data:; form-action *; frame-ancestors 'self'; base-uri 'none'"

// serveFrame serves the bank's 3D Secure page of a started attempt.
func (h checkoutHandlers) serveFrame(w http.ResponseWriter, r *http.Request) {
	html, err := h.checkout.Frame(r.Context(), r.PathValue("token"))
	if err != nil || len(html) == 0 {
		http.NotFound(w, r)
		return
	}
	hd := w.Header()
	hd.Set("Content-Security-Policy", frameCSP)
	hd.Set("X-Frame-Options", "SAMEORIGIN")
	hd.Set("Cache-Control", "no-store")
	hd.Set("Content-Type", "text/html; charset=utf-8")
	writeBody(w, html)
}

var callbackPage = template.Must(template.New("cb").Parse(`<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><title>Ödeme sonucu</title><script src="` + frameExitPath + `" defer></script></head>
<body style="font-family:system-ui,sans-serif;padding:24px"><p>Ödeme sonucu sayfasına yönlendiriliyorsunuz…</p>
<p><a id="devam" href="{{.}}" target="_top">Devam</a></p></body></html>`))

// frameExit takes the whole window (not just the frame) to the result page.
const frameExit = `(function () {
  var a = document.getElementById('devam');
  if (!a) return;
  try { window.top.location.replace(a.href); } catch (e) { window.location.replace(a.href); }
})();
`

func (h checkoutHandlers) serveFrameExit(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	writeBody(w, []byte(frameExit))
}

// paymentCallback receives the provider's cross-site form post: the hosted
// form's token, or the bank's signed 3D Secure result. It carries no
// session cookie (SameSite) and is exempt from the cross-origin check; the
// token (asked of the provider) or the signature with the payment's own ids
// identify the order. The answer sends the browser (out of the frame, if it
// is in one) to /odeme/callback.
func (h checkoutHandlers) paymentCallback(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxCallbackLen)
	if err := r.ParseForm(); err != nil {
		http.Error(w, "Geçersiz istek", http.StatusBadRequest)
		return
	}
	f := r.PostForm
	var orderID string
	var res checkout.Result
	if token := f.Get("token"); token != "" {
		if len(token) > 128 {
			http.Error(w, "Geçersiz istek", http.StatusBadRequest)
			return
		}
		orderID, res = h.checkout.HandleFormCallback(r.Context(), token, clientOf(r.Context()).IP)
	} else {
		cb := bookstore.PaymentCallback{Status: f.Get("status"), PaymentID: f.Get("paymentId"), ConversationID: f.Get("conversationId"),
			ConversationData: f.Get("conversationData"), MDStatus: f.Get("mdStatus"), Signature: f.Get("signature")}
		orderID, res = h.checkout.HandleCallback(r.Context(), cb, clientOf(r.Context()).IP)
	}
	q := url.Values{"status": {string(res)}}
	if orderID != "" {
		q.Set("orderId", orderID)
	}
	target := web.Path(web.PaymentCallback) + "?" + q.Encode()
	hd := w.Header()
	hd.Set("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'")
	hd.Set("X-Frame-Options", "SAMEORIGIN")
	hd.Set("Cache-Control", "no-store")
	hd.Set("Content-Type", "text/html; charset=utf-8")
	if err := callbackPage.Execute(w, target); err != nil {
		h.log.ErrorContext(r.Context(), "callback page", "err", err)
	}
}

// mountCheckout adds the non-API checkout paths (and the simulator) to root.
func (h checkoutHandlers) mountCheckout(root *http.ServeMux, sim http.Handler) {
	if h.checkout == nil {
		return
	}
	root.HandleFunc("GET /odeme/3ds/{token}", h.serveFrame)
	root.HandleFunc("GET "+frameExitPath, h.serveFrameExit)
	root.HandleFunc("POST "+callbackPath, h.paymentCallback)
	if h.parseNotification != nil {
		root.HandleFunc("POST "+webhookPath, h.paymentWebhook)
	}
	if sim != nil {
		root.Handle("/iyzico-sim/", http.StripPrefix("/iyzico-sim", sim))
	}
}

// CallbackURL is the absolute callback address for a base URL.
func CallbackURL(base string) string { return strings.TrimRight(base, "/") + callbackPath }

// WebhookURL is the absolute address of the provider's notifications.
func WebhookURL(base string) string { return strings.TrimRight(base, "/") + webhookPath }

// paymentWebhook takes iyzico's notification (JSON, signed in the
// X-IYZ-SIGNATURE-V3 header). A bad signature answers 403 and changes
// nothing; a notification the shop cannot process now answers 5xx, so that
// iyzico sends it again; everything else 200.
func (h checkoutHandlers) paymentWebhook(w http.ResponseWriter, r *http.Request) {
	fail := func(err error) {
		writeProblem(w, r, problemFor(r.Context(), h.log, http.StatusInternalServerError, "", err))
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxCallbackLen))
	if err != nil {
		fail(bookstore.Errorf(bookstore.CodeInvalid, bookstore.MsgValidation))
		return
	}
	n, err := h.parseNotification(body, r.Header.Get("X-IYZ-SIGNATURE-V3"))
	if err != nil {
		fail(bookstore.Errorf(bookstore.CodeInvalid, bookstore.MsgValidation))
		return
	}
	if err := h.checkout.HandleNotification(r.Context(), n, clientOf(r.Context()).IP); err != nil {
		fail(err)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	writeBody(w, []byte(`{"status":"success"}`))
}
