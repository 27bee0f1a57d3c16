package sqldb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// MediaInstanceStore keeps the media directories of the instances sharing
// the database (table media_instances).
type MediaInstanceStore struct{ db *DB }

// NewMediaInstanceStore returns the registry on db.
func NewMediaInstanceStore(db *DB) *MediaInstanceStore { return &MediaInstanceStore{db: db} }

var _ bookstore.MediaInstances = (*MediaInstanceStore)(nil)

// RegisterMediaDir upserts the row of m's media id and lists the other ids
// seen since the given time.
func (s *MediaInstanceStore) RegisterMediaDir(ctx context.Context, m bookstore.MediaInstance, since time.Time) ([]bookstore.MediaInstance, error) {
	if _, err := s.db.bun.ExecContext(ctx, `INSERT INTO media_instances (media_id, hostname, dir, seen_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (media_id) DO UPDATE SET hostname = excluded.hostname, dir = excluded.dir, seen_at = excluded.seen_at`,
		m.MediaID, m.Hostname, m.Dir, utc(m.SeenAt)); err != nil {
		return nil, translate(err)
	}
	var rows []struct {
		MediaID  string    `bun:"media_id"`
		Hostname string    `bun:"hostname"`
		Dir      string    `bun:"dir"`
		SeenAt   time.Time `bun:"seen_at"`
	}
	if err := s.db.bun.NewRaw(`SELECT media_id, hostname, dir, seen_at FROM media_instances
		WHERE media_id <> ? AND seen_at >= ? ORDER BY seen_at DESC`, m.MediaID, utc(since)).Scan(ctx, &rows); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.MediaInstance, 0, len(rows))
	for _, r := range rows {
		out = append(out, bookstore.MediaInstance{MediaID: r.MediaID, Hostname: r.Hostname, Dir: r.Dir, SeenAt: r.SeenAt})
	}
	return out, nil
}

// TakeOverMediaDirs removes every other registration and registers m, in
// one transaction.
func (s *MediaInstanceStore) TakeOverMediaDirs(ctx context.Context, m bookstore.MediaInstance) error {
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM media_instances WHERE media_id <> ?`, m.MediaID); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO media_instances (media_id, hostname, dir, seen_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (media_id) DO UPDATE SET hostname = excluded.hostname, dir = excluded.dir, seen_at = excluded.seen_at`,
			m.MediaID, m.Hostname, m.Dir, utc(m.SeenAt))
		return err
	})
	return translate(err)
}
