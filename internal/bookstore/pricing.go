package bookstore

import (
	"fmt"
	"time"
)

// The money of a sale, a cart and an order, in kuruş, computed here only:
// list price → sale price → coupon share → paid amount, per line; then the
// subtotal, the discount, the shipping and the total. An order freezes what
// PriceOrder returned, so the price the shopper saw at checkout holds
// through payment, refunds, royalties and reports.

// Totals are the amounts of a cart or an order, in kuruş: Subtotal the
// books at their (sale) prices, Discount the coupon's part of it, the
// payment method's discount or fee, and Shipping.
type Totals struct {
	Subtotal int64
	Discount int64 // the coupon's
	// MethodDiscount is the havale/EFT discount (PaymentSettings.
	// TransferDiscount), spread over the lines' CouponShare beside the
	// coupon's; MethodFee the kapıda ödeme fee. Both 0 for a card order
	// and until a method is chosen.
	MethodDiscount int64
	Shipping       int64
	MethodFee      int64
	// Total is Subtotal − Discount − MethodDiscount + Shipping + MethodFee.
	Total int64
}

// PriceLookback is the window before a sale's start whose lowest price is
// shown struck through (Fiyat Etiketi Yönetmeliği: 30 days).
const PriceLookback = 30 * 24 * time.Hour

// PricePeriod is one list price of a book and when it held: [From, To);
// To nil while it is the current price. ChangedBy is the user who set it
// ("" for seeding and the migration of existing books).
type PricePeriod struct {
	Price         int64
	From          time.Time
	To            *time.Time
	ChangedBy     string
	ChangedByName string
}

// LowestPriceBefore is the lowest price the book was sold at, at any moment
// of the PriceLookback days before start: its list price then, or the price
// of the best sale that ran then (BestSale, so an earlier sale's price
// counts, as Fiyat Etiketi Yönetmeliği reads "the lowest price applied").
// history holds the list prices (at least those overlapping the window);
// sales the sales that may have run in it. ok is false when no price held
// then (a book added after the sale began).
//
// A category or author sale is taken to have covered the book by the
// book's category and author now: the shop keeps no history of those.
func LowestPriceBefore(history []PricePeriod, sales []Sale, b PricedBook, start time.Time) (lowest int64, ok bool) {
	from := start.Add(-PriceLookback)
	// The price can change only where a list price or a covering sale
	// begins or ends: evaluate it at the window's start and at each such
	// moment inside the window.
	moments := []time.Time{from}
	inWindow := func(t time.Time) {
		if t.After(from) && t.Before(start) {
			moments = append(moments, t)
		}
	}
	for _, p := range history {
		inWindow(p.From)
	}
	for i := range sales {
		if sales[i].Covers(b) {
			inWindow(sales[i].StartsAt)
			inWindow(sales[i].EndsAt)
		}
	}
	for _, t := range moments {
		list, held := listPriceAt(history, t)
		if !held {
			continue
		}
		price := list
		priced := b
		priced.ListPrice = list
		if s := BestSale(sales, priced, t); s != nil {
			price = s.PriceOf(list)
		}
		if !ok || price < lowest {
			lowest, ok = price, true
		}
	}
	return lowest, ok
}

// listPriceAt is the list price that held at t: the period with From ≤ t <
// To (the latest one to begin, should periods overlap).
func listPriceAt(history []PricePeriod, t time.Time) (price int64, ok bool) {
	var began time.Time
	for _, p := range history {
		if p.From.After(t) || p.To != nil && !p.To.After(t) {
			continue
		}
		if !ok || p.From.After(began) {
			price, began, ok = p.Price, p.From, true
		}
	}
	return price, ok
}

// SaleOffer is a running sale's price of a book as the shop shows it.
type SaleOffer struct {
	SaleID string
	// Price is what the shopper pays per copy.
	Price int64
	// StruckPrice is the lowest price of the 30 days before the sale began
	// (LowestPriceBefore); it is shown struck through only when above Price
	// (Discounted).
	StruckPrice int64
	// PercentOff is the cut from StruckPrice, rounded down so the badge
	// never promises more than the shopper saves; 0 when not Discounted.
	PercentOff int
	StartsAt   time.Time
	EndsAt     time.Time
}

// Discounted says whether the offer may be shown as a discount: the sale
// price is below the lowest price of the 30 days before. A price raised
// just before a sale and then "cut" back is no discount.
func (o *SaleOffer) Discounted() bool { return o != nil && o.StruckPrice > o.Price }

// OfferFor is the offer of the best sale running at at for the book, given
// the book's price history and the sales, both at least as far back as the
// 30 days before the running sale began (the lowest price counts earlier
// sales); nil when no sale lowers its price.
func OfferFor(sales []Sale, b PricedBook, history []PricePeriod, at time.Time) *SaleOffer {
	s := BestSale(sales, b, at)
	if s == nil {
		return nil
	}
	o := &SaleOffer{SaleID: s.ID, Price: s.PriceOf(b.ListPrice), StartsAt: s.StartsAt, EndsAt: s.EndsAt}
	struck, ok := LowestPriceBefore(history, sales, b, s.StartsAt)
	if !ok {
		struck = b.ListPrice
	}
	o.StruckPrice = struck
	if o.Discounted() {
		o.PercentOff = int((struck - o.Price) * 100 / struck)
	}
	return o
}

// UnitPrice is what one copy costs with the offer (nil: the list price).
func UnitPrice(list int64, o *SaleOffer) int64 {
	if o != nil {
		return o.Price
	}
	return list
}

// PriceLine is a line to price: the book's list price and its offer, and
// what decides whether a coupon covers it.
type PriceLine struct {
	BookID     string
	CategoryID string
	AuthorID   string
	Quantity   int
	ListPrice  int64
	Offer      *SaleOffer
}

// PricedLine is a priced line, as an order freezes it.
type PricedLine struct {
	BookID    string
	Quantity  int
	ListPrice int64
	// UnitPrice is the price per copy before a coupon (the sale price, or
	// the list price); StruckPrice the 30-day lowest shown beside it (0
	// when the line was not shown as a discount).
	UnitPrice   int64
	StruckPrice int64
	// CouponShare is the line's part of the order's coupon discount;
	// Paid = UnitPrice × Quantity − CouponShare, what the line cost the
	// shopper: iyzico's basket item price and the most its refund returns.
	CouponShare int64
	Paid        int64
}

// Pricing is a priced cart or order.
type Pricing struct {
	Lines  []PricedLine
	Totals Totals
}

// PriceOrder prices lines with the shipping rule ship and, when c is not nil,
// the coupon (already checked by CheckCoupon for the member and the time):
// its discount is spread over the lines it covers in proportion to their
// totals (Allocate), so every line knows what it paid; the shipping
// threshold counts the basket after the discount. A basket below the
// coupon's minimum, or with no book it covers, is refused with its message.
func PriceOrder(ship ShippingRule, lines []PriceLine, c *Coupon) (Pricing, error) {
	p := Pricing{Lines: make([]PricedLine, len(lines))}
	var subtotal int64
	for i, l := range lines {
		unit := UnitPrice(l.ListPrice, l.Offer)
		pl := PricedLine{BookID: l.BookID, Quantity: l.Quantity, ListPrice: l.ListPrice, UnitPrice: unit}
		if l.Offer.Discounted() {
			pl.StruckPrice = l.Offer.StruckPrice
		}
		pl.Paid = unit * int64(l.Quantity)
		subtotal += pl.Paid
		p.Lines[i] = pl
	}
	if c == nil {
		p.Totals = ship.TotalsAfter(subtotal, 0, false)
		return p, nil
	}
	if subtotal < c.MinBasket {
		return p, Errorf(CodeConflict, MsgCouponBelowMinFmt, FormatLira(c.MinBasket))
	}
	weights := make([]int64, len(lines))
	var base int64
	for i, l := range lines {
		if c.Covers(PricedBook{ID: l.BookID, CategoryID: l.CategoryID, AuthorID: l.AuthorID}) {
			weights[i] = p.Lines[i].Paid
			base += weights[i]
		}
	}
	if base == 0 {
		return p, Errorf(CodeConflict, MsgCouponNotApplicable)
	}
	discount := c.discountOn(base)
	for i, share := range Allocate(discount, weights) {
		p.Lines[i].CouponShare = share
		p.Lines[i].Paid -= share
	}
	p.Totals = ship.TotalsAfter(subtotal, discount, c.Kind == CouponFreeShipping)
	if p.Totals.Total <= 0 {
		// Nothing would be left to charge: iyzico takes no zero payment,
		// and an order confirmed without one would bypass the one path that
		// confirms orders (a verified payment), its refunds and returns.
		return p, Errorf(CodeConflict, MsgCouponZeroTotal)
	}
	return p, nil
}

// TotalsAfter applies the rule to a subtotal less a discount: the
// free-shipping threshold counts what the shopper pays for the books (after
// the discount); a free-shipping coupon takes the shipping off.
func (r ShippingRule) TotalsAfter(subtotal, discount int64, freeShipping bool) Totals {
	net := subtotal - discount
	s := r.FeeFor(net)
	if freeShipping {
		s = 0
	}
	return Totals{Subtotal: subtotal, Discount: discount, Shipping: s, Total: net + s}
}

// mustPrice is PriceOrder without a coupon, which cannot fail.
func mustPrice(ship ShippingRule, lines []PriceLine) Pricing {
	p, err := PriceOrder(ship, lines, nil)
	if err != nil {
		panic(fmt.Sprintf("bookstore: pricing without a coupon failed: %v", err))
	}
	return p
}

// Allocate spreads amount over weights in proportion by the largest
// remainder method: every share is floor(amount × w / Σw), and the kuruş
// left over go one each to the largest remainders (ties: the earlier line),
// so the shares sum exactly to amount. amount must not exceed Σw.
func Allocate(amount int64, weights []int64) []int64 {
	shares := make([]int64, len(weights))
	var sum int64
	for _, w := range weights {
		sum += w
	}
	if sum <= 0 || amount <= 0 {
		return shares
	}
	rems := make([]int64, len(weights))
	left := amount
	for i, w := range weights {
		shares[i] = amount * w / sum
		rems[i] = amount * w % sum
		left -= shares[i]
	}
	for ; left > 0; left-- {
		best := -1
		for i, r := range rems {
			if r >= 0 && (best < 0 || r > rems[best]) {
				best = i
			}
		}
		shares[best]++
		rems[best] = -1 // one extra kuruş per line at most
	}
	return shares
}
