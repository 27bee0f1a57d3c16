package sqldb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

type userRow struct {
	bun.BaseModel `bun:"table:users"`
	ID            string    `bun:"id,pk"`
	Email         string    `bun:"email"`
	PasswordHash  string    `bun:"password_hash"`
	CreatedAt     time.Time `bun:"created_at"`
	UpdatedAt     time.Time `bun:"updated_at"`
}

type profileRow struct {
	bun.BaseModel   `bun:"table:profiles,alias:p"`
	ID              string `bun:"id,pk"`
	Email           string `bun:"email"`
	FullName        string `bun:"full_name"`
	Role            string `bun:"role"`
	AvatarURL       string `bun:"avatar_url"`
	Phone           string `bun:"phone"`
	ShippingAddress string `bun:"shipping_address"`
	SearchText      string `bun:"search_text"`
	// MarketingConsent and DeletedAt: the privacy store's (privacy.go).
	MarketingConsent bool       `bun:"marketing_consent"`
	DeletedAt        *time.Time `bun:"deleted_at"`
	CreatedAt        time.Time  `bun:"created_at"`
	UpdatedAt        time.Time  `bun:"updated_at"`
}

func (r *profileRow) user() *bookstore.User {
	return &bookstore.User{
		ID: r.ID, Email: r.Email, FullName: r.FullName, Role: bookstore.Role(r.Role),
		AvatarURL: r.AvatarURL, Phone: r.Phone, ShippingAddress: r.ShippingAddress,
		CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC(),
	}
}

// CreateUser stores the account and its profile together.
func (s *UserStore) CreateUser(ctx context.Context, nu bookstore.NewUser) (*bookstore.User, error) {
	t := now()
	u := userRow{ID: newID(), Email: nu.Email, PasswordHash: nu.PasswordHash, CreatedAt: t, UpdatedAt: t}
	p := profileRow{ID: u.ID, Email: nu.Email, FullName: nu.FullName, Role: string(nu.Role), CreatedAt: t, UpdatedAt: t,
		SearchText: searchText(nu.FullName, nu.Email)}
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewInsert().Model(&u).Exec(ctx); err != nil {
			return translate(err)
		}
		_, err := tx.NewInsert().Model(&p).Exec(ctx)
		return translate(err)
	})
	if err != nil {
		return nil, err
	}
	return p.user(), nil
}

// UserByID returns the user with the profile, or ErrNotFound.
func (s *UserStore) UserByID(ctx context.Context, id string) (*bookstore.User, error) {
	var p profileRow
	if err := s.db.queryRow(ctx, s.db.bun, stmtUserByID, &p, id); err != nil {
		return nil, translate(err)
	}
	return p.user(), nil
}

// stmtUserByID runs on every page and purchase (see prepared.go).
var stmtUserByID = prepared(`SELECT id, email, full_name, role, avatar_url, phone, shipping_address, search_text,
	created_at, updated_at FROM profiles WHERE id = ?`)

// Credentials returns the user and password hash for a normalised e-mail.
func (s *UserStore) Credentials(ctx context.Context, email string) (*bookstore.User, string, error) {
	var row struct {
		profileRow
		PasswordHash string `bun:"password_hash"`
	}
	err := s.db.bun.NewSelect().Model(&row.profileRow).
		ColumnExpr("p.*").ColumnExpr("u.password_hash").
		Join("JOIN users AS u ON u.id = p.id").
		Where("u.email = ? AND p.deleted_at IS NULL", email).Scan(ctx, &row) // a closed account cannot sign in
	if err != nil {
		return nil, "", translate(err)
	}
	return row.user(), row.PasswordHash, nil
}

// CountUsers counts accounts (seeding checks for an empty database).
func (s *UserStore) CountUsers(ctx context.Context) (int, error) {
	n, err := s.db.bun.NewSelect().Table("users").Count(ctx)
	return int(n), translate(err)
}
