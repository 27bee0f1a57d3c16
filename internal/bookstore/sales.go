package bookstore

import (
	"context"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// Sales: a time-boxed price cut of one book, a hand-picked list,
// a category or an author, as a percentage or as a fixed price. While a sale
// runs the shop charges its price and shows, struck through, the lowest
// price of the 30 days before the sale began, as the Turkish price-label
// regulation (Fiyat Etiketi Yönetmeliği) requires. Which sale wins and what
// it charges is decided here and in pricing.go, nowhere else.

// SaleScope is what a sale covers.
type SaleScope string

const (
	SaleBook     SaleScope = "book"     // one book (BookIDs has one id)
	SaleBooks    SaleScope = "books"    // a hand-picked list (BookIDs)
	SaleCategory SaleScope = "category" // every book of CategoryID
	SaleAuthor   SaleScope = "author"   // every book of AuthorID
)

// Sale is a price cut in a time window [StartsAt, EndsAt).
type Sale struct {
	ID         string
	Name       string
	Scope      SaleScope
	BookIDs    []string
	CategoryID string
	AuthorID   string
	// Percent (1..MaxSalePercent) cuts the list price; 0 means FixedPrice
	// (kuruş) is charged instead.
	Percent    int
	FixedPrice int64
	StartsAt   time.Time
	EndsAt     time.Time
	CreatedAt  time.Time
}

// Limits and messages of the sale form.
const (
	MaxSalePercent          = 99
	MaxSaleNameLen          = 100
	MaxSaleBooks            = 500
	MsgSaleName             = "Kampanya adı gerekli (en fazla 100 karakter)"
	MsgSaleScope            = "İndirimin kapsamını seçin: kitap, kitap listesi, kategori ya da yazar"
	MsgSaleTarget           = "İndirimin kapsadığı kitap, kategori ya da yazarı seçin"
	MsgSaleTooManyBooks     = "Bir indirim en fazla 500 kitabı kapsayabilir"
	MsgSaleKind             = "Yüzde indirim ya da indirimli fiyattan yalnız birini girin"
	MsgSalePercent          = "İndirim oranı 1 ile 99 arasında olmalıdır"
	MsgSalePriceNegative    = "İndirimli fiyat 0'dan küçük olamaz"
	MsgSalePriceAbove       = "İndirimli fiyat, kapsadığı kitapların liste fiyatından yüksek olamaz"
	MsgSaleDates            = "Bitiş tarihi başlangıç tarihinden sonra olmalıdır"
	MsgSaleDateMissing      = "Başlangıç ve bitiş tarihi gerekli"
	MsgSaleNotFound         = "İndirim bulunamadı"
	MsgSaleStarted          = "Başlamış bir indirimin yalnız adı ve bitişi değiştirilebilir; kapsamı, fiyatı ya da başlangıcı için indirimi bitirip yenisini oluşturun"
	MsgSaleEndPast          = "Başlamış bir indirimin bitişi geçmiş bir ana alınamaz"
	MsgSaleEnded            = "Sona ermiş bir indirim fiyat geçmişinin kanıtı olarak saklanır; değiştirilemez ve silinemez"
	MsgSaleDeleteStarted    = "Başlamış bir indirim silinemez, yalnız bitirilebilir; uyguladığı fiyat kanıt olarak saklanır"
	MsgSaleEndNotStarted    = "Henüz başlamamış bir indirim bitirilemez; silebilirsiniz"
	MsgSaleChangedMeanwhile = "İndirimin durumu bu arada değişti; sayfayı yenileyip tekrar deneyin"
)

// A sale that has begun has charged its price, and that price is part of
// the 30-day lowest price of every later sale of its books
// (LowestPriceBefore): the seller must be able to prove it. So a begun
// sale keeps its terms; only its name and its end may change (ending it
// now is the admin's "Bitir"), and an ended sale stays as it was.

// CheckSaleChange says whether before may become after at now.
func CheckSaleChange(before, after *Sale, now time.Time) error {
	switch {
	case now.Before(before.StartsAt):
		return nil // not begun: any change
	case !now.Before(before.EndsAt):
		return Errorf(CodeConflict, MsgSaleEnded)
	case after.Scope != before.Scope || after.CategoryID != before.CategoryID || after.AuthorID != before.AuthorID ||
		!slices.Equal(sortedIDs(after.BookIDs), sortedIDs(before.BookIDs)) || after.Percent != before.Percent ||
		after.FixedPrice != before.FixedPrice || !after.StartsAt.Equal(before.StartsAt):
		return Errorf(CodeConflict, MsgSaleStarted)
	case after.EndsAt.Before(now):
		return Invalid(FieldError{"endsAt", MsgSaleEndPast})
	}
	return nil
}

// CheckSaleDelete: only a sale not yet begun may be deleted; a begun one
// is ended (CheckSaleEnd) and kept.
func CheckSaleDelete(s *Sale, now time.Time) error {
	if now.Before(s.StartsAt) {
		return nil
	}
	if now.Before(s.EndsAt) {
		return Errorf(CodeConflict, MsgSaleDeleteStarted)
	}
	return Errorf(CodeConflict, MsgSaleEnded)
}

// CheckSaleEnd: only a running sale may be ended now.
func CheckSaleEnd(s *Sale, now time.Time) error {
	switch {
	case now.Before(s.StartsAt):
		return Errorf(CodeConflict, MsgSaleEndNotStarted)
	case !now.Before(s.EndsAt):
		return Errorf(CodeConflict, MsgSaleEnded)
	}
	return nil
}

func sortedIDs(ids []string) []string {
	out := slices.Clone(ids)
	slices.Sort(out)
	return out
}

// SaleInput is the admin's sale form.
type SaleInput struct {
	Name       string
	Scope      SaleScope
	BookIDs    []string
	CategoryID string
	AuthorID   string
	Percent    int
	FixedPrice *int64 // nil: a percentage sale
	StartsAt   time.Time
	EndsAt     time.Time
}

// Normalize trims the text and keeps each book once, in the order given.
func (in *SaleInput) Normalize() {
	in.Name = strings.TrimSpace(in.Name)
	in.CategoryID = strings.TrimSpace(in.CategoryID)
	in.AuthorID = strings.TrimSpace(in.AuthorID)
	seen := map[string]bool{}
	ids := in.BookIDs[:0:0]
	for _, id := range in.BookIDs {
		id = strings.TrimSpace(id)
		if id != "" && !seen[id] {
			seen[id] = true
			ids = append(ids, id)
		}
	}
	in.BookIDs = ids
	switch in.Scope {
	case SaleBook, SaleBooks:
		in.CategoryID, in.AuthorID = "", ""
	case SaleCategory:
		in.BookIDs, in.AuthorID = nil, ""
	case SaleAuthor:
		in.BookIDs, in.CategoryID = nil, ""
	}
}

// Validate checks the form alone; that a fixed price is not above the list
// price of a covered book is checked by the store against the books.
func (in *SaleInput) Validate() error {
	var f []FieldError
	if e := CheckSingleLine("name", in.Name); e != nil {
		f = append(f, *e)
	} else if in.Name == "" || utf8.RuneCountInString(in.Name) > MaxSaleNameLen {
		f = append(f, FieldError{"name", MsgSaleName})
	}
	switch in.Scope {
	case SaleBook:
		if len(in.BookIDs) != 1 || !ValidID(in.BookIDs[0]) {
			f = append(f, FieldError{"bookIds", MsgSaleTarget})
		}
	case SaleBooks:
		switch {
		case len(in.BookIDs) == 0 || slices.ContainsFunc(in.BookIDs, func(id string) bool { return !ValidID(id) }):
			f = append(f, FieldError{"bookIds", MsgSaleTarget})
		case len(in.BookIDs) > MaxSaleBooks:
			f = append(f, FieldError{"bookIds", MsgSaleTooManyBooks})
		}
	case SaleCategory:
		if !ValidID(in.CategoryID) {
			f = append(f, FieldError{"categoryId", MsgSaleTarget})
		}
	case SaleAuthor:
		if !ValidID(in.AuthorID) {
			f = append(f, FieldError{"authorId", MsgSaleTarget})
		}
	default:
		f = append(f, FieldError{"scope", MsgSaleScope})
	}
	switch {
	case in.FixedPrice != nil && in.Percent != 0:
		f = append(f, FieldError{"percent", MsgSaleKind})
	case in.FixedPrice != nil && *in.FixedPrice < 0:
		f = append(f, FieldError{"fixedPrice", MsgSalePriceNegative})
	case in.FixedPrice != nil && *in.FixedPrice > MaxPrice:
		f = append(f, FieldError{"fixedPrice", MsgSalePriceAbove})
	case in.FixedPrice == nil && (in.Percent < 1 || in.Percent > MaxSalePercent):
		f = append(f, FieldError{"percent", MsgSalePercent})
	}
	switch {
	case in.StartsAt.IsZero() || in.EndsAt.IsZero():
		f = append(f, FieldError{"endsAt", MsgSaleDateMissing})
	case !in.EndsAt.After(in.StartsAt):
		f = append(f, FieldError{"endsAt", MsgSaleDates})
	}
	if len(f) > 0 {
		return Invalid(f...)
	}
	return nil
}

// Sale is the sale the form describes (id "" for a new one).
func (in *SaleInput) Sale(id string) Sale {
	s := Sale{ID: id, Name: in.Name, Scope: in.Scope, BookIDs: in.BookIDs, CategoryID: in.CategoryID,
		AuthorID: in.AuthorID, Percent: in.Percent, StartsAt: in.StartsAt.UTC(), EndsAt: in.EndsAt.UTC()}
	if in.FixedPrice != nil {
		s.Percent, s.FixedPrice = 0, *in.FixedPrice
	}
	return s
}

// PricedBook is what decides a book's sale: its list price and what a sale
// may cover it by.
type PricedBook struct {
	ID, CategoryID, AuthorID string
	ListPrice                int64
}

// Covers says whether the sale covers the book (at any time).
func (s *Sale) Covers(b PricedBook) bool {
	switch s.Scope {
	case SaleBook, SaleBooks:
		return slices.Contains(s.BookIDs, b.ID)
	case SaleCategory:
		return b.CategoryID != "" && b.CategoryID == s.CategoryID
	case SaleAuthor:
		return b.AuthorID == s.AuthorID
	}
	return false
}

// Runs says whether the sale runs at t: from its start (inclusive) to its
// end (exclusive), so at the end moment the list price is back.
func (s *Sale) Runs(t time.Time) bool { return !t.Before(s.StartsAt) && t.Before(s.EndsAt) }

// PriceOf is what the sale charges for a list price: a percentage rounds
// half up to the kuruş; a fixed price above the list price does not apply
// (a category or author sale never raises a book's price).
func (s *Sale) PriceOf(list int64) int64 {
	if s.Percent > 0 {
		return list - (list*int64(s.Percent)+50)/100
	}
	return min(list, s.FixedPrice)
}

// BestSale is the sale that gives the book its lowest price at t, or nil
// when none runs or none lowers it. Overlapping sales: the best price for
// the shopper wins; on a tie, the sale that began first (then the smaller
// id, so every reader picks the same one).
func BestSale(sales []Sale, b PricedBook, at time.Time) *Sale {
	var best *Sale
	var bestPrice int64
	for i := range sales {
		s := &sales[i]
		if !s.Runs(at) || !s.Covers(b) {
			continue
		}
		p := s.PriceOf(b.ListPrice)
		if p >= b.ListPrice {
			continue
		}
		if best == nil || p < bestPrice || p == bestPrice && (s.StartsAt.Before(best.StartsAt) ||
			s.StartsAt.Equal(best.StartsAt) && s.ID < best.ID) {
			best, bestPrice = s, p
		}
	}
	return best
}

// NextPriceChange is the first moment after at when a sale starts or ends,
// that is when a price computed at at may stop holding; zero when none.
func NextPriceChange(sales []Sale, at time.Time) time.Time {
	var next time.Time
	for _, s := range sales {
		for _, t := range []time.Time{s.StartsAt, s.EndsAt} {
			if t.After(at) && (next.IsZero() || t.Before(next)) {
				next = t
			}
		}
	}
	return next
}

// SaleSummary is a sale as the admin's list shows it.
type SaleSummary struct {
	Sale
	// TargetName names the category or author (empty for book lists);
	// BookTitles the covered books of a book or list sale.
	TargetName string
	BookTitles []string
}

// SaleStore keeps sales; every write changes prices shop-wide, so it resets
// the catalogue caches.
type SaleStore interface {
	Sales(ctx context.Context) ([]SaleSummary, error)
	// Sale is one sale with its books; ErrNotFound when there is none.
	Sale(ctx context.Context, id string) (*Sale, error)
	// SaveSale creates (ID "") or replaces a sale. A fixed price above the
	// list price of a book it names is MsgSalePriceAbove; a missing book,
	// category or author is MsgSaleTarget. The effects are
	// fx's of the sale as saved.
	SaveSale(ctx context.Context, s Sale, by string, fx EffectsOf[*SaleSummary]) (*SaleSummary, error)
	// DeleteSale removes a sale that has not begun by now (else
	// ErrNotFound: the caller checked CheckSaleDelete before), with fx.
	DeleteSale(ctx context.Context, id string, now time.Time, fx Effects) error
	// EndSale ends a sale running at now (else ErrNotFound), with fx.
	EndSale(ctx context.Context, id string, now time.Time, fx Effects) error
	// PriceHistory lists a book's list prices, newest first.
	PriceHistory(ctx context.Context, bookID string) ([]PricePeriod, error)
}

// SalePriceRefresher is the sale-prices job: a sale's start and end change
// the price charged with no write, so the stored charged prices that the
// book list filters and sorts on (the cards price from the sales
// themselves) are brought up to date at each run, for the sales that
// started or ended since the last one. It returns how many books changed.
type SalePriceRefresher interface {
	RefreshSalePrices(ctx context.Context, now time.Time) (int, error)
}
