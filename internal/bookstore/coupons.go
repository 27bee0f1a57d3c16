package bookstore

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"
)

// Coupons: one code per cart, a percentage or a fixed amount off
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
	// TargetNames names the restrictions for the admin (id → the
	// category's or author's name, the book's title); the admin's list only.
	TargetNames map[string]string
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
	MsgCouponZeroTotal     = "Bu kupon sepet tutarının tamamını karşılıyor; kartla ödenecek bir tutar kalmadığı için " +
		"sipariş verilemez. Sepetinize kitap ekleyin ya da kuponu kaldırın."
	// MsgCouponDroppedFmt follows a coupon's reason when placing an order
	// took it off the cart.
	MsgCouponDroppedFmt = "%s Kupon sepetinizden kaldırıldı; siparişinizi kuponsuz verebilirsiniz."
)

// NormalizeCouponCode writes a code as it is stored: spaces dropped, upper
// case, and the four Turkish i's (i, ı, İ, I) as one I, so a code typed on
// any keyboard, in any case, is the same code ('kış', 'KIŞ', 'kiş').
func NormalizeCouponCode(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case unicode.IsSpace(r):
		case r == 'i' || r == 'ı' || r == 'İ':
			b.WriteRune('I')
		default:
			b.WriteRune(unicode.ToUpper(r))
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

// CouponGoneForGood says whether a coupon refusal (CheckCoupon's) can no
// longer change for this member: the code is gone or inactive, its time or
// its uses are over. Such a coupon is taken off the cart, which would
// otherwise refuse every order until the shopper removed it; a coupon that
// has not started, or that the basket does not meet, stays.
func CouponGoneForGood(err error) bool {
	switch ErrorMessage(err) {
	case MsgCouponInvalid, MsgCouponExpired, MsgCouponExhausted, MsgCouponMemberLimit:
		return true
	}
	return false
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
	case CouponFreeShipping:
		return 0 // it takes the shipping fee, not from the books
	}
	return 0
}

// Limits and messages of the admin's coupon form.
const (
	MaxCouponCodeLen   = 32
	MsgCouponCode      = "Kupon kodu 3-32 karakter olmalı; harf, rakam, - ve _ kullanılabilir."
	MsgCouponCodeTaken = "Bu kupon kodu zaten kullanılıyor."
	MsgCouponKind      = "Kupon türünü seçin: yüzde, tutar veya ücretsiz kargo."
	MsgCouponPercent   = "İndirim oranı 1 ile 99 arasında olmalıdır"
	MsgCouponAmount    = "İndirim tutarı 0'dan büyük olmalıdır"
	MsgCouponMinBasket = "En az sepet tutarı 0 veya daha büyük olmalıdır"
	MsgCouponLimits    = "Kullanım sınırları 0 veya daha büyük olmalıdır (0: sınırsız)"
	MsgCouponNotFound  = "Kupon bulunamadı."
	MsgCouponTargets   = "Kısıtlama için seçilen kategori, yazar veya kitap bulunamadı."
	MsgCouponCodeUsed  = "Kullanılmış bir kuponun kodu değiştirilemez; yeni bir kupon oluşturun."
	MsgCouponLimitFmt  = "Toplam kullanım sınırı, kuponun şimdiye kadarki kullanımından (%d) az olamaz (0: sınırsız)."
)

// CheckCouponChange decides whether the admin may replace the terms of
// coupon was with next. Once an order holds a use (paid, or awaiting
// payment), the code is the one those orders, their mails and the usage
// report name, and shoppers may have it in their carts: it stays, and a new
// code is a new coupon. A total limit below the uses already taken would
// make the count lie (more uses than allowed); 0 (no limit) or at least
// the uses is accepted. Every other term may change: orders froze their
// amounts, and carts are priced again on the next read.
func CheckCouponChange(was, next *Coupon) error {
	if was.Used == 0 {
		return nil
	}
	if next.Code != was.Code {
		return Invalid(FieldError{"code", MsgCouponCodeUsed})
	}
	if next.TotalLimit > 0 && next.TotalLimit < was.Used {
		return Invalid(FieldError{"totalLimit", fmt.Sprintf(MsgCouponLimitFmt, was.Used)})
	}
	return nil
}

// CouponInput is the admin's coupon form.
type CouponInput struct {
	Code                            string
	Kind                            CouponKind
	Percent                         int
	Amount, MinBasket               int64
	StartsAt, EndsAt                time.Time
	TotalLimit, PerMemberLimit      int
	CategoryIDs, AuthorIDs, BookIDs []string
	Active                          bool
}

// Validate normalises the code and checks the form.
func (in *CouponInput) Validate() error {
	var f []FieldError
	if e := CheckSingleLine("code", in.Code); e != nil {
		f = append(f, *e)
	}
	in.Code = NormalizeCouponCode(in.Code)
	if n := len([]rune(in.Code)); n < 3 || n > MaxCouponCodeLen || strings.IndexFunc(in.Code, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' && r != '_'
	}) >= 0 {
		if len(f) == 0 {
			f = append(f, FieldError{"code", MsgCouponCode})
		}
	}
	switch in.Kind {
	case CouponPercent:
		if in.Percent < 1 || in.Percent > 99 {
			f = append(f, FieldError{"percent", MsgCouponPercent})
		}
		in.Amount = 0
	case CouponFixed:
		if in.Amount <= 0 || in.Amount > MaxPrice {
			f = append(f, FieldError{"amount", MsgCouponAmount})
		}
		in.Percent = 0
	case CouponFreeShipping:
		in.Percent, in.Amount = 0, 0
	default:
		f = append(f, FieldError{"kind", MsgCouponKind})
	}
	if in.MinBasket < 0 || in.MinBasket > MaxPrice {
		f = append(f, FieldError{"minBasket", MsgCouponMinBasket})
	}
	if in.TotalLimit < 0 || in.PerMemberLimit < 0 {
		f = append(f, FieldError{"totalLimit", MsgCouponLimits})
	}
	switch {
	case in.StartsAt.IsZero() || in.EndsAt.IsZero():
		f = append(f, FieldError{"endsAt", MsgSaleDateMissing})
	case !in.EndsAt.After(in.StartsAt):
		f = append(f, FieldError{"endsAt", MsgSaleDates})
	}
	for _, ids := range [][]string{in.CategoryIDs, in.AuthorIDs, in.BookIDs} {
		if slices.ContainsFunc(ids, func(id string) bool { return !ValidID(id) }) {
			f = append(f, FieldError{"targets", MsgCouponTargets})
			break
		}
	}
	if len(f) > 0 {
		return Invalid(f...)
	}
	return nil
}

// Coupon is the coupon the form describes.
func (in *CouponInput) Coupon(id string) Coupon {
	return Coupon{ID: id, Code: in.Code, Kind: in.Kind, Percent: in.Percent, Amount: in.Amount, MinBasket: in.MinBasket,
		StartsAt: in.StartsAt.UTC(), EndsAt: in.EndsAt.UTC(), TotalLimit: in.TotalLimit, PerMemberLimit: in.PerMemberLimit,
		CategoryIDs: in.CategoryIDs, AuthorIDs: in.AuthorIDs, BookIDs: in.BookIDs, Active: in.Active}
}

// CouponStore keeps the coupons for the admin.
type CouponStore interface {
	// Coupons lists every coupon, newest first, with its usage.
	Coupons(ctx context.Context) ([]Coupon, error)
	// SaveCoupon creates (ID "") or replaces a coupon's terms (its usage
	// stays); a code another coupon has is MsgCouponCodeTaken. The effects
	// are fx's of the coupon as saved.
	SaveCoupon(ctx context.Context, c Coupon, fx EffectsOf[*Coupon]) (*Coupon, error)
}
