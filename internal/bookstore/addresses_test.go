package bookstore_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
)

// The official list: 81 il, 973 ilçe (922 named + 51 'Merkez'); the 30
// metropolitan provinces name their central districts, every other has
// exactly one 'Merkez'.
func TestLocationCounts(t *testing.T) {
	ps := bookstore.Provinces()
	if len(ps) != 81 {
		t.Fatalf("%d provinces, want 81", len(ps))
	}
	total, merkez, plates, ids := 0, 0, map[int]bool{}, map[int]bool{}
	for _, p := range ps {
		if p.ID < 1 || p.ID > 81 || plates[p.ID] {
			t.Errorf("%s: plate %d", p.Name, p.ID)
		}
		plates[p.ID] = true
		if len(p.Districts) == 0 {
			t.Errorf("%s has no district", p.Name)
		}
		metro := slices.Contains(bookstore.MetropolitanProvinces, p.ID)
		n, names := 0, map[string]bool{}
		for _, d := range p.Districts {
			if d.Name == "Merkez" {
				n++
			}
			if names[d.Name] || ids[d.ID] || d.ProvinceID != p.ID || strings.TrimSpace(d.Name) != d.Name || d.Name == "" {
				t.Errorf("%s: district %+v repeated or malformed", p.Name, d)
			}
			names[d.Name], ids[d.ID] = true, true
		}
		if metro && n != 0 || !metro && n != 1 {
			t.Errorf("%s (metropolitan %v) has %d 'Merkez'", p.Name, metro, n)
		}
		total += len(p.Districts)
		merkez += n
	}
	if total != 973 || merkez != 51 || len(bookstore.MetropolitanProvinces) != 30 {
		t.Errorf("%d districts (%d Merkez), %d metropolitan; want 973 (51), 30", total, merkez, len(bookstore.MetropolitanProvinces))
	}
	// Spot checks of the current names and of the Turkish order.
	ist, _ := bookstore.ProvinceByID(34)
	izm, _ := bookstore.ProvinceByID(35)
	if ist.Name != "İstanbul" || izm.Name != "İzmir" || ps[0].Name != "Adana" || ps[80].Name != "Zonguldak" {
		t.Errorf("names/order: %s %s %s %s", ist.Name, izm.Name, ps[0].Name, ps[80].Name)
	}
	has := func(plate int, name string) bool {
		p, _ := bookstore.ProvinceByID(plate)
		return slices.ContainsFunc(p.Districts, func(d bookstore.District) bool { return d.Name == name })
	}
	for _, c := range []struct {
		plate int
		name  string
		want  bool
	}{{34, "Eyüpsultan", true}, {34, "Eyüp", false}, {6, "Kahramankazan", true}, {9, "Efeler", true}, {9, "Merkez", false},
		{30, "Derecik", true}, {8, "Kemalpaşa", true}, {67, "Kilimli", true}, {68, "Sultanhanı", true}, {20, "Merkezefendi", true}} {
		if has(c.plate, c.name) != c.want {
			t.Errorf("province %d district %s: %v, want %v", c.plate, c.name, !c.want, c.want)
		}
	}
	if _, ok := bookstore.DistrictOf(34, 601); ok {
		t.Error("an Ankara district was accepted as İstanbul's")
	}
}

func validAddress() bookstore.AddressInput {
	return bookstore.AddressInput{Label: "Ev", Recipient: "Deniz Okur", Phone: "0532 123 45 67", ProvinceID: 34,
		DistrictID: 3423, Neighborhood: "Caferağa", Line: "Moda Cad. No: 12 D: 3", PostalCode: "34710"}
}

func TestAddressValidate(t *testing.T) {
	for _, tc := range []struct {
		name   string
		edit   func(*bookstore.AddressInput)
		fields []string
	}{
		{"valid", func(*bookstore.AddressInput) {}, nil},
		{"no postal code", func(a *bookstore.AddressInput) { a.PostalCode = "" }, nil},
		{"no label", func(a *bookstore.AddressInput) { a.Label = " " }, []string{"label"}},
		{"label too long", func(a *bookstore.AddressInput) { a.Label = strings.Repeat("a", 41) }, []string{"label"}},
		{"no recipient", func(a *bookstore.AddressInput) { a.Recipient = "" }, []string{"recipient"}},
		{"bad phone", func(a *bookstore.AddressInput) { a.Phone = "12" }, []string{"phone"}},
		{"no il (a migrated address edited)", func(a *bookstore.AddressInput) { a.ProvinceID, a.DistrictID = 0, 0 }, []string{"provinceId"}},
		{"ilçe of another il", func(a *bookstore.AddressInput) { a.DistrictID = 601 }, []string{"districtId"}},
		{"no ilçe", func(a *bookstore.AddressInput) { a.DistrictID = 0 }, []string{"districtId"}},
		{"postal code of 4 digits", func(a *bookstore.AddressInput) { a.PostalCode = "3471" }, []string{"postalCode"}},
		{"postal code with letters", func(a *bookstore.AddressInput) { a.PostalCode = "3471a" }, []string{"postalCode"}},
		{"address line too short", func(a *bookstore.AddressInput) { a.Line = "No" }, []string{"line"}},
		{"address line too long", func(a *bookstore.AddressInput) { a.Line = strings.Repeat("a", 301) }, []string{"line"}},
		{"control character in the line", func(a *bookstore.AddressInput) { a.Line = "Moda\u0007 Cad." }, []string{"line"}},
		{"line break in the label", func(a *bookstore.AddressInput) { a.Label = "Ev\nİş" }, []string{"label"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := validAddress()
			tc.edit(&in)
			in.Normalize()
			a, err := in.Validate()
			got := fieldMessages(err)
			if len(got) != len(tc.fields) {
				t.Fatalf("fields %v, want %v", got, tc.fields)
			}
			for _, f := range tc.fields {
				if got[f] == "" {
					t.Errorf("no message for %s (%v)", f, got)
				}
			}
			if err == nil && (a.Province != "İstanbul" || a.District != "Kadıköy" || a.Phone != "+90 532 123 45 67") {
				t.Errorf("address %+v", a)
			}
		})
	}
}

func TestAddressFormatted(t *testing.T) {
	in := validAddress()
	in.Normalize()
	a, err := in.Validate()
	if err != nil {
		t.Fatal(err)
	}
	want := "Deniz Okur\nCaferağa, Moda Cad. No: 12 D: 3\n34710 Kadıköy / İstanbul\n+90 532 123 45 67"
	if got := a.Formatted(); got != want {
		t.Errorf("Formatted() = %q, want %q", got, want)
	}
	migrated := bookstore.Address{Recipient: "Deniz Okur", Line: "Moda Cad. 12\nKadıköy"}
	if !migrated.NeedsCompletion() || migrated.Formatted() != "Deniz Okur\nModa Cad. 12\nKadıköy" {
		t.Errorf("migrated: %v %q", migrated.NeedsCompletion(), migrated.Formatted())
	}
}

func TestResolveParties(t *testing.T) {
	home := bookstore.Address{ID: "home", ProvinceID: 34, DistrictID: 3423, Province: "İstanbul", District: "Kadıköy", Line: "Moda"}
	work := bookstore.Address{ID: "work", ProvinceID: 6, DistrictID: 607, Province: "Ankara", District: "Çankaya", Line: "Kızılay"}
	old := bookstore.Address{ID: "old", Line: "Serbest metin adres"}
	book := []bookstore.Address{home, work, old}
	person := bookstore.BillingIdentity{Type: bookstore.InvoiceIndividual, Name: "Deniz Okur"}
	company := bookstore.BillingIdentity{Type: bookstore.InvoiceCorporate, Title: "Okur A.Ş.", VKN: "1234567890", TaxOffice: "Kadıköy"}

	p, err := bookstore.ResolveParties(book, bookstore.CheckoutChoice{DeliveryAddressID: "home", BillingSameAsDelivery: true, Identity: person})
	if err != nil || p.Delivery.ID != "home" || p.Billing.ID != "home" {
		t.Fatalf("same billing: %+v, %v", p, err)
	}
	p, err = bookstore.ResolveParties(book, bookstore.CheckoutChoice{DeliveryAddressID: "home", BillingAddressID: "work", Identity: company})
	if err != nil || p.Billing.ID != "work" || p.Identity.VKN != "1234567890" {
		t.Fatalf("other billing: %+v, %v", p, err)
	}
	for _, tc := range []struct {
		name string
		c    bookstore.CheckoutChoice
		code bookstore.Code
		msg  string
	}{
		{"another member's or a missing address", bookstore.CheckoutChoice{DeliveryAddressID: "theirs", BillingSameAsDelivery: true, Identity: person},
			bookstore.CodeNotFound, bookstore.MsgAddressNotFound},
		{"a migrated address not completed", bookstore.CheckoutChoice{DeliveryAddressID: "old", BillingSameAsDelivery: true, Identity: person},
			bookstore.CodeConflict, bookstore.MsgAddressIncomplete},
		{"no billing address chosen", bookstore.CheckoutChoice{DeliveryAddressID: "home", Identity: person},
			bookstore.CodeInvalid, bookstore.MsgChooseBilling},
		{"no delivery address", bookstore.CheckoutChoice{BillingSameAsDelivery: true, Identity: person},
			bookstore.CodeInvalid, bookstore.MsgChooseDelivery},
		{"a bad VKN is refused before the addresses", bookstore.CheckoutChoice{DeliveryAddressID: "home", BillingSameAsDelivery: true,
			Identity: bookstore.BillingIdentity{Type: bookstore.InvoiceCorporate, Title: "Okur A.Ş.", VKN: "1234567891", TaxOffice: "Kadıköy"}},
			bookstore.CodeInvalid, bookstore.MsgInvalidVKN},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := bookstore.ResolveParties(book, tc.c)
			var e *bookstore.Error
			if !errors.As(err, &e) || e.Code != tc.code || e.Message != tc.msg {
				t.Errorf("got %v, want %s %q", err, tc.code, tc.msg)
			}
		})
	}
}
