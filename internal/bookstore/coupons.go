package bookstore

import (
	"slices"
	"strings"
	"time"
	"unicode"
)

// Coupons (issue #21): one code per cart, a percentage or a fixed amount off
// the eligible books, or free shipping; a minimum basket, a time window, a
// total and a per-member limit, optionally only for some categories,
// authors or books. Whether a code may be used is decided here (CheckCoupon)
// and what it takes off in PriceOrder; the store counts its uses.

// CouponKind is what a coupon gives.
type CouponKind string

const (
	CouponPercent      CouponKind = "percent"
	CouponFixed        CouponKind = "fixed"
	CouponFreeShipping CouponKind = "free_shipping"
)

// Coupon is a code the shopper types on /sepet.
type Coupon struct {
	ID   string
	Code string // normalised (NormalizeCouponCode)
	Kind CouponKind
	// Percent (1..99) for CouponPercent; Amount (kuruş) for CouponFixed.
	Percent int
	Amount  int64
	// MinBasket is the least basket (after sale prices, before the coupon)
	// the code accepts, kuruş; 0 none.
	MinBasket int64
	StartsAt  time.Time
	EndsAt    time.Time
	// TotalLimit and PerMemberLimit bound the uses (0: no limit).
	TotalLimit     int
	PerMemberLimit int
	// CategoryIDs, AuthorIDs and BookIDs restrict the books it takes money
	// off (all empty: every book). A book qualifies by any of them.
	CategoryIDs []string
	AuthorIDs   []string
	BookIDs     []string
	Active      bool
	// Used counts the orders holding a use (paid, or pending payment);
	// Discount is what the paid ones took off (the admin's usage).
	Used      int
	Discount  int64
	CreatedAt time.Time
}

// The shopper's messages of a coupon code, one per reason.
const (
	MsgCouponInvalid       = "Kupon kodu geçersiz."
	MsgCouponExpired       = "Bu kuponun süresi dolmuş."
	MsgCouponNotStarted    = "Bu kupon henüz kullanıma açılmadı."
	MsgCouponExhausted     = "Bu kuponun kullanım hakkı tükendi."
	MsgCouponNotApplicable = "Bu kupon sepetinizdeki kitaplar için geçerli değil."
	MsgCouponBelowMinFmt   = "Bu kupon en az %s tutarındaki sepetlerde geçerli."
	MsgCouponMemberLimit   = "Bu kuponu kullanım hakkınızı doldurdunuz."
)

// NormalizeCouponCode writes a code as it is stored: spaces dropped, upper
// case (Turkish-aware, so 'kış' and 'KIŞ' are one code).
func NormalizeCouponCode(s string) string {
	var b strings.Builder
	for _, r := range s {
		if !unicode.IsSpace(r) {
			b.WriteRune(unicode.TurkishCase.ToUpper(r))
		}
	}
	return b.String()
}

// CheckCoupon decides whether a member may use c at t, given how many of
// the member's orders hold a use of it. The basket's rules (minimum,
// eligible books) are PriceOrder's.
func CheckCoupon(c *Coupon, at time.Time, usedByMember int) error {
	switch {
	case c == nil || !c.Active:
		return Errorf(CodeInvalid, MsgCouponInvalid)
	case at.Before(c.StartsAt):
		return Errorf(CodeConflict, MsgCouponNotStarted)
	case !at.Before(c.EndsAt):
		return Errorf(CodeConflict, MsgCouponExpired)
	case c.TotalLimit > 0 && c.Used >= c.TotalLimit:
		return Errorf(CodeConflict, MsgCouponExhausted)
	case c.PerMemberLimit > 0 && usedByMember >= c.PerMemberLimit:
		return Errorf(CodeConflict, MsgCouponMemberLimit)
	}
	return nil
}

// Covers says whether the coupon takes money off the book.
func (c *Coupon) Covers(b PricedBook) bool {
	if len(c.CategoryIDs) == 0 && len(c.AuthorIDs) == 0 && len(c.BookIDs) == 0 {
		return true
	}
	return slices.Contains(c.BookIDs, b.ID) || slices.Contains(c.AuthorIDs, b.AuthorID) ||
		b.CategoryID != "" && slices.Contains(c.CategoryIDs, b.CategoryID)
}

// discountOn is what the coupon takes off an eligible base (kuruş): a
// percentage rounds half up, a fixed amount is at most the base.
func (c *Coupon) discountOn(base int64) int64 {
	switch c.Kind {
	case CouponPercent:
		return min(base, (base*int64(c.Percent)+50)/100)
	case CouponFixed:
		return min(base, c.Amount)
	}
	return 0
}
