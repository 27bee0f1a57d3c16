package bookstore

import (
	"context"
	"strings"
)

// Content pages: the admin's edit modal and their store.

const (
	MsgPageKey    = "Geçersiz sayfa"
	MsgURLInvalid = "Geçerli bir https adresi girin"
)

// PageStore is the admin's side of the content pages.
type PageStore interface {
	// Pages returns every stored page, published or not.
	Pages(ctx context.Context) ([]PageContent, error)
	Page(ctx context.Context, key string) (*PageContent, error)
	// SavePage inserts or replaces the page with p.Key, with the effects
	// fx makes of the page as stored.
	SavePage(ctx context.Context, p *PageContent, fx EffectsOf[*PageContent]) error
}

// PageInput is the content edit modal. Meta holds the per-page fields,
// already checked: about (hero_image, stats), contact (address, phone, email,
// social, and the seller's seller_title and mersis), privacy (subtitle).
type PageInput struct {
	Key, Title, Content string
	Published           bool
	Meta                map[string]any
}

// PageFields are the per-page fields of the modal, before they become Meta.
type PageFields struct {
	HeroImage                    string
	Stats                        map[string]string // books, authors, awards, readers
	Address, Phone, Email        string
	SellerTitle, Mersis          string // the seller in the contracts (contracts.go)
	ReturnCarrier                string // the designated return carrier (returns_carrier.go)
	ReturnAgreement              string // its agreement code
	TaxOffice, TaxNumber, KEP    string
	Facebook, Twitter, Instagram string
	Subtitle                     string
}

// NewPageInput builds the input for a page key, keeping only that page's fields.
func NewPageInput(key, title, content string, published bool, f PageFields) PageInput {
	in := PageInput{Key: key, Title: strings.TrimSpace(title), Content: content, Published: published, Meta: map[string]any{}}
	switch key {
	case PageAbout:
		in.Meta["hero_image"] = strings.TrimSpace(f.HeroImage)
		stats := map[string]any{}
		for _, k := range []string{"books", "authors", "awards", "readers"} {
			stats[k] = strings.TrimSpace(f.Stats[k])
		}
		in.Meta["stats"] = stats
	case PageContact:
		in.Meta["address"] = strings.TrimSpace(f.Address)
		in.Meta["phone"] = strings.TrimSpace(f.Phone)
		in.Meta["email"] = NormalizeEmail(f.Email)
		in.Meta[MetaSellerTitle] = strings.TrimSpace(f.SellerTitle)
		in.Meta[MetaMersis] = strings.TrimSpace(f.Mersis)
		in.Meta[MetaReturnCarrier] = strings.TrimSpace(f.ReturnCarrier)
		in.Meta[MetaReturnAgreement] = strings.TrimSpace(f.ReturnAgreement)
		in.Meta[MetaTaxOffice] = strings.TrimSpace(f.TaxOffice)
		in.Meta[MetaTaxNumber] = strings.TrimSpace(f.TaxNumber)
		in.Meta[MetaKEP] = NormalizeEmail(f.KEP)
		in.Meta["social"] = map[string]any{"facebook": strings.TrimSpace(f.Facebook), "twitter": strings.TrimSpace(f.Twitter),
			"instagram": strings.TrimSpace(f.Instagram)}
	case PagePrivacy:
		in.Meta["subtitle"] = strings.TrimSpace(f.Subtitle)
	}
	return in
}

// Validate checks the key, the title and the per-page fields.
func (p *PageInput) Validate() error {
	switch p.Key {
	case PageAbout, PageContact, PagePrivacy, PageTerms, PageCookies:
	default:
		return Errorf(CodeNotFound, MsgPageKey)
	}
	var f []FieldError
	if p.Title == "" {
		f = append(f, FieldError{"title", MsgRequired})
	} else if e := CheckSingleLine("title", p.Title); e != nil {
		f = append(f, *e)
	} else if e := lengthCheck("title", p.Title, MaxTitleLen, MsgTitleTooLong); e != nil {
		f = append(f, *e)
	}
	if e := lengthCheck("content", p.Content, MaxRichTextLen, MsgTextTooLong); e != nil {
		f = append(f, *e)
	}
	str := func(m map[string]any, k string) string { s, _ := m[k].(string); return s }
	switch p.Key {
	case PageAbout:
		if h := str(p.Meta, "hero_image"); h != "" && !ValidImageURL(h) {
			f = append(f, FieldError{"heroImage", MsgBadImageURL})
		}
		stats, _ := p.Meta["stats"].(map[string]any)
		for _, k := range []string{"books", "authors", "awards", "readers"} {
			if e := CheckSingleLine("stats."+k, str(stats, k)); e != nil {
				f = append(f, *e)
			} else if e := lengthCheck("stats."+k, str(stats, k), 20, MsgTextTooLong); e != nil {
				f = append(f, *e)
			}
		}
	case PageContact:
		if e := CheckLines("address", str(p.Meta, "address")); e != nil {
			f = append(f, *e)
		} else if e := lengthCheck("address", str(p.Meta, "address"), MaxShippingAddrLen, MsgTextTooLong); e != nil {
			f = append(f, *e)
		}
		if e := CheckSingleLine("phone", str(p.Meta, "phone")); e != nil {
			f = append(f, *e)
		} else if ph := str(p.Meta, "phone"); ph != "" {
			if n, ok := NormalizePhone(ph); ok {
				p.Meta["phone"] = n
			} else {
				f = append(f, FieldError{"phone", MsgPhoneInvalid})
			}
		}
		if em := NormalizeEmail(str(p.Meta, "email")); em != "" && ValidateEmail(em) != nil {
			f = append(f, FieldError{"email", MsgInvalidEmail})
		}
		f = append(f, checkSellerMeta(p.Meta)...)
		social, _ := p.Meta["social"].(map[string]any)
		for _, k := range []string{"facebook", "twitter", "instagram"} {
			if u := str(social, k); u != "" && (!strings.HasPrefix(u, "https://") || len(u) > 200 || strings.ContainsAny(u, " \"'<>")) {
				f = append(f, FieldError{"social." + k, MsgURLInvalid})
			}
		}
	case PagePrivacy:
		if e := CheckSingleLine("subtitle", str(p.Meta, "subtitle")); e != nil {
			f = append(f, *e)
		} else if e := lengthCheck("subtitle", str(p.Meta, "subtitle"), 300, MsgTextTooLong); e != nil {
			f = append(f, *e)
		}
	}
	if len(f) > 0 {
		return Invalid(f...)
	}
	return nil
}
