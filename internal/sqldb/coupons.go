package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// The coupon aggregate (coupons, coupon_targets, coupon_uses;
// 0023_coupons.sql). A use is taken in the order's transaction by a
// conditional increment (claimCoupon) and given back once when an unpaid
// order holding it is cancelled or expires (releaseCoupon).

type couponRow struct {
	bun.BaseModel  `bun:"table:coupons"`
	ID             string    `bun:"id,pk"`
	Code           string    `bun:"code"`
	Kind           string    `bun:"kind"`
	Percent        int       `bun:"percent"`
	Amount         int64     `bun:"amount"`
	MinBasket      int64     `bun:"min_basket"`
	StartsAt       time.Time `bun:"starts_at"`
	EndsAt         time.Time `bun:"ends_at"`
	TotalLimit     int       `bun:"total_limit"`
	PerMemberLimit int       `bun:"per_member_limit"`
	Active         bool      `bun:"active"`
	UsedCount      int       `bun:"used_count"`
	CreatedAt      time.Time `bun:"created_at"`
	UpdatedAt      time.Time `bun:"updated_at"`
}

type couponTargetRow struct {
	bun.BaseModel `bun:"table:coupon_targets"`
	CouponID      string `bun:"coupon_id,pk"`
	Kind          string `bun:"kind,pk"`
	TargetID      string `bun:"target_id,pk"`
}

func (r *couponRow) coupon() bookstore.Coupon {
	return bookstore.Coupon{ID: r.ID, Code: r.Code, Kind: bookstore.CouponKind(r.Kind), Percent: r.Percent, Amount: r.Amount,
		MinBasket: r.MinBasket, StartsAt: r.StartsAt.UTC(), EndsAt: r.EndsAt.UTC(), TotalLimit: r.TotalLimit,
		PerMemberLimit: r.PerMemberLimit, Active: r.Active, Used: r.UsedCount, CreatedAt: r.CreatedAt.UTC()}
}

// withTargets fills the coupons' restrictions.
func withTargets(ctx context.Context, q bun.IDB, list []bookstore.Coupon) error {
	if len(list) == 0 {
		return nil
	}
	at := map[string]int{}
	ids := make([]string, len(list))
	for i := range list {
		at[list[i].ID], ids[i] = i, list[i].ID
	}
	var rows []couponTargetRow
	if err := q.NewSelect().Model(&rows).Where("coupon_id IN (?)", bun.List(ids)).Order("kind", "target_id").Scan(ctx); err != nil {
		return translate(err)
	}
	for _, r := range rows {
		c := &list[at[r.CouponID]]
		switch r.Kind {
		case "category":
			c.CategoryIDs = append(c.CategoryIDs, r.TargetID)
		case "author":
			c.AuthorIDs = append(c.AuthorIDs, r.TargetID)
		default:
			c.BookIDs = append(c.BookIDs, r.TargetID)
		}
	}
	return nil
}

// Coupons lists every coupon, newest first, with its uses and the discount
// its paid orders were given.
func (s *CouponStore) Coupons(ctx context.Context) ([]bookstore.Coupon, error) {
	var rows []struct {
		couponRow
		Given int64 `bun:"given"`
	}
	err := s.db.bun.NewSelect().TableExpr("coupons AS c").ColumnExpr("c.*").
		ColumnExpr(`COALESCE((SELECT SUM(u.discount) FROM coupon_uses AS u JOIN orders AS o ON o.id = u.order_id
			WHERE u.coupon_id = c.id AND u.released_at IS NULL AND o.payment_id IS NOT NULL), 0) AS given`).
		OrderExpr("c.created_at DESC, c.id DESC").Scan(ctx, &rows)
	if err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.Coupon, len(rows))
	for i := range rows {
		out[i] = rows[i].coupon()
		out[i].Discount = rows[i].Given
	}
	if err := withTargets(ctx, s.db.bun, out); err != nil {
		return nil, err
	}
	return out, withTargetNames(ctx, s.db, s.db.bun, out)
}

// withTargetNames names the coupons' restrictions for the admin's list
// and form (the shopper's path reads only the ids).
func withTargetNames(ctx context.Context, db *DB, q bun.IDB, list []bookstore.Coupon) error {
	ids := make([]string, 0, len(list))
	for i := range list {
		list[i].TargetNames = map[string]string{}
		ids = append(ids, list[i].ID)
	}
	if len(ids) == 0 {
		return nil
	}
	var rows []struct {
		TargetID string `bun:"target_id"`
		Name     string `bun:"name"`
	}
	// target_id is text (it names rows of three tables); PostgreSQL's ids
	// are uuid, so the join casts it (every target is a valid id).
	target := "t.target_id"
	if db.dialect == Postgres {
		target = "CAST(t.target_id AS uuid)"
	}
	err := q.NewRaw(`SELECT t.target_id, COALESCE(c.name, a.name, b.title, '') AS name FROM coupon_targets AS t
		LEFT JOIN categories AS c ON t.kind = 'category' AND c.id = `+target+`
		LEFT JOIN authors AS a ON t.kind = 'author' AND a.id = `+target+`
		LEFT JOIN books AS b ON t.kind = 'book' AND b.id = `+target+`
		WHERE t.coupon_id IN (?)`, bun.List(ids)).Scan(ctx, &rows)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return translate(err)
	}
	names := make(map[string]string, len(rows))
	for _, r := range rows {
		names[r.TargetID] = r.Name
	}
	for i := range list {
		for _, group := range [][]string{list[i].CategoryIDs, list[i].AuthorIDs, list[i].BookIDs} {
			for _, id := range group {
				list[i].TargetNames[id] = names[id]
			}
		}
	}
	return nil
}

// SaveCoupon creates or replaces a coupon's terms (its usage stays), and
// writes the effects fx makes of the coupon as saved in the same
// transaction.
func (s *CouponStore) SaveCoupon(ctx context.Context, c bookstore.Coupon, fx bookstore.EffectsOf[*bookstore.Coupon]) (*bookstore.Coupon, error) {
	var saved bookstore.Coupon
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := checkCouponTargets(ctx, tx, c); err != nil {
			return err
		}
		t := now()
		row := couponRow{ID: c.ID, Code: c.Code, Kind: string(c.Kind), Percent: c.Percent, Amount: c.Amount, MinBasket: c.MinBasket,
			StartsAt: utc(c.StartsAt), EndsAt: utc(c.EndsAt), TotalLimit: c.TotalLimit, PerMemberLimit: c.PerMemberLimit,
			Active: c.Active, CreatedAt: t, UpdatedAt: t}
		if row.ID == "" {
			row.ID = newID()
			if _, err := tx.NewInsert().Model(&row).Exec(ctx); err != nil {
				return couponConflict(err)
			}
		} else {
			if err := s.checkChange(ctx, tx, &c); err != nil {
				return err
			}
			res, err := tx.NewUpdate().Model(&row).Column("code", "kind", "percent", "amount", "min_basket", "starts_at",
				"ends_at", "total_limit", "per_member_limit", "active", "updated_at").WherePK().Exec(ctx)
			if err != nil {
				return couponConflict(err)
			}
			if affected(res) != 1 {
				return bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgCouponNotFound)
			}
			if _, err := tx.NewDelete().Table("coupon_targets").Where("coupon_id = ?", row.ID).Exec(ctx); err != nil {
				return translate(err)
			}
		}
		var targets []couponTargetRow
		for kind, ids := range map[string][]string{"category": c.CategoryIDs, "author": c.AuthorIDs, "book": c.BookIDs} {
			for _, id := range ids {
				targets = append(targets, couponTargetRow{CouponID: row.ID, Kind: kind, TargetID: id})
			}
		}
		if len(targets) > 0 {
			if _, err := tx.NewInsert().Model(&targets).On("CONFLICT DO NOTHING").Exec(ctx); err != nil {
				return translate(err)
			}
		}
		if err := tx.NewSelect().Model(&row).WherePK().Scan(ctx); err != nil {
			return translate(err)
		}
		list := []bookstore.Coupon{row.coupon()}
		if err := withTargets(ctx, tx, list); err != nil {
			return err
		}
		if err := withTargetNames(ctx, s.db, tx, list); err != nil {
			return err
		}
		saved = list[0]
		return writeEffectsOf(ctx, s.db, tx, fx, &saved)
	})
	if err != nil {
		return nil, err
	}
	return &saved, nil
}

// checkChange reads the coupon's row before it is replaced, locked
// (PostgreSQL: FOR UPDATE; SQLite writers are serialised at BEGIN), so a
// checkout claiming a use waits for the edit or the edit sees its use:
// bookstore.CheckCouponChange decides on the uses as they are.
func (s *CouponStore) checkChange(ctx context.Context, tx bun.Tx, next *bookstore.Coupon) error {
	var was couponRow
	q := tx.NewSelect().Model(&was).Where("id = ?", next.ID)
	if s.db.dialect == Postgres {
		q = q.For("UPDATE")
	}
	if err := q.Scan(ctx); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgCouponNotFound)
		}
		return translate(err)
	}
	before := was.coupon()
	return bookstore.CheckCouponChange(&before, next)
}

func couponConflict(err error) error {
	if errors.Is(translate(err), bookstore.ErrDuplicate) {
		return bookstore.Invalid(bookstore.FieldError{Field: "code", Message: bookstore.MsgCouponCodeTaken})
	}
	return translate(err)
}

// checkCouponTargets: the categories, authors and books named exist.
func checkCouponTargets(ctx context.Context, tx bun.Tx, c bookstore.Coupon) error {
	for table, ids := range map[string][]string{"categories": c.CategoryIDs, "authors": c.AuthorIDs, "books": c.BookIDs} {
		if len(ids) == 0 {
			continue
		}
		n, err := tx.NewSelect().Table(table).Where("id IN (?)", bun.List(ids)).Count(ctx)
		if err != nil {
			return translate(err)
		}
		if int(n) != len(ids) {
			return bookstore.Invalid(bookstore.FieldError{Field: "targets", Message: bookstore.MsgCouponTargets})
		}
	}
	return nil
}

var _ bookstore.CouponStore = (*CouponStore)(nil)

// couponByCode reads a coupon by its normalised code with the user's uses.
func couponByCode(ctx context.Context, q bun.IDB, userID, code string) (*bookstore.Coupon, int, error) {
	var row couponRow
	if err := q.NewSelect().Model(&row).Where("code = ?", code).Scan(ctx); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, 0, bookstore.ErrNotFound
		}
		return nil, 0, translate(err)
	}
	list := []bookstore.Coupon{row.coupon()}
	if err := withTargets(ctx, q, list); err != nil {
		return nil, 0, err
	}
	n, err := q.NewSelect().Table("coupon_uses").
		Where("coupon_id = ? AND user_id = ? AND released_at IS NULL", row.ID, userID).Count(ctx)
	return &list[0], int(n), translate(err)
}

// CouponByCode finds a coupon by its normalised code, with the user's uses.
func (s *CartStore) CouponByCode(ctx context.Context, userID, code string) (*bookstore.Coupon, int, error) {
	return couponByCode(ctx, s.db.bun, userID, code)
}

// SetCartCoupon keeps a (normalised) code on the user's cart; "" removes it.
func (s *CartStore) SetCartCoupon(ctx context.Context, userID, code string) error {
	id, err := s.cartID(ctx, s.db.bun, userID)
	if err != nil {
		return err
	}
	_, err = s.db.bun.NewUpdate().Table("carts").Set("coupon_code = ?", optional(code)).Set("updated_at = ?", now()).
		Where("id = ?", id).Exec(ctx)
	return translate(err)
}

// claimCoupon takes one use of coupon c for order o in the order's
// transaction: the increment is conditional on the coupon still being
// usable and below its limit, so concurrent orders never spend the last use
// twice (PostgreSQL re-checks the row after the competing commit; SQLite
// serialises writers). A refused claim reads the coupon again for the
// shopper's message.
func claimCoupon(ctx context.Context, tx bun.Tx, c *bookstore.Coupon, o *bookstore.Order) error {
	t := now()
	res, err := tx.NewUpdate().Table("coupons").Set("used_count = used_count + 1").
		Where("id = ? AND active = ? AND starts_at <= ? AND ends_at > ?", c.ID, true, t, t).
		Where("(total_limit = 0 OR used_count < total_limit)").Exec(ctx)
	if err != nil {
		return translate(err)
	}
	if affected(res) != 1 {
		fresh, uses, err := couponByCode(ctx, tx, o.UserID, c.Code)
		if err != nil {
			return err
		}
		if err := bookstore.CheckCoupon(fresh, time.Now(), uses); err != nil {
			return err
		}
		return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgCouponExhausted)
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO coupon_uses (order_id, coupon_id, user_id, discount, created_at) VALUES (?, ?, ?, ?, ?)`,
		o.ID, c.ID, o.UserID, o.Totals.Discount, t)
	return translate(err)
}

// releaseCoupon gives back the use an unpaid order held (once: the use is
// marked released in the same statement that finds it).
func releaseCoupon(ctx context.Context, tx bun.Tx, orderID string) error {
	var couponIDs []string
	if err := tx.NewRaw(`UPDATE coupon_uses SET released_at = ? WHERE order_id = ? AND released_at IS NULL
		AND EXISTS (SELECT 1 FROM orders AS o WHERE o.id = coupon_uses.order_id AND o.payment_id IS NULL)
		RETURNING coupon_id`, now(), orderID).Scan(ctx, &couponIDs); err != nil && !errors.Is(err, sql.ErrNoRows) {
		return translate(err)
	}
	for _, id := range couponIDs {
		if _, err := tx.NewUpdate().Table("coupons").Set("used_count = used_count - 1").
			Where("id = ? AND used_count > 0", id).Exec(ctx); err != nil {
			return translate(err)
		}
	}
	return nil
}
