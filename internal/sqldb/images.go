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

// CreatePendingImage records an upload waiting for approval. A newer upload
// for the same record and kind replaces the older ones still waiting: they
// are deleted in the same transaction and returned, so that their files can
// be released.
func (s *ImageStore) CreatePendingImage(ctx context.Context, p *bookstore.PendingImage) ([]bookstore.PendingImage, error) {
	stamp(&p.ID, &p.CreatedAt)
	row := pendingImageRow{ID: p.ID, ImageURL: p.ImageURL, StorageKey: p.StorageKey, ImageType: string(p.Kind),
		ReferenceTable: p.RefTable, ReferenceID: p.RefID, UploadedBy: optional(p.UploadedBy), IsApproved: p.Approved, CreatedAt: p.CreatedAt}
	var older []pendingImageRow
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if p.RefID != "" {
			if _, err := tx.NewDelete().Model(&older).
				Where("reference_table = ? AND reference_id = ? AND image_type = ? AND is_approved = ?", p.RefTable, p.RefID, string(p.Kind), false).
				Returning("*").Exec(ctx, &older); err != nil {
				return err
			}
		}
		_, err := tx.NewInsert().Model(&row).Exec(ctx)
		return err
	})
	if err != nil {
		return nil, translate(err)
	}
	superseded := make([]bookstore.PendingImage, len(older))
	for i := range older {
		superseded[i] = *older[i].domain()
	}
	return superseded, nil
}

// PendingImages lists unapproved images, newest first, with the uploader's
// name and the name of the record each is for (a book's or event's title,
// an author's or member's name), so that the admin knows what they approve.
func (s *ImageStore) PendingImages(ctx context.Context, limit int) ([]bookstore.PendingImage, error) {
	var rows []struct {
		pendingImageRow
		UploaderName *string `bun:"uploader_name"`
		RecordName   *string `bun:"record_name"`
	}
	err := s.db.bun.NewSelect().TableExpr("pending_images AS pi").ColumnExpr("pi.*").
		ColumnExpr("u.full_name AS uploader_name").
		ColumnExpr("COALESCE(b.title, a.name, e.title, p.full_name) AS record_name").
		Join("LEFT JOIN profiles AS u ON u.id = pi.uploaded_by").
		Join("LEFT JOIN books AS b ON pi.reference_table = ? AND CAST(b.id AS TEXT) = pi.reference_id", bookstore.RefBooks).
		Join("LEFT JOIN authors AS a ON pi.reference_table = ? AND CAST(a.id AS TEXT) = pi.reference_id", bookstore.RefAuthors).
		Join("LEFT JOIN events AS e ON pi.reference_table = ? AND CAST(e.id AS TEXT) = pi.reference_id", bookstore.RefEvents).
		Join("LEFT JOIN profiles AS p ON pi.reference_table = ? AND CAST(p.id AS TEXT) = pi.reference_id", bookstore.RefProfiles).
		Where("pi.is_approved = ?", false).
		OrderExpr("pi.created_at DESC, pi.id DESC").Limit(int64(limit)).Scan(ctx, &rows)
	if err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.PendingImage, len(rows))
	for i := range rows {
		out[i] = *rows[i].domain()
		out[i].UploaderName, out[i].RecordName = deref(rows[i].UploaderName), deref(rows[i].RecordName)
	}
	return out, nil
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// lockPending reads one unapproved image inside tx, locking its row on
// PostgreSQL (SQLite's writer lock is taken at BEGIN); an approved one is a conflict.
func (s *ImageStore) lockPending(ctx context.Context, tx bun.Tx, id string) (*pendingImageRow, error) {
	if !bookstore.ValidID(id) {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgImageNotFound)
	}
	var row pendingImageRow
	q := tx.NewSelect().Model(&row).Where("id = ?", id)
	if s.db.dialect == Postgres {
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
// and marks it approved, in one transaction. The checks: an allowed
// table, a UUID id, an existing record; any failure changes nothing.
func (s *ImageStore) ApprovePendingImage(ctx context.Context, id string) (*bookstore.PendingImage, error) {
	var out *bookstore.PendingImage
	err := s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		row, err := s.lockPending(ctx, tx, id)
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
func (s *ImageStore) SetImageReference(ctx context.Context, table, id, url string) (string, error) {
	var replaced string
	err := s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
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
func (s *ImageStore) ImageURLInUse(ctx context.Context, url string) (bool, error) {
	like := "%" + likeEscape(strings.TrimSuffix(url, ".jpg")) + "%"
	var found []int
	err := s.db.bun.NewRaw(`
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
func (s *ImageStore) RejectPendingImage(ctx context.Context, id string) (*bookstore.PendingImage, error) {
	var out *bookstore.PendingImage
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		row, err := s.lockPending(ctx, tx, id)
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
// A malformed id or a missing record gives the reference errors of
// bookstore.CheckReference and MsgRefMissingFmt.
func (s *ImageStore) ImageOwner(ctx context.Context, table, id string) (string, error) {
	if e := bookstore.CheckReference(table, id); e != nil {
		return "", e
	}
	var authorID string
	var err error
	switch table {
	case bookstore.RefAuthors:
		err = s.db.bun.NewSelect().Table("authors").Column("id").Where("id = ?", id).Scan(ctx, &authorID)
	case bookstore.RefBooks, bookstore.RefEvents:
		err = s.db.bun.NewSelect().Table(table).Column("author_id").Where("id = ?", id).Scan(ctx, &authorID)
	case bookstore.RefProfiles:
		err = s.db.bun.NewSelect().Table("profiles").Column("id").Where("id = ?", id).Scan(ctx, new(string))
	}
	if errors.Is(translate(err), bookstore.ErrNotFound) {
		return "", bookstore.ReferenceMissing(table, id)
	}
	return authorID, translate(err)
}

// AuthorIDOfUser returns the author record linked to a user account.
func (s *ImageStore) AuthorIDOfUser(ctx context.Context, userID string) (string, error) {
	var id string
	err := s.db.bun.NewSelect().Table("authors").Column("id").Where("user_id = ?", userID).Scan(ctx, &id)
	return id, translate(err)
}

var _ bookstore.ImageStore = (*ImageStore)(nil)

// PendingImageByKey returns the upload stored under key, approved or not
// (the media server asks it for keys of uploads that waited for approval).
func (s *ImageStore) PendingImageByKey(ctx context.Context, key string) (*bookstore.PendingImage, error) {
	var row pendingImageRow
	if err := s.db.bun.NewSelect().Model(&row).Where("storage_key = ?", key).Limit(1).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return row.domain(), nil
}
