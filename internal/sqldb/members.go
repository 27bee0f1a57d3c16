package sqldb

import (
	"context"

	"bookstore/internal/bookstore"
)

// Favorites lists the user's favourite public books, latest first.
func (s *FavoriteStore) Favorites(ctx context.Context, userID string) ([]bookstore.BookSummary, error) {
	var rows []bookSummaryRow
	err := NewStorefrontStore(s.db).selectBooks().Join("JOIN favorites AS f ON f.book_id = b.id").
		Where("f.user_id = ?", userID).OrderExpr("f.created_at DESC, f.id DESC").Scan(ctx, &rows)
	if err != nil {
		return nil, translate(err)
	}
	return withOffers(ctx, s.db, summaries(rows))
}

// AddFavorite marks a public book as a favourite; repeating is harmless.
func (s *FavoriteStore) AddFavorite(ctx context.Context, userID, bookID string) error {
	if _, err := NewCartStore(s.db).visibleBook(ctx, s.db.bun, bookID); err != nil {
		return err
	}
	_, err := s.db.bun.ExecContext(ctx, `INSERT INTO favorites (id, user_id, book_id, created_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (user_id, book_id) DO NOTHING`, newID(), userID, bookID, now())
	return translate(err)
}

// RemoveFavorite unmarks a book; a book that was not a favourite is not an error.
func (s *FavoriteStore) RemoveFavorite(ctx context.Context, userID, bookID string) error {
	_, err := s.db.bun.NewDelete().Table("favorites").Where("user_id = ? AND book_id = ?", userID, bookID).Exec(ctx)
	return translate(err)
}

// AddStockAlert records an unsent stock alert for an out-of-stock public book.
func (s *StockAlertStore) AddStockAlert(ctx context.Context, userID, bookID string) error {
	book, err := NewCartStore(s.db).visibleBook(ctx, s.db.bun, bookID)
	if err != nil {
		return err
	}
	if book.Stock > 0 {
		return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgAlertInStock)
	}
	// The partial unique index keeps one unsent alert per user and book.
	_, err = s.db.bun.ExecContext(ctx, `INSERT INTO notifications (id, user_id, book_id, type, is_sent, created_at)
		VALUES (?, ?, ?, 'stock_alert', ?, ?) ON CONFLICT DO NOTHING`, newID(), userID, bookID, false, now())
	return translate(err)
}

// UpdateProfile writes the profile form and returns the user.
func (s *UserStore) UpdateProfile(ctx context.Context, userID string, p bookstore.ProfileUpdate) (*bookstore.User, error) {
	res, err := s.db.bun.NewUpdate().Table("profiles").
		Set("full_name = ?", p.FullName).Set("phone = ?", p.Phone).Set("shipping_address = ?", p.ShippingAddress).
		Set("updated_at = ?", now()).Where("id = ?", userID).Exec(ctx)
	if err != nil {
		return nil, translate(err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil, bookstore.ErrNotFound
	}
	u, err := s.UserByID(ctx, userID)
	if err != nil {
		return nil, err
	}
	_, err = s.db.bun.NewUpdate().Table("profiles").Set("search_text = ?", searchText(u.FullName, u.Email)).Where("id = ?", userID).Exec(ctx)
	return u, translate(err)
}

var (
	_ bookstore.FavoriteStore   = (*FavoriteStore)(nil)
	_ bookstore.StockAlertStore = (*StockAlertStore)(nil)
	_ bookstore.ProfileStore    = (*UserStore)(nil)
)
