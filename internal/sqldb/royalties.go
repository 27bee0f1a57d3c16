package sqldb

import (
	"context"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

var _ bookstore.RoyaltyStore = (*RoyaltyStore)(nil)

type royaltyRateRow struct {
	Kind        string `bun:"kind"`
	BasisPoints int64  `bun:"basis_points"`
	PerCopy     int64  `bun:"per_copy"`
}

func (r royaltyRateRow) rate() *bookstore.RoyaltyRate {
	if r.Kind == "" {
		return nil
	}
	return &bookstore.RoyaltyRate{Kind: bookstore.RoyaltyKind(r.Kind), BasisPoints: r.BasisPoints, PerCopy: r.PerCopy}
}

// AuthorRoyalty reads the author, their rate and every book with its override.
func (s *RoyaltyStore) AuthorRoyalty(ctx context.Context, authorID string) (*bookstore.AuthorRoyalty, error) {
	if !bookstore.ValidID(authorID) {
		return nil, bookstore.ErrNotFound
	}
	var a struct {
		Name   string `bun:"name"`
		Period string `bun:"period"`
		royaltyRateRow
	}
	err := s.db.bun.NewRaw(`SELECT a.name, COALESCE(r.period, '') AS period, COALESCE(r.kind, '') AS kind,
			COALESCE(r.basis_points, 0) AS basis_points, COALESCE(r.per_copy, 0) AS per_copy
		FROM authors a LEFT JOIN author_royalties r ON r.author_id = a.id WHERE a.id = ?`, authorID).Scan(ctx, &a)
	if err != nil {
		return nil, translate(err)
	}
	out := &bookstore.AuthorRoyalty{AuthorID: authorID, AuthorName: a.Name, Rate: a.rate(), Period: bookstore.RoyaltyPeriod(a.Period),
		Books: []bookstore.BookRoyalty{}}
	if out.Period == "" {
		out.Period = bookstore.RoyaltyMonthly
	}
	var books []struct {
		ID    string `bun:"id"`
		Title string `bun:"title"`
		royaltyRateRow
	}
	if err := s.db.bun.NewRaw(`SELECT b.id, b.title, COALESCE(r.kind, '') AS kind, COALESCE(r.basis_points, 0) AS basis_points,
			COALESCE(r.per_copy, 0) AS per_copy
		FROM books b LEFT JOIN book_royalties r ON r.book_id = b.id WHERE b.author_id = ? ORDER BY b.title, b.id`, authorID).
		Scan(ctx, &books); err != nil {
		return nil, translate(err)
	}
	for _, b := range books {
		out.Books = append(out.Books, bookstore.BookRoyalty{BookID: b.ID, Title: b.Title, Rate: b.rate()})
	}
	return out, nil
}

// SetAuthorRoyalty stores the author's rate and period with fx.
func (s *RoyaltyStore) SetAuthorRoyalty(ctx context.Context, authorID string, rate bookstore.RoyaltyRate, period bookstore.RoyaltyPeriod, fx bookstore.Effects) error {
	if !bookstore.ValidID(authorID) {
		return bookstore.ErrNotFound
	}
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := mustExist(ctx, tx, "authors", authorID); err != nil {
			return err
		}
		if _, err := tx.NewRaw(`INSERT INTO author_royalties (author_id, kind, basis_points, per_copy, period, updated_at)
			VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (author_id) DO UPDATE SET kind = excluded.kind,
			basis_points = excluded.basis_points, per_copy = excluded.per_copy, period = excluded.period, updated_at = excluded.updated_at`,
			authorID, string(rate.Kind), rate.BasisPoints, rate.PerCopy, string(period), now()).Exec(ctx); err != nil {
			return translate(err)
		}
		return writeEffects(ctx, s.db, tx, fx)
	})
}

// SetBookRoyalty stores or removes the book's override with fx.
func (s *RoyaltyStore) SetBookRoyalty(ctx context.Context, bookID string, rate *bookstore.RoyaltyRate, fx bookstore.Effects) error {
	if !bookstore.ValidID(bookID) {
		return bookstore.ErrNotFound
	}
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := mustExist(ctx, tx, "books", bookID); err != nil {
			return err
		}
		var err error
		if rate == nil {
			_, err = tx.NewRaw(`DELETE FROM book_royalties WHERE book_id = ?`, bookID).Exec(ctx)
		} else {
			_, err = tx.NewRaw(`INSERT INTO book_royalties (book_id, kind, basis_points, per_copy, updated_at)
				VALUES (?, ?, ?, ?, ?) ON CONFLICT (book_id) DO UPDATE SET kind = excluded.kind,
				basis_points = excluded.basis_points, per_copy = excluded.per_copy, updated_at = excluded.updated_at`,
				bookID, string(rate.Kind), rate.BasisPoints, rate.PerCopy, now()).Exec(ctx)
		}
		if err != nil {
			return translate(err)
		}
		return writeEffects(ctx, s.db, tx, fx)
	})
}

// mustExist is ErrNotFound unless table has a row with id.
func mustExist(ctx context.Context, tx bun.IDB, table, id string) error {
	var n int
	if err := tx.NewRaw(`SELECT count(*) FROM ? WHERE id = ?`, bun.Ident(table), id).Scan(ctx, &n); err != nil {
		return translate(err)
	}
	if n == 0 {
		return bookstore.ErrNotFound
	}
	return nil
}

// bookSalesSQL sums, per book of one author, the lines of paid orders
// placed in the period, the refunded lines of returns refunded in it and
// the lines of paid orders whose cancellation was refunded in it. "Paid" is
// what the admin's order list shows as paid: confirmed, shipped or
// delivered, or cancelled with its payment refunded (the sale stands in its
// period and the refund is counted in the refund's). Shipping is not a
// book's revenue and is left out. Every part is an indexed range: orders
// by created_at, returns by refunded_at, refunds by updated_at.
const bookSalesSQL = `SELECT b.id AS book_id, b.title,
		COALESCE(s.sold, 0) AS sold, COALESCE(s.gross, 0) AS gross,
		COALESCE(r.returned, 0) + COALESCE(c.returned, 0) AS returned,
		COALESCE(r.refunded, 0) + COALESCE(c.refunded, 0) AS refunded
	FROM books b
	LEFT JOIN (SELECT oi.book_id, CAST(SUM(oi.quantity) AS BIGINT) AS sold, CAST(SUM(oi.paid_amount) AS BIGINT) AS gross
		FROM orders o JOIN order_items oi ON oi.order_id = o.id
		WHERE o.created_at >= ? AND o.created_at < ?
			AND (o.status IN ('confirmed', 'shipped', 'delivered')
				OR (o.status = 'cancelled' AND EXISTS (SELECT 1 FROM refunds p WHERE p.order_id = o.id AND p.return_id IS NULL AND p.state = 'done')))
		GROUP BY oi.book_id) s ON s.book_id = b.id
	LEFT JOIN (SELECT rl.book_id, CAST(SUM(rl.quantity) AS BIGINT) AS returned, CAST(SUM(rl.refunded) AS BIGINT) AS refunded
		FROM returns rt JOIN return_lines rl ON rl.return_id = rt.id
		WHERE rt.refunded_at IS NOT NULL AND rt.refunded_at >= ? AND rt.refunded_at < ? AND rt.state = 'refunded'
		GROUP BY rl.book_id) r ON r.book_id = b.id
	LEFT JOIN (SELECT oi.book_id, CAST(SUM(oi.quantity) AS BIGINT) AS returned, CAST(SUM(oi.paid_amount) AS BIGINT) AS refunded
		FROM refunds f JOIN order_items oi ON oi.order_id = f.order_id
		WHERE f.return_id IS NULL AND f.state = 'done' AND f.updated_at >= ? AND f.updated_at < ?
		GROUP BY oi.book_id) c ON c.book_id = b.id
	WHERE b.author_id = ? AND (s.book_id IS NOT NULL OR r.book_id IS NOT NULL OR c.book_id IS NOT NULL)
	ORDER BY b.title, b.id`

// BookSales reads the figures of the author's books in [from, to).
func (s *RoyaltyStore) BookSales(ctx context.Context, authorID string, from, to time.Time) ([]bookstore.BookSales, error) {
	if !bookstore.ValidID(authorID) {
		return nil, bookstore.ErrNotFound
	}
	var rows []struct {
		BookID   string `bun:"book_id"`
		Title    string `bun:"title"`
		Sold     int    `bun:"sold"`
		Gross    int64  `bun:"gross"`
		Returned int    `bun:"returned"`
		Refunded int64  `bun:"refunded"`
	}
	from, to = from.UTC(), to.UTC()
	if err := s.db.bun.NewRaw(bookSalesSQL, from, to, from, to, from, to, authorID).Scan(ctx, &rows); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.BookSales, len(rows))
	for i, r := range rows {
		out[i] = bookstore.BookSales{BookID: r.BookID, Title: r.Title, Sold: r.Sold, Returned: r.Returned, Gross: r.Gross, Refunded: r.Refunded}
	}
	return out, nil
}

type royaltyStatementRow struct {
	bun.BaseModel `bun:"table:royalty_statements,alias:rs"`
	ID            string    `bun:"id,pk"`
	AuthorID      string    `bun:"author_id"`
	AuthorName    string    `bun:"author_name"`
	Period        string    `bun:"period"`
	PeriodFrom    time.Time `bun:"period_from"`
	PeriodTo      time.Time `bun:"period_to"`
	CorrectsID    *string   `bun:"corrects_id"`
	Sold          int       `bun:"sold"`
	Returned      int       `bun:"returned"`
	NetRevenue    int64     `bun:"net_revenue"`
	Royalty       int64     `bun:"royalty"`
	IssuedBy      *string   `bun:"issued_by"`
	IssuedAt      time.Time `bun:"issued_at"`
	CorrectedByID string    `bun:"corrected_by_id,scanonly"`
}

type royaltyLineRow struct {
	bun.BaseModel `bun:"table:royalty_statement_lines,alias:rsl"`
	StatementID   string `bun:"statement_id,pk"`
	Position      int    `bun:"position,pk"`
	BookID        string `bun:"book_id"`
	Title         string `bun:"title"`
	Sold          int    `bun:"sold"`
	Returned      int    `bun:"returned"`
	Gross         int64  `bun:"gross"`
	Refunded      int64  `bun:"refunded"`
	Kind          string `bun:"kind"`
	BasisPoints   int64  `bun:"basis_points"`
	PerCopy       int64  `bun:"per_copy"`
	Royalty       int64  `bun:"royalty"`
}

func (r *royaltyStatementRow) statement() bookstore.RoyaltyStatement {
	st := bookstore.RoyaltyStatement{ID: r.ID, AuthorID: r.AuthorID, AuthorName: r.AuthorName, Period: bookstore.RoyaltyPeriod(r.Period),
		From: r.PeriodFrom.UTC(), To: r.PeriodTo.UTC(), CorrectedByID: r.CorrectedByID, Sold: r.Sold, Returned: r.Returned,
		Net: r.NetRevenue, Royalty: r.Royalty, IssuedAt: r.IssuedAt.UTC(), Lines: []bookstore.RoyaltyLine{}}
	if r.CorrectsID != nil {
		st.CorrectsID = *r.CorrectsID
	}
	if r.IssuedBy != nil {
		st.IssuedBy = *r.IssuedBy
	}
	return st
}

// IssueRoyaltyStatement stores st once. The author's row is locked on
// PostgreSQL (SQLite has one writer) so two admins issuing overlapping
// periods at once are told apart; the unique indexes back it.
func (s *RoyaltyStore) IssueRoyaltyStatement(ctx context.Context, st *bookstore.RoyaltyStatement, fx bookstore.Effects) error {
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		lock := ""
		if s.db.dialect == Postgres {
			lock = " FOR UPDATE"
		}
		var authorID string
		if err := tx.NewRaw(`SELECT id FROM authors WHERE id = ?`+lock, st.AuthorID).Scan(ctx, &authorID); err != nil {
			return translate(err)
		}
		if err := s.checkIssuable(ctx, tx, st); err != nil {
			return err
		}
		st.ID, st.IssuedAt = newID(), now()
		row := royaltyStatementRow{ID: st.ID, AuthorID: st.AuthorID, AuthorName: st.AuthorName, Period: string(st.Period),
			PeriodFrom: st.From.UTC(), PeriodTo: st.To.UTC(), Sold: st.Sold, Returned: st.Returned, NetRevenue: st.Net,
			Royalty: st.Royalty, IssuedAt: st.IssuedAt}
		if st.CorrectsID != "" {
			row.CorrectsID = &st.CorrectsID
		}
		if st.IssuedBy != "" {
			row.IssuedBy = &st.IssuedBy
		}
		if _, err := tx.NewInsert().Model(&row).Exec(ctx); err != nil {
			return translate(err)
		}
		if len(st.Lines) > 0 {
			lines := make([]royaltyLineRow, len(st.Lines))
			for i, l := range st.Lines {
				lines[i] = royaltyLineRow{StatementID: st.ID, Position: i + 1, BookID: l.BookID, Title: l.Title, Sold: l.Sold,
					Returned: l.Returned, Gross: l.Gross, Refunded: l.Refunded, Kind: string(l.Rate.Kind),
					BasisPoints: l.Rate.BasisPoints, PerCopy: l.Rate.PerCopy, Royalty: l.Royalty}
			}
			if _, err := tx.NewInsert().Model(&lines).Exec(ctx); err != nil {
				return translate(err)
			}
		}
		if fx.Audit != nil {
			fx.Audit.EntityID = st.ID
		}
		return writeEffects(ctx, s.db, tx, fx)
	})
	if errors.Is(err, bookstore.ErrDuplicate) {
		if st.CorrectsID != "" {
			return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgRoyaltyCorrected)
		}
		return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgRoyaltyIssued)
	}
	return err
}

// checkIssuable refuses an original for a period overlapping an issued
// original, and a correction of a statement already corrected, of another
// author, or of another period.
func (s *RoyaltyStore) checkIssuable(ctx context.Context, tx bun.Tx, st *bookstore.RoyaltyStatement) error {
	if st.CorrectsID == "" {
		var n int
		if err := tx.NewRaw(`SELECT count(*) FROM royalty_statements WHERE author_id = ? AND corrects_id IS NULL
			AND period_from < ? AND period_to > ?`, st.AuthorID, st.To.UTC(), st.From.UTC()).Scan(ctx, &n); err != nil {
			return translate(err)
		}
		if n > 0 {
			return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgRoyaltyIssued)
		}
		return nil
	}
	var old royaltyStatementRow
	if err := tx.NewSelect().Model(&old).Where("rs.id = ?", st.CorrectsID).Scan(ctx); err != nil {
		return translate(err)
	}
	if old.AuthorID != st.AuthorID || !old.PeriodFrom.Equal(st.From) || !old.PeriodTo.Equal(st.To) {
		return bookstore.Invalid(bookstore.FieldError{Field: "correctsId", Message: bookstore.MsgRoyaltyWrongAuthor})
	}
	var n int
	if err := tx.NewRaw(`SELECT count(*) FROM royalty_statements WHERE corrects_id = ?`, st.CorrectsID).Scan(ctx, &n); err != nil {
		return translate(err)
	}
	if n > 0 {
		return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgRoyaltyCorrected)
	}
	return nil
}

const statementColumns = `rs.id, rs.author_id, rs.author_name, rs.period, rs.period_from, rs.period_to, rs.corrects_id, rs.sold,
	rs.returned, rs.net_revenue, rs.royalty, rs.issued_by, rs.issued_at,
	COALESCE(CAST((SELECT c.id FROM royalty_statements c WHERE c.corrects_id = rs.id) AS TEXT), '') AS corrected_by_id`

// RoyaltyStatements lists the author's statements, newest period first
// and, within a period, the newest correction first.
func (s *RoyaltyStore) RoyaltyStatements(ctx context.Context, authorID string) ([]bookstore.RoyaltyStatement, error) {
	if !bookstore.ValidID(authorID) {
		return nil, bookstore.ErrNotFound
	}
	var rows []royaltyStatementRow
	if err := s.db.bun.NewRaw(`SELECT `+statementColumns+` FROM royalty_statements rs WHERE rs.author_id = ?
		ORDER BY rs.period_from DESC, rs.issued_at DESC, rs.id DESC`, authorID).Scan(ctx, &rows); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.RoyaltyStatement, len(rows))
	for i := range rows {
		out[i] = rows[i].statement()
	}
	return out, nil
}

// RoyaltyStatement reads one statement with its lines.
func (s *RoyaltyStore) RoyaltyStatement(ctx context.Context, id string) (*bookstore.RoyaltyStatement, error) {
	if !bookstore.ValidID(id) {
		return nil, bookstore.ErrNotFound
	}
	var row royaltyStatementRow
	if err := s.db.bun.NewRaw(`SELECT `+statementColumns+` FROM royalty_statements rs WHERE rs.id = ?`, id).Scan(ctx, &row); err != nil {
		return nil, translate(err)
	}
	st := row.statement()
	var lines []royaltyLineRow
	if err := s.db.bun.NewSelect().Model(&lines).Where("rsl.statement_id = ?", id).Order("rsl.position").Scan(ctx); err != nil {
		return nil, translate(err)
	}
	for _, l := range lines {
		st.Lines = append(st.Lines, bookstore.RoyaltyLine{
			BookSales: bookstore.BookSales{BookID: l.BookID, Title: l.Title, Sold: l.Sold, Returned: l.Returned, Gross: l.Gross, Refunded: l.Refunded},
			Rate:      bookstore.RoyaltyRate{Kind: bookstore.RoyaltyKind(l.Kind), BasisPoints: l.BasisPoints, PerCopy: l.PerCopy},
			Royalty:   l.Royalty})
	}
	return &st, nil
}
