package sqldb_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func member(t *testing.T, db *sqldb.DB, email string) string {
	t.Helper()
	u, err := sqldb.NewUserStore(db).CreateUser(context.Background(), bookstore.NewUser{Email: email, FullName: "Deniz Okur",
		Role: bookstore.RoleUser, PasswordHash: "x"})
	if err != nil {
		t.Fatal(err)
	}
	return u.ID
}

func kadikoy(userID, label string) bookstore.Address {
	return bookstore.Address{UserID: userID, Label: label, Recipient: "Deniz Okur", Phone: "+90 532 123 45 67", ProvinceID: 34,
		Province: "İstanbul", DistrictID: 3423, District: "Kadıköy", Line: "Moda Cad. No: 12"}
}

// defaults returns the ids of the member's default delivery and billing
// addresses, checking there is at most one of each.
func defaults(t *testing.T, s *sqldb.AddressStore, userID string) (delivery, billing string) {
	t.Helper()
	book, err := s.Addresses(context.Background(), userID)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range book {
		if a.DefaultDelivery {
			if delivery != "" {
				t.Fatal("two default delivery addresses")
			}
			delivery = a.ID
		}
		if a.DefaultBilling {
			if billing != "" {
				t.Fatal("two default billing addresses")
			}
			billing = a.ID
		}
	}
	return delivery, billing
}

// TestAddressBook: the first address is the default of both kinds; defaults
// move; deleting a default passes it on; another member's address is not
// found for any call and stays as it was.
func TestAddressBook(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		s := sqldb.NewAddressStore(db)
		me, other := member(t, db, "ben@example.com"), member(t, db, "o@example.com")
		home, err := s.CreateAddress(ctx, kadikoy(me, "Ev"))
		if err != nil {
			t.Fatal(err)
		}
		if !home.DefaultDelivery || !home.DefaultBilling {
			t.Fatalf("first address: %+v", home)
		}
		work, err := s.CreateAddress(ctx, kadikoy(me, "İş"))
		if err != nil || work.DefaultDelivery || work.DefaultBilling {
			t.Fatalf("second address: %+v, %v", work, err)
		}
		if err := s.SetDefaultAddress(ctx, me, work.ID, bookstore.AddressBilling); err != nil {
			t.Fatal(err)
		}
		if d, b := defaults(t, s, me); d != home.ID || b != work.ID {
			t.Fatalf("defaults %s %s", d, b)
		}
		theirs, err := s.CreateAddress(ctx, kadikoy(other, "Ev"))
		if err != nil {
			t.Fatal(err)
		}
		// Another member's id, through every call of the store.
		if _, err := s.Address(ctx, me, theirs.ID); !errors.Is(err, bookstore.ErrNotFound) {
			t.Errorf("read: %v", err)
		}
		edit := kadikoy(me, "Çalıntı")
		edit.ID = theirs.ID
		if _, err := s.UpdateAddress(ctx, edit); !errors.Is(err, bookstore.ErrNotFound) {
			t.Errorf("update: %v", err)
		}
		if err := s.DeleteAddress(ctx, me, theirs.ID); !errors.Is(err, bookstore.ErrNotFound) {
			t.Errorf("delete: %v", err)
		}
		if err := s.SetDefaultAddress(ctx, me, theirs.ID, bookstore.AddressDelivery); !errors.Is(err, bookstore.ErrNotFound) {
			t.Errorf("default: %v", err)
		}
		if got, err := s.Address(ctx, other, theirs.ID); err != nil || got.Label != "Ev" || !got.DefaultDelivery {
			t.Errorf("the other member's address changed: %+v, %v", got, err)
		}
		// An edit keeps the defaults.
		edit = kadikoy(me, "Ev (yeni)")
		edit.ID, edit.ProvinceID, edit.Province, edit.DistrictID, edit.District = home.ID, 6, "Ankara", 607, "Çankaya"
		if got, err := s.UpdateAddress(ctx, edit); err != nil || got.District != "Çankaya" || !got.DefaultDelivery {
			t.Fatalf("update: %+v, %v", got, err)
		}
		// Deleting the default delivery address passes it to the other.
		if err := s.DeleteAddress(ctx, me, home.ID); err != nil {
			t.Fatal(err)
		}
		if d, b := defaults(t, s, me); d != work.ID || b != work.ID {
			t.Fatalf("after delete: defaults %s %s", d, b)
		}
		if err := s.DeleteAddress(ctx, me, work.ID); err != nil {
			t.Fatal(err)
		}
		if d, b := defaults(t, s, me); d != "" || b != "" {
			t.Fatalf("empty book keeps defaults %s %s", d, b)
		}
		// The book holds at most MaxAddresses.
		for i := 0; i < bookstore.MaxAddresses; i++ {
			if _, err := s.CreateAddress(ctx, kadikoy(me, "Adres")); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := s.CreateAddress(ctx, kadikoy(me, "Fazla")); bookstore.ErrorMessage(err) != bookstore.MsgAddressBookFull {
			t.Fatalf("21st address: %v", err)
		}
	})
}

// TestOrderPartiesFrozen: the parties stored on a pending order are a copy
// (a later edit of the book does not reach them), the order's shipping
// address text follows the delivery address.
func TestOrderPartiesFrozen(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		c := seedCatalogue(t, db)
		me := buyers(t, db, c.books["calikusu"].ID, 1)[0]
		s := sqldb.NewAddressStore(db)
		home, err := s.CreateAddress(ctx, kadikoy(me, "Ev"))
		if err != nil {
			t.Fatal(err)
		}
		p := bookstore.OrderParties{Delivery: *home, Billing: *home, Identity: bookstore.BillingIdentity{
			Type: bookstore.InvoiceCorporate, Title: "Okur A.Ş.", VKN: "1234567890", TaxOffice: "Kadıköy"}}
		o, err := sqldb.NewOrderStore(db).CreateOrderWithParties(ctx, me, p, time.Now().Add(time.Hour), nil)
		if err != nil || o.ShippingAddress != home.Formatted() || o.Parties == nil {
			t.Fatalf("placed: %+v, %v", o, err)
		}
		edit := kadikoy(me, "Ev")
		edit.ID, edit.Line = home.ID, "Başka Sok. 1"
		if _, err := s.UpdateAddress(ctx, edit); err != nil {
			t.Fatal(err)
		}
		if err := s.DeleteAddress(ctx, me, home.ID); err != nil {
			t.Fatal(err)
		}
		got, err := s.OrderParties(ctx, o.ID)
		if err != nil || got == nil {
			t.Fatalf("parties: %v, %v", got, err)
		}
		if got.Delivery.Line != "Moda Cad. No: 12" || got.Delivery.District != "Kadıköy" || got.Identity.VKN != "1234567890" ||
			got.Identity.Title != "Okur A.Ş." || got.Billing.Formatted() != home.Formatted() {
			t.Errorf("frozen parties changed: %+v", got)
		}
		order, err := sqldb.NewOrderStore(db).OrderOf(ctx, me, o.ID)
		if err != nil || order.ShippingAddress != home.Formatted() {
			t.Errorf("shipping address %q, %v", order.ShippingAddress, err)
		}
		if none, err := s.OrderParties(ctx, "00000000-0000-0000-0000-000000000000"); none != nil || err != nil {
			t.Errorf("an order without parties: %v, %v", none, err)
		}
	})
}

// TestAddressMigration runs 0042_address_book again over members who have
// a free-text shipping address: each gets it as the first entry of the book
// (label 'Adresim', their name and phone, default of both kinds, to be
// completed with il and ilçe); a member without one gets nothing; the
// profile keeps its text.
func TestAddressMigration(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		users := sqldb.NewUserStore(db)
		with, without := member(t, db, "eski@example.com"), member(t, db, "yok@example.com")
		text := "Caferağa Mah. Moda Cad. No: 12 D: 3\nKadıköy / İstanbul"
		if _, err := users.UpdateProfile(ctx, with, bookstore.ProfileUpdate{FullName: "Eski Üye", Phone: "+90 532 123 45 67",
			ShippingAddress: text}); err != nil {
			t.Fatal(err)
		}
		for _, q := range []string{"DROP TABLE order_parties", "DROP TABLE addresses",
			"DELETE FROM schema_migrations WHERE version = '0042_address_book'"} {
			if _, err := db.Bun().ExecContext(ctx, q); err != nil {
				t.Fatal(err)
			}
		}
		applied, err := db.Migrate(ctx)
		if err != nil || len(applied) != 1 {
			t.Fatalf("migrate: %v, %v", applied, err)
		}
		s := sqldb.NewAddressStore(db)
		book, err := s.Addresses(ctx, with)
		if err != nil || len(book) != 1 {
			t.Fatalf("book: %+v, %v", book, err)
		}
		a := book[0]
		if a.Label != bookstore.MigratedAddressLabel || a.Recipient != "Eski Üye" || a.Phone != "+90 532 123 45 67" || a.Line != text ||
			!a.NeedsCompletion() || !a.DefaultDelivery || !a.DefaultBilling {
			t.Errorf("migrated address: %+v", a)
		}
		if none, err := s.Addresses(ctx, without); err != nil || len(none) != 0 {
			t.Errorf("a member without an address: %+v, %v", none, err)
		}
		u, err := users.UserByID(ctx, with)
		if err != nil || u.ShippingAddress != text {
			t.Errorf("profile address: %q, %v", u.ShippingAddress, err)
		}
		// Completing it (il, ilçe) makes it usable.
		done := kadikoy(with, "Adresim")
		done.ID = a.ID
		if got, err := s.UpdateAddress(ctx, done); err != nil || got.NeedsCompletion() {
			t.Errorf("completed: %+v, %v", got, err)
		}
	})
}
