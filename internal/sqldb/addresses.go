package sqldb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// AddressStore is the members' address books and the parties frozen on
// their orders (addresses, order_parties: 0042_address_book.sql).
type AddressStore struct{ db *DB }

// NewAddressStore returns the address store on db's connection.
func NewAddressStore(db *DB) *AddressStore { return &AddressStore{db} }

type addressRow struct {
	ID              string    `bun:"id" json:"id"`
	UserID          string    `bun:"user_id" json:"-"`
	Label           string    `bun:"label" json:"label"`
	Recipient       string    `bun:"recipient" json:"recipient"`
	Phone           string    `bun:"phone" json:"phone"`
	ProvinceID      int       `bun:"province_id" json:"provinceId"`
	Province        string    `bun:"province" json:"province"`
	DistrictID      int       `bun:"district_id" json:"districtId"`
	District        string    `bun:"district" json:"district"`
	Neighborhood    string    `bun:"neighborhood" json:"neighborhood"`
	Line            string    `bun:"line" json:"line"`
	PostalCode      string    `bun:"postal_code" json:"postalCode"`
	DefaultDelivery bool      `bun:"is_default_delivery" json:"-"`
	DefaultBilling  bool      `bun:"is_default_billing" json:"-"`
	CreatedAt       time.Time `bun:"created_at" json:"-"`
	UpdatedAt       time.Time `bun:"updated_at" json:"-"`
}

func (r *addressRow) address() *bookstore.Address {
	return &bookstore.Address{ID: r.ID, UserID: r.UserID, Label: r.Label, Recipient: r.Recipient, Phone: r.Phone,
		ProvinceID: r.ProvinceID, Province: r.Province, DistrictID: r.DistrictID, District: r.District,
		Neighborhood: r.Neighborhood, Line: r.Line, PostalCode: r.PostalCode,
		DefaultDelivery: r.DefaultDelivery, DefaultBilling: r.DefaultBilling, CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt}
}

func rowOf(a *bookstore.Address) addressRow {
	return addressRow{ID: a.ID, UserID: a.UserID, Label: a.Label, Recipient: a.Recipient, Phone: a.Phone,
		ProvinceID: a.ProvinceID, Province: a.Province, DistrictID: a.DistrictID, District: a.District,
		Neighborhood: a.Neighborhood, Line: a.Line, PostalCode: a.PostalCode}
}

const addressColumns = `id, user_id, label, recipient, phone, province_id, province, district_id, district,
	neighborhood, line, postal_code, is_default_delivery, is_default_billing, created_at, updated_at`

// Addresses lists the member's addresses: the default delivery address
// first, then the default billing one, then newest first.
func (s *AddressStore) Addresses(ctx context.Context, userID string) ([]bookstore.Address, error) {
	return s.list(ctx, s.db.bun, userID)
}

func (s *AddressStore) list(ctx context.Context, q bun.IDB, userID string) ([]bookstore.Address, error) {
	var rows []addressRow
	if err := q.NewRaw(`SELECT `+addressColumns+` FROM addresses WHERE user_id = ?
		ORDER BY is_default_delivery DESC, is_default_billing DESC, created_at DESC, id DESC`, userID).
		Scan(ctx, &rows); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.Address, len(rows))
	for i := range rows {
		out[i] = *rows[i].address()
	}
	return out, nil
}

// Address returns the member's address; another member's is ErrNotFound.
func (s *AddressStore) Address(ctx context.Context, userID, id string) (*bookstore.Address, error) {
	return s.one(ctx, s.db.bun, userID, id)
}

func (s *AddressStore) one(ctx context.Context, q bun.IDB, userID, id string) (*bookstore.Address, error) {
	var r addressRow
	if err := q.NewRaw(`SELECT `+addressColumns+` FROM addresses WHERE id = ? AND user_id = ?`, id, userID).
		Scan(ctx, &r); err != nil {
		return nil, translate(err)
	}
	return r.address(), nil
}

// lockMember serialises the changes of one member's book on PostgreSQL (the
// defaults are read and then written); SQLite serialises all writers.
func (s *AddressStore) lockMember(ctx context.Context, tx bun.Tx, userID string) error {
	if s.db.dialect != Postgres {
		return nil
	}
	var id string
	return translate(tx.NewRaw(`SELECT id FROM users WHERE id = ? FOR UPDATE`, userID).Scan(ctx, &id))
}

// CreateAddress adds the address; the member's first is the default of both
// kinds, and a book that lacks a default of a kind gets this one.
func (s *AddressStore) CreateAddress(ctx context.Context, a bookstore.Address) (*bookstore.Address, error) {
	var out *bookstore.Address
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := s.lockMember(ctx, tx, a.UserID); err != nil {
			return err
		}
		book, err := s.list(ctx, tx, a.UserID)
		if err != nil {
			return err
		}
		if len(book) >= bookstore.MaxAddresses {
			return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgAddressBookFull)
		}
		r := rowOf(&a)
		r.ID, r.CreatedAt = newID(), now()
		r.UpdatedAt = r.CreatedAt
		r.DefaultDelivery, r.DefaultBilling = true, true
		for _, b := range book {
			r.DefaultDelivery = r.DefaultDelivery && !b.DefaultDelivery
			r.DefaultBilling = r.DefaultBilling && !b.DefaultBilling
		}
		if _, err := tx.NewInsert().Model(&r).ModelTableExpr("addresses").Exec(ctx); err != nil {
			return translate(err)
		}
		out = r.address()
		return nil
	})
	return out, err
}

// UpdateAddress replaces the fields of the member's address (its defaults
// stay as they are).
func (s *AddressStore) UpdateAddress(ctx context.Context, a bookstore.Address) (*bookstore.Address, error) {
	res, err := s.db.bun.NewRaw(`UPDATE addresses SET label = ?, recipient = ?, phone = ?, province_id = ?, province = ?,
		district_id = ?, district = ?, neighborhood = ?, line = ?, postal_code = ?, updated_at = ?
		WHERE id = ? AND user_id = ?`, a.Label, a.Recipient, a.Phone, a.ProvinceID, a.Province, a.DistrictID, a.District,
		a.Neighborhood, a.Line, a.PostalCode, now(), a.ID, a.UserID).Exec(ctx)
	if err != nil {
		return nil, translate(err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil, bookstore.ErrNotFound
	}
	return s.Address(ctx, a.UserID, a.ID)
}

// DeleteAddress removes the member's address; a default it was passes to
// the newest remaining address.
func (s *AddressStore) DeleteAddress(ctx context.Context, userID, id string) error {
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := s.lockMember(ctx, tx, userID); err != nil {
			return err
		}
		gone, err := s.one(ctx, tx, userID, id)
		if err != nil {
			return err
		}
		if _, err := tx.NewRaw(`DELETE FROM addresses WHERE id = ? AND user_id = ?`, id, userID).Exec(ctx); err != nil {
			return translate(err)
		}
		for kind, was := range map[bookstore.AddressKind]bool{bookstore.AddressDelivery: gone.DefaultDelivery,
			bookstore.AddressBilling: gone.DefaultBilling} {
			if !was {
				continue
			}
			col := defaultColumn(kind)
			if _, err := tx.NewRaw(`UPDATE addresses SET `+col+` = ? WHERE id = (SELECT id FROM addresses
				WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 1)`, true, userID).Exec(ctx); err != nil {
				return translate(err)
			}
		}
		return nil
	})
}

func defaultColumn(kind bookstore.AddressKind) string {
	if kind == bookstore.AddressBilling {
		return "is_default_billing"
	}
	return "is_default_delivery"
}

// SetDefaultAddress makes the member's address the default of that kind.
func (s *AddressStore) SetDefaultAddress(ctx context.Context, userID, id string, kind bookstore.AddressKind) error {
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := s.lockMember(ctx, tx, userID); err != nil {
			return err
		}
		if _, err := s.one(ctx, tx, userID, id); err != nil {
			return err
		}
		col := defaultColumn(kind)
		// Off first: the partial unique index allows one default at a time.
		if _, err := tx.NewRaw(`UPDATE addresses SET `+col+` = ? WHERE user_id = ? AND `+col+` AND id <> ?`,
			false, userID, id).Exec(ctx); err != nil {
			return translate(err)
		}
		_, err := tx.NewRaw(`UPDATE addresses SET `+col+` = ? WHERE id = ? AND user_id = ?`, true, id, userID).Exec(ctx)
		return translate(err)
	})
}
