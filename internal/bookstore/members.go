package bookstore

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"
)

// DetailQuantityCap: the detail page's select offers 1..min(stock, 10).
const DetailQuantityCap = 10

// CartItem is a line of a user's cart, with the book's current state.
type CartItem struct {
	ID         string
	BookID     string
	Title      string
	AuthorName string
	CoverURL   string
	Price      int64 // the book's current list price
	Stock      int
	// Held is how many copies the member's own unpaid order holds: they
	// are the member's, so Available counts them as in stock.
	Held     int
	Quantity int
	// Offer is the sale running now (nil: none): the line costs
	// Offer.Price a copy. AddedPrice is the price per copy when the
	// shopper last set the line, so the cart can say a price changed.
	Offer      *SaleOffer
	AddedPrice int64
	// CategoryID and AuthorID decide which sales and coupons cover it.
	CategoryID string
	AuthorID   string
}

// Available is the stock as this member sees it: the free copies and the
// ones their own unpaid order holds.
func (it *CartItem) Available() int { return it.Stock + it.Held }

// UnitPrice is what a copy of the line costs now.
func (it *CartItem) UnitPrice() int64 { return UnitPrice(it.Price, it.Offer) }

// PriceChanged says whether the price moved since the shopper set the line.
func (it *CartItem) PriceChanged() bool { return it.AddedPrice != it.UnitPrice() }

// Cart is a user's one server-side cart.
type Cart struct {
	ID    string
	Items []CartItem
	// CouponCode is the code the shopper applied ("" none); Coupon is it
	// (nil when no coupon has that code any more) and CouponUses how many
	// of the member's orders hold a use of it.
	CouponCode string
	Coupon     *Coupon
	CouponUses int
	// Shipping is the shop's shipping rule now (an order placed from the
	// cart freezes the rule it was priced by).
	Shipping ShippingRule
	// Unpaid is the member's order waiting for payment (nil: none); the
	// cart points at it, since its copies are reserved.
	Unpaid *UnpaidOrder
}

// UnpaidOrder is a member's pending order as the cart mentions it.
type UnpaidOrder struct {
	ID        string
	ExpiresAt time.Time
}

// Pricing prices the cart's lines as an order placed at at would: with its
// coupon when the coupon may be used, else without it and with the reason
// the coupon does not apply (couponErr), which the cart shows.
func (c *Cart) Pricing(at time.Time) (p Pricing, couponErr error) {
	lines := make([]PriceLine, len(c.Items))
	for i, it := range c.Items {
		lines[i] = PriceLine{BookID: it.BookID, CategoryID: it.CategoryID, AuthorID: it.AuthorID, Quantity: it.Quantity,
			ListPrice: it.Price, Offer: it.Offer}
	}
	if c.CouponCode == "" || len(lines) == 0 {
		return mustPrice(c.Shipping, lines), nil
	}
	if couponErr = CheckCoupon(c.Coupon, at, c.CouponUses); couponErr == nil {
		if p, couponErr = PriceOrder(c.Shipping, lines, c.Coupon); couponErr == nil {
			return p, nil
		}
	}
	return mustPrice(c.Shipping, lines), couponErr
}

// Subtotal sums the lines at current prices.
func (c *Cart) Subtotal() int64 {
	p, _ := c.Pricing(time.Now())
	return p.Totals.Subtotal
}

// Count is the number of copies in the cart (the header badge).
func (c *Cart) Count() int {
	n := 0
	for _, it := range c.Items {
		n += it.Quantity
	}
	return n
}

// Cart messages (the product's texts).
const (
	MsgOutOfStock      = "Ürün stokta yok."
	MsgInsufficientFmt = "Yetersiz stok. Mevcut stok: %d"
	MsgBadQuantity     = "Geçersiz miktar"
	MsgAlertInStock    = "Bu kitap stokta; bildirim gerekmiyor."
	MsgPhoneInvalid    = "Geçerli bir telefon numarası girin (ör. 0532 123 45 67)"
	MsgAddressTooLong  = "Adres en fazla 500 karakter olabilir"
	MsgProfileNameLong = "Ad soyad en fazla 100 karakter olabilir"
	MaxCartQuantity    = 999
	MaxShippingAddrLen = 500
)

// CheckCartQuantity applies the cart rules to a requested quantity for a
// book with the given stock. Zero means remove and is always allowed.
func CheckCartQuantity(quantity, stock int) error {
	switch {
	case quantity < 0 || quantity > MaxCartQuantity:
		return Invalid(FieldError{"quantity", MsgBadQuantity})
	case quantity == 0:
		return nil
	case stock <= 0:
		return Errorf(CodeConflict, MsgOutOfStock)
	case quantity > stock:
		return Errorf(CodeConflict, MsgInsufficientFmt, stock)
	case quantity > MaxOrderLineCopies:
		return Errorf(CodeConflict, MsgOrderLineCap)
	}
	return nil
}

// MaxLineQuantity is the most copies of a book a cart line may hold: its
// stock, and no more than one order may reserve (MaxOrderLineCopies).
func MaxLineQuantity(stock int) int { return max(0, min(stock, MaxOrderLineCopies)) }

// ProfileUpdate is the /profil form.
type ProfileUpdate struct {
	FullName        string
	Phone           string
	ShippingAddress string
}

// Normalize trims the fields and writes the phone in one format.
func (p *ProfileUpdate) Normalize() {
	p.FullName = strings.TrimSpace(p.FullName)
	p.ShippingAddress = strings.TrimSpace(p.ShippingAddress)
	p.Phone = strings.TrimSpace(p.Phone)
	if n, ok := NormalizePhone(p.Phone); ok {
		p.Phone = n
	}
}

// Validate checks the form; the phone is optional but must be Turkish when given.
func (p *ProfileUpdate) Validate() error {
	var fields []FieldError
	if fe := ValidateFullName("fullName", p.FullName); fe != nil {
		fields = append(fields, *fe)
	}
	if e := CheckSingleLine("phone", p.Phone); e != nil {
		fields = append(fields, *e)
	} else if p.Phone != "" {
		if _, ok := NormalizePhone(p.Phone); !ok {
			fields = append(fields, FieldError{"phone", MsgPhoneInvalid})
		}
	}
	if e := CheckLines("shippingAddress", p.ShippingAddress); e != nil {
		fields = append(fields, *e)
	} else if utf8.RuneCountInString(p.ShippingAddress) > MaxShippingAddrLen {
		fields = append(fields, FieldError{"shippingAddress", MsgAddressTooLong})
	}
	if len(fields) > 0 {
		return Invalid(fields...)
	}
	return nil
}

// NormalizePhone accepts a Turkish number written as 0532 123 45 67,
// +90 532 123 45 67, 0090..., 532-123-4567 or (0212) 245 18 34, and
// returns it as "+90 532 123 45 67". Mobile (5xx) and geographic (2xx, 3xx,
// 4xx) numbers and 850 service numbers are accepted.
func NormalizePhone(s string) (string, bool) {
	var d strings.Builder
	for i, r := range s {
		switch {
		case r >= '0' && r <= '9':
			d.WriteRune(r)
		case r == '+' && i == 0, r == ' ', r == '-', r == '(', r == ')', r == '.':
		default:
			return "", false
		}
	}
	n := d.String()
	switch {
	case strings.HasPrefix(n, "0090"):
		n = n[4:]
	case strings.HasPrefix(n, "90") && len(n) == 12:
		n = n[2:]
	case strings.HasPrefix(n, "0"):
		n = n[1:]
	}
	if len(n) != 10 || !strings.ContainsRune("2345", rune(n[0])) && !strings.HasPrefix(n, "850") {
		return "", false
	}
	return fmt.Sprintf("+90 %s %s %s %s", n[:3], n[3:6], n[6:8], n[8:]), true
}

// OrderStatus is an order's state: pending (unpaid), confirmed (paid),
// shipped, delivered or cancelled.
type OrderStatus string

const (
	OrderPending   OrderStatus = "pending"
	OrderConfirmed OrderStatus = "confirmed"
	OrderShipped   OrderStatus = "shipped"
	OrderDelivered OrderStatus = "delivered"
	OrderCancelled OrderStatus = "cancelled"
)

// Label is the Turkish name of the status.
func (s OrderStatus) Label() string {
	switch s {
	case OrderConfirmed:
		return "Onaylandı"
	case OrderShipped:
		return "Kargoda"
	case OrderDelivered:
		return "Teslim Edildi"
	case OrderCancelled:
		return "İptal Edildi"
	default:
		return "Beklemede"
	}
}

// OrderItem is a line of an order as it was priced when placed
// (PriceOrder): Price is the unit price charged before a coupon (the sale
// price or the list price), ListPrice the list price then, StruckPrice the
// 30-day lowest shown struck through (0: none), CouponShare the line's part
// of the coupon, Paid what the line cost: Price × Quantity − CouponShare.
type OrderItem struct {
	ID          string
	BookID      string
	Title       string
	CoverURL    string
	Quantity    int
	Price       int64
	ListPrice   int64
	StruckPrice int64
	CouponShare int64
	Paid        int64
	// Tax is the KDV class the line was sold with (frozen at placing).
	Tax TaxClass
}

// Order is a placed order.
type Order struct {
	ID     string
	UserID string
	Status OrderStatus
	Totals Totals
	// PaymentMethod is how the order is paid (MethodCard until the buyer
	// chooses another at /odeme).
	PaymentMethod PaymentMethod
	// Shipping is the shipping rule the order was priced by (frozen: a
	// later change of the setting does not touch it).
	Shipping ShippingRule
	// ShippingTax is the KDV class of the shipping charge (frozen at
	// placing, like Shipping).
	ShippingTax     TaxClass
	ShippingAddress string
	TrackingNumber  string
	CargoCompany    string
	PaymentID       string
	// Installment is the number of instalments the buyer chose (1: single
	// payment) and PaidAmount what the card was charged, which exceeds
	// Totals.Total by the bank's instalment interest; both 0 until paid.
	Installment int
	PaidAmount  int64
	// CouponCode is the code the order used ("" none); its discount is
	// Totals.Discount, spread over the items' CouponShare.
	CouponCode string
	Items      []OrderItem
	// Parties are the delivery address, billing address and billing
	// identity frozen when the order was placed (nil: an order placed
	// without them, before the address book); loaded only where shown.
	Parties *OrderParties
	// ContractsText is the pre-information form and the distance sales
	// contract exactly as the buyer accepted them (plain text), with the
	// time of acceptance; empty until the buyer accepts them at checkout.
	ContractsText       string
	ContractsAcceptedAt time.Time
	// PayBy is when an unpaid order's reservation ends (it is cancelled if
	// not paid by then); zero for any other status.
	PayBy     time.Time
	CreatedAt time.Time
	UpdatedAt time.Time
}

// Number is the order number shown to people: the first 8 characters of the id.
func (o *Order) Number() string { return OrderNumberOf(o.ID) }

// OrderNumberOf is the order number of an order id (Order.Number).
func OrderNumberOf(id string) string {
	if len(id) < 8 {
		return id
	}
	return id[:8]
}

// Carriers of the ship dialog with their public tracking page templates;
// "{code}" is replaced by the URL-escaped tracking number. Getir and Diğer
// have no public tracking page, so they get no link.
var carrierTracking = map[string]string{
	"Aras Kargo":       "https://kargotakip.araskargo.com.tr/mainpage.aspx?code={code}",
	"MNG Kargo":        "https://service.mngkargo.com.tr/iactive/popup/KargoTakip/link1.asp?k={code}",
	"Yurtiçi Kargo":    "https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code={code}",
	"PTT Kargo":        "https://gonderitakip.ptt.gov.tr/Track/Verify?q={code}",
	"Sürat Kargo":      "https://www.suratkargo.com.tr/KargoTakip/?kargotakipno={code}",
	"UPS Kargo":        "https://www.ups.com.tr/WaybillSorgu.aspx?Waybill={code}",
	"DHL":              "https://www.dhl.com/tr-tr/home/tracking.html?tracking-id={code}",
	"FedEx":            "https://www.fedex.com/fedextrack/?action=track&tracknumbers={code}",
	"Trendyol Express": "https://kargotakip.trendyol.com/?orderNumber={code}",
}

// TrackingURL is the carrier's tracking page for a code, or "" for an
// unknown carrier or an empty code.
func TrackingURL(carrier, code string) string {
	tmpl, ok := carrierTracking[strings.TrimSpace(carrier)]
	code = strings.TrimSpace(code)
	if !ok || code == "" {
		return ""
	}
	return strings.ReplaceAll(tmpl, "{code}", url.QueryEscape(code))
}

// CartStore is the cart aggregate's storage.
type CartStore interface {
	// Cart returns the user's cart, creating it when missing.
	Cart(ctx context.Context, userID string) (*Cart, error)
	// SetCartQuantity sets (not adds) a book's quantity in the user's cart at
	// the book's current price, checking the stock in the same transaction;
	// 0 removes the line. A missing or hidden book is ErrNotFound.
	SetCartQuantity(ctx context.Context, userID, bookID string, quantity int) error
	RemoveCartItem(ctx context.Context, userID, bookID string) error
	// SetCartCoupon keeps a coupon code on the cart (normalised; "" removes
	// it). The caller checks the code first (CouponByCode, Cart.Pricing).
	SetCartCoupon(ctx context.Context, userID, code string) error
	// CouponByCode finds an active or inactive coupon by its normalised
	// code, with how many of the user's orders hold a use of it
	// (ErrNotFound: no such code).
	CouponByCode(ctx context.Context, userID, code string) (*Coupon, int, error)
}

// FavoriteStore keeps a member's favourite books.
type FavoriteStore interface {
	Favorites(ctx context.Context, userID string) ([]BookSummary, error)
	AddFavorite(ctx context.Context, userID, bookID string) error
	RemoveFavorite(ctx context.Context, userID, bookID string) error
}

// StockAlertStore keeps the "tell me when it is back" requests.
type StockAlertStore interface {
	// AddStockAlert records one unsent alert per user and book; repeating is
	// not an error. Returns MsgAlertInStock's error when the book is in stock.
	AddStockAlert(ctx context.Context, userID, bookID string) error
}

// ProfileStore writes a member's own profile.
type ProfileStore interface {
	UpdateProfile(ctx context.Context, userID string, p ProfileUpdate) (*User, error)
}

// MemberOrderStore reads a member's own orders.
type MemberOrderStore interface {
	OrdersOf(ctx context.Context, userID string) ([]Order, error)
	// OrderOf returns the user's order, or ErrNotFound for a missing order
	// and for another user's order alike.
	OrderOf(ctx context.Context, userID, orderID string) (*Order, error)
}
