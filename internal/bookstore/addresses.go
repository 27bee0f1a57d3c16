package bookstore

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"
)

// The member's address book: several delivery and billing addresses, one
// default of each kind while any exists. An address chosen at checkout is
// copied onto the order (OrderParties), so a later edit or deletion of the
// book never changes a past order.

// Address book messages.
const (
	MsgAddressLabel        = "Adres başlığı girin (en fazla 40 karakter, ör. Ev, İş)"
	MsgAddressRecipient    = "Alıcı adını ve soyadını girin"
	MsgAddressPhone        = "Geçerli bir telefon numarası girin (ör. 0532 123 45 67)"
	MsgAddressProvince     = "İl seçin"
	MsgAddressDistrict     = "Seçtiğiniz ile ait bir ilçe seçin"
	MsgAddressNeighbour    = "Mahalle en fazla 100 karakter olabilir"
	MsgAddressLine         = "Açık adresi girin (sokak, bina ve daire numarası; en fazla 300 karakter)"
	MsgAddressPostalCode   = "Posta kodu 5 haneli olmalıdır"
	MsgAddressNotFound     = "Adres bulunamadı"
	MsgProvinceNotFound    = "İl bulunamadı"
	MsgAddressIncomplete   = "Bu adresin il ve ilçesi eksik. Lütfen adresi düzenleyip il ve ilçeyi seçin."
	MsgAddressBookFull     = "En fazla 20 adres kaydedebilirsiniz. Yeni bir adres için kullanmadığınız bir adresi silin."
	MsgChooseDelivery      = "Teslimat adresi seçin"
	MsgChooseBilling       = "Fatura adresi seçin"
	MaxAddresses           = 20
	MaxAddressLabelLen     = 40
	MaxAddressLineLen      = 300
	MaxAddressNeighbourLen = 100
	// MigratedAddressLabel names the entry made from the profile's former
	// free-text address (migration 0042).
	MigratedAddressLabel = "Adresim"
)

// AddressKind is which default an address is.
type AddressKind string

const (
	AddressDelivery AddressKind = "delivery"
	AddressBilling  AddressKind = "billing"
)

// Address is one entry of a member's address book. ProvinceID and
// DistrictID are 0 only on an entry migrated from the former free-text
// address, which must be completed (NeedsCompletion) before it is used.
type Address struct {
	ID              string
	UserID          string
	Label           string
	Recipient       string
	Phone           string
	ProvinceID      int
	Province        string
	DistrictID      int
	District        string
	Neighborhood    string
	Line            string
	PostalCode      string
	DefaultDelivery bool
	DefaultBilling  bool
	CreatedAt       time.Time
	UpdatedAt       time.Time
}

// NeedsCompletion reports whether the address lacks its il and ilçe (an
// entry migrated from the free-text address).
func (a *Address) NeedsCompletion() bool { return a.ProvinceID == 0 || a.DistrictID == 0 }

// Formatted is the address as one text for the order's shipping address, the
// contracts and the mails: "Recipient\nMahalle Mah., line\nPostal İlçe / İl\nPhone".
func (a *Address) Formatted() string {
	var lines []string
	if a.Recipient != "" {
		lines = append(lines, a.Recipient)
	}
	street := a.Line
	if a.Neighborhood != "" {
		street = a.Neighborhood + ", " + a.Line
	}
	lines = append(lines, street)
	place := strings.TrimSpace(strings.TrimSpace(a.PostalCode+" "+a.District) + " / " + a.Province)
	if a.District != "" || a.Province != "" {
		lines = append(lines, strings.Trim(place, " /"))
	}
	if a.Phone != "" {
		lines = append(lines, a.Phone)
	}
	return strings.Join(lines, "\n")
}

// AddressInput is the address form.
type AddressInput struct {
	Label        string
	Recipient    string
	Phone        string
	ProvinceID   int
	DistrictID   int
	Neighborhood string
	Line         string
	PostalCode   string
}

// Normalize trims the fields and writes the phone in one format.
func (in *AddressInput) Normalize() {
	for _, p := range []*string{&in.Label, &in.Recipient, &in.Phone, &in.Neighborhood, &in.Line, &in.PostalCode} {
		*p = strings.TrimSpace(*p)
	}
	in.Label, in.Recipient, in.Neighborhood = squeeze(in.Label), squeeze(in.Recipient), squeeze(in.Neighborhood)
	if n, ok := NormalizePhone(in.Phone); ok {
		in.Phone = n
	}
}

// Validate checks the form and returns the address it describes (il and
// ilçe names from the official list). Every new or edited address needs an
// il and an ilçe of that il.
func (in *AddressInput) Validate() (Address, error) {
	var fields []FieldError
	add := func(field, msg string) { fields = append(fields, FieldError{field, msg}) }
	single := func(field, v string, maxLen int, msg string, required bool) {
		if e := CheckSingleLine(field, v); e != nil {
			fields = append(fields, *e)
		} else if n := utf8.RuneCountInString(v); n > maxLen || required && n == 0 {
			add(field, msg)
		}
	}
	single("label", in.Label, MaxAddressLabelLen, MsgAddressLabel, true)
	if fe := ValidateFullName("recipient", in.Recipient); fe != nil {
		add("recipient", MsgAddressRecipient)
	}
	if e := CheckSingleLine("phone", in.Phone); e != nil {
		fields = append(fields, *e)
	} else if _, ok := NormalizePhone(in.Phone); !ok {
		add("phone", MsgAddressPhone)
	}
	a := Address{Label: in.Label, Recipient: in.Recipient, Phone: in.Phone, Neighborhood: in.Neighborhood,
		Line: in.Line, PostalCode: in.PostalCode}
	if p, ok := ProvinceByID(in.ProvinceID); !ok {
		add("provinceId", MsgAddressProvince)
	} else {
		a.ProvinceID, a.Province = p.ID, p.Name
		if d, ok := DistrictOf(p.ID, in.DistrictID); !ok {
			add("districtId", MsgAddressDistrict)
		} else {
			a.DistrictID, a.District = d.ID, d.Name
		}
	}
	single("neighborhood", in.Neighborhood, MaxAddressNeighbourLen, MsgAddressNeighbour, false)
	if e := CheckLines("line", in.Line); e != nil {
		fields = append(fields, *e)
	} else if n := utf8.RuneCountInString(in.Line); n < 5 || n > MaxAddressLineLen {
		add("line", MsgAddressLine)
	}
	if in.PostalCode != "" && (len(in.PostalCode) != 5 || !allDigits(in.PostalCode)) {
		add("postalCode", MsgAddressPostalCode)
	}
	if len(fields) > 0 {
		return Address{}, Invalid(fields...)
	}
	return a, nil
}

// AddressStore keeps the address books. Every call names the member: an
// address of another member is ErrNotFound, never another's data.
type AddressStore interface {
	// Addresses lists the member's addresses, defaults first, then newest.
	Addresses(ctx context.Context, userID string) ([]Address, error)
	Address(ctx context.Context, userID, id string) (*Address, error)
	// CreateAddress adds an address; the member's first becomes the default
	// of both kinds. More than MaxAddresses is a conflict.
	CreateAddress(ctx context.Context, a Address) (*Address, error)
	// UpdateAddress replaces the fields of the member's address.
	UpdateAddress(ctx context.Context, a Address) (*Address, error)
	// DeleteAddress removes it; a default it was passes to the member's
	// newest remaining address.
	DeleteAddress(ctx context.Context, userID, id string) error
	// SetDefaultAddress makes it the default of that kind (the other
	// address of that kind stops being it).
	SetDefaultAddress(ctx context.Context, userID, id string, kind AddressKind) error
}
