package sqldb

import (
	"context"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

func whereProfileSearch(q *bun.SelectQuery, search string) *bun.SelectQuery {
	for _, tok := range bookstore.SearchTokens(search) {
		q = q.Where(`p.search_text LIKE ? ESCAPE '\'`, "%"+likeEscape(tok)+"%")
	}
	return q
}

// ListMembers pages through profiles, newest first.
func (s *UserStore) ListMembers(ctx context.Context, search string, page bookstore.PageRequest) ([]bookstore.User, int, error) {
	page = page.Normalize()
	var rows []profileRow
	total, err := whereProfileSearch(s.db.bun.NewSelect().Model(&rows), search).
		Order("p.created_at DESC", "p.id DESC").Limit(int64(page.Size)).Offset(int64((page.Page - 1) * page.Size)).
		ScanAndCount(ctx)
	if err != nil {
		return nil, 0, translate(err)
	}
	out := make([]bookstore.User, len(rows))
	for i := range rows {
		out[i] = *rows[i].user()
	}
	return out, int(total), nil
}

// SetRole changes a role in one transaction. On PostgreSQL the admins' rows
// are locked first, so two admins demoting each other at once are
// serialised and the second sees that only one admin is left; SQLite
// serialises writers anyway. A real change ends the member's sessions and
// writes its effects (the audit entry) in the same transaction.
func (s *UserStore) SetRole(ctx context.Context, userID string, role bookstore.Role,
	fx func(before bookstore.Role) bookstore.Effects) (*bookstore.User, *bookstore.User, error) {
	var before *bookstore.User
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		q := tx.NewSelect().Table("profiles").Column("id").Where("role = ?", string(bookstore.RoleAdmin))
		if s.db.dialect == Postgres {
			q = q.For("UPDATE")
		}
		var admins []string
		if err := q.Scan(ctx, &admins); err != nil {
			return translate(err)
		}
		var row profileRow
		if err := tx.NewSelect().Model(&row).Where("p.id = ?", userID).Limit(1).Scan(ctx); err != nil {
			return translate(err)
		}
		before = row.user()
		if before.Role == bookstore.RoleAdmin && role != bookstore.RoleAdmin && len(admins) <= 1 {
			return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgLastAdmin)
		}
		if before.Role == role {
			return nil
		}
		if _, err := tx.NewUpdate().Table("profiles").Set("role = ?", string(role)).Set("updated_at = ?", now()).
			Where("id = ?", userID).Exec(ctx); err != nil {
			return translate(err)
		}
		if _, err := tx.NewDelete().Table("sessions").Where("user_id = ?", userID).Exec(ctx); err != nil {
			return translate(err)
		}
		return writeEffects(ctx, s.db, tx, fx(before.Role))
	})
	if err != nil {
		return nil, nil, err
	}
	after, err := s.UserByID(ctx, userID)
	return before, after, err
}

var _ bookstore.MemberStore = (*UserStore)(nil)
