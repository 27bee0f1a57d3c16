package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

type pendingImageRow struct {
	bun.BaseModel  `bun:"table:pending_images"`
	ID             string    `bun:"id,pk"`
	ImageURL       string    `bun:"image_url"`
	StorageKey     string    `bun:"storage_key"`
	ImageType      string    `bun:"image_type"`
	ReferenceTable string    `bun:"reference_table"`
	ReferenceID    string    `bun:"reference_id"`
	UploadedBy     *string   `bun:"uploaded_by"`
	IsApproved     bool      `bun:"is_approved"`
	CreatedAt      time.Time `bun:"created_at"`
}

func (r *pendingImageRow) domain() *bookstore.PendingImage {
	p := &bookstore.PendingImage{ID: r.ID, ImageURL: r.ImageURL, StorageKey: r.StorageKey, Kind: bookstore.ImageKind(r.ImageType),
		RefTable: r.ReferenceTable, RefID: r.ReferenceID, Approved: r.IsApproved, CreatedAt: r.CreatedAt.UTC()}
	if r.UploadedBy != nil {
		p.UploadedBy = *r.UploadedBy
	}
	return p
}

// CreatePendingImage records an upload waiting for approval.
func (db *DB) CreatePendingImage(ctx context.Context, p *bookstore.PendingImage) error {
	stamp(&p.ID, &p.CreatedAt)
	row := pendingImageRow{ID: p.ID, ImageURL: p.ImageURL, StorageKey: p.StorageKey, ImageType: string(p.Kind),
		ReferenceTable: p.RefTable, ReferenceID: p.RefID, UploadedBy: optional(p.UploadedBy), IsApproved: p.Approved, CreatedAt: p.CreatedAt}
	_, err := db.bun.NewInsert().Model(&row).Exec(ctx)
	return translate(err)
}

// PendingImages lists unapproved images, newest first.
func (db *DB) PendingImages(ctx context.Context, limit int) ([]bookstore.PendingImage, error) {
	var rows []pendingImageRow
	err := db.bun.NewSelect().Model(&rows).Where("is_approved = ?", false).
		Order("created_at DESC", "id DESC").Limit(int64(limit)).Scan(ctx)
	if err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.PendingImage, len(rows))
	for i := range rows {
		out[i] = *rows[i].domain()
	}
	return out, nil
}

// lockPending reads one unapproved image inside tx, locking its row on
// PostgreSQL (SQLite's writer lock is taken at BEGIN); an approved one is a conflict.
func (db *DB) lockPending(ctx context.Context, tx bun.Tx, id string) (*pendingImageRow, error) {
	if !bookstore.ValidID(id) {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgImageNotFound)
	}
	var row pendingImageRow
	q := tx.NewSelect().Model(&row).Where("id = ?", id)
	if db.dialect == Postgres {
		q = q.For("UPDATE")
	}
	if err := q.Scan(ctx); err != nil {
		if errors.Is(translate(err), bookstore.ErrNotFound) {
			return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgImageNotFound)
		}
		return nil, err
	}
	if row.IsApproved {
		return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgImageAlreadyDone)
	}
	return &row, nil
}

// ApprovePendingImage sets the referenced record's image field to the image
// and marks it approved, in one transaction. The spec's checks: an allowed
// table, a UUID id, an existing record; any failure changes nothing.
func (db *DB) ApprovePendingImage(ctx context.Context, id string) (*bookstore.PendingImage, error) {
	var out *bookstore.PendingImage
	err := db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		row, err := db.lockPending(ctx, tx, id)
		if err != nil {
			return err
		}
		replaced := ""
		if row.ReferenceTable != "" || row.ReferenceID != "" {
			if replaced, err = setImageField(ctx, tx, row.ReferenceTable, row.ReferenceID, row.ImageURL); err != nil {
				return err
			}
		}
		if _, err := tx.NewUpdate().Model((*pendingImageRow)(nil)).Set("is_approved = ?", true).Where("id = ?", row.ID).Exec(ctx); err != nil {
			return err
		}
		row.IsApproved = true
		out = row.domain()
		out.Replaced = replaced
		return nil
	})
	if err != nil {
		return nil, translate(err)
	}
	return out, nil
}

// setImageField writes url to the image column of table's record id after
// the reference checks, and returns the column's previous value.
func setImageField(ctx context.Context, tx bun.Tx, table, id, url string) (string, error) {
	if e := bookstore.CheckReference(table, id); e != nil {
		return "", e
	}
	field, _ := bookstore.ImageFieldOf(table) // table is one of four, checked above
	var previous string
	err := tx.NewSelect().Table(table).ColumnExpr("?", bun.Ident(field)).Where("id = ?", id).Scan(ctx, &previous)
	if errors.Is(err, sql.ErrNoRows) {
		return "", bookstore.ReferenceMissing(table, id)
	}
	if err != nil {
		return "", err
	}
	if _, err := tx.NewUpdate().Table(table).Set("? = ?", bun.Ident(field), url).Set("updated_at = ?", now()).
		Where("id = ?", id).Exec(ctx); err != nil {
		return "", err
	}
	return previous, nil
}

// SetImageReference writes an admin's upload to its record at once.
func (db *DB) SetImageReference(ctx context.Context, table, id, url string) (string, error) {
	var replaced string
	err := db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var err error
		replaced, err = setImageField(ctx, tx, table, id, url)
		return err
	})
	if err != nil {
		return "", translate(err)
	}
	return replaced, nil
}

// ImageURLInUse looks for the URL in every image column, the unapproved
// uploads (an approved one's URL lives on in its record, if anywhere) and
// the pages' content and settings (a page may show any image, or its small
// variant: the pattern leaves out the extension).
func (db *DB) ImageURLInUse(ctx context.Context, url string) (bool, error) {
	like := "%" + likeEscape(strings.TrimSuffix(url, ".jpg")) + "%"
	var found []int
	err := db.bun.NewRaw(`
		SELECT 1 FROM books WHERE cover_image_url = ?
		UNION ALL SELECT 1 FROM authors WHERE photo_url = ?
		UNION ALL SELECT 1 FROM events WHERE image_url = ?
		UNION ALL SELECT 1 FROM profiles WHERE avatar_url = ?
		UNION ALL SELECT 1 FROM pending_images WHERE image_url = ? AND is_approved = ?
		UNION ALL SELECT 1 FROM page_contents WHERE content LIKE ? ESCAPE '\' OR CAST(meta_data AS TEXT) LIKE ? ESCAPE '\'
		LIMIT 1`, url, url, url, url, url, false, like, like).Scan(ctx, &found)
	if err != nil {
		return false, translate(err)
	}
	return len(found) > 0, nil
}

// RejectPendingImage deletes an unapproved image's record and returns it.
func (db *DB) RejectPendingImage(ctx context.Context, id string) (*bookstore.PendingImage, error) {
	var out *bookstore.PendingImage
	err := db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		row, err := db.lockPending(ctx, tx, id)
		if err != nil {
			return err
		}
		if _, err := tx.NewDelete().Model((*pendingImageRow)(nil)).Where("id = ?", row.ID).Exec(ctx); err != nil {
			return err
		}
		out = row.domain()
		return nil
	})
	return out, translate(err)
}

// ImageOwner returns the author owning a referenced record: the author
// itself, or a book's or event's author. Profiles have no author owner ("").
// A malformed id or a missing record gives the spec's reference errors.
func (db *DB) ImageOwner(ctx context.Context, table, id string) (string, error) {
	if e := bookstore.CheckReference(table, id); e != nil {
		return "", e
	}
	var authorID string
	var err error
	switch table {
	case bookstore.RefAuthors:
		err = db.bun.NewSelect().Table("authors").Column("id").Where("id = ?", id).Scan(ctx, &authorID)
	case bookstore.RefBooks, bookstore.RefEvents:
		err = db.bun.NewSelect().Table(table).Column("author_id").Where("id = ?", id).Scan(ctx, &authorID)
	case bookstore.RefProfiles:
		err = db.bun.NewSelect().Table("profiles").Column("id").Where("id = ?", id).Scan(ctx, new(string))
	}
	if errors.Is(translate(err), bookstore.ErrNotFound) {
		return "", bookstore.ReferenceMissing(table, id)
	}
	return authorID, translate(err)
}

// AuthorIDOfUser returns the author record linked to a user account.
func (db *DB) AuthorIDOfUser(ctx context.Context, userID string) (string, error) {
	var id string
	err := db.bun.NewSelect().Table("authors").Column("id").Where("user_id = ?", userID).Scan(ctx, &id)
	return id, translate(err)
}

var _ bookstore.ImageStore = (*DB)(nil)
