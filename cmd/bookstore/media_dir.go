package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
)

// Local media on a shared PostgreSQL. Each instance serves /media/ from its
// own directory, so with two instances and two directories a cover uploaded
// through one is a 404 on the other. An instance on PostgreSQL with disk
// media therefore registers its directory: the directory holds a marker
// file with a random id, the database a row per id refreshed every minute.
// An instance that finds another id alive refuses to start. Instances that
// share one directory (a shared mount) share its marker and start; so does
// a restart of the same instance. The scale-out path is S3 (BOOKSTORE_S3_*).
const (
	mediaMarkerFile = ".bookstore-media-id"
	mediaHeartbeat  = time.Minute
	// mediaAlive is how long a registered directory counts as in use after
	// its instance's last heartbeat (a stopped instance's directory frees
	// up after it).
	mediaAlive = 3 * mediaHeartbeat
)

// errOtherMediaDir is returned when another live instance uses a different
// local media directory on the same database.
var errOtherMediaDir = errors.New("another instance serves media from a different local directory on this database")

// claimMediaDir registers this instance's media directory on PostgreSQL
// (nothing to do on SQLite, one instance only, or with S3) and keeps the
// registration alive until ctx ends.
func (a *app) claimMediaDir(ctx context.Context, mediaDir string) error {
	me, ok, err := a.localMediaInstance(mediaDir)
	if !ok || err != nil {
		return err
	}
	reg := sqldb.NewMediaInstanceStore(a.db)
	register := func() ([]bookstore.MediaInstance, error) {
		me.SeenAt = time.Now()
		return reg.RegisterMediaDir(ctx, me, me.SeenAt.Add(-mediaAlive))
	}
	others, err := register()
	if err != nil {
		return fmt.Errorf("register media directory: %w", err)
	}
	if len(others) > 0 {
		o := others[0]
		a.log.Error("media: refusing to start: another instance on this PostgreSQL serves media from its own local directory, "+
			"so each would serve only its own uploads; use S3 for several instances (BOOKSTORE_S3_ENDPOINT, BOOKSTORE_S3_BUCKET, "+
			"BOOKSTORE_S3_ACCESS_KEY, BOOKSTORE_S3_SECRET_KEY) or give every instance the same shared directory (BOOKSTORE_DATA_DIR)",
			"this_dir", mediaDir, "other_host", o.Hostname, "other_dir", o.Dir, "other_seen_at", o.SeenAt.UTC().Format(time.RFC3339))
		return usagef("%v (%s on %s); use BOOKSTORE_S3_* or a shared BOOKSTORE_DATA_DIR", errOtherMediaDir, o.Dir, o.Hostname)
	}
	go func() {
		t := time.NewTicker(mediaHeartbeat)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				if _, err := register(); err != nil && ctx.Err() == nil {
					a.log.Warn("media: directory registration not refreshed", "err", err)
				}
			}
		}
	}()
	return nil
}

// takeOverMediaDir makes this data directory's media the only registered
// one after a restore (PostgreSQL with local media): the archive carries the
// old shop's registration, which would keep serve from starting until it
// aged out.
func (a *app) takeOverMediaDir(ctx context.Context, mediaDir string) error {
	me, ok, err := a.localMediaInstance(mediaDir)
	if !ok || err != nil {
		return err
	}
	me.SeenAt = time.Now()
	if err := sqldb.NewMediaInstanceStore(a.db).TakeOverMediaDirs(ctx, me); err != nil {
		return fmt.Errorf("register media directory: %w", err)
	}
	return nil
}

// localMediaInstance is this instance's entry in the media registration;
// ok is false where there is nothing to register (SQLite runs one
// instance; S3 is shared by all).
func (a *app) localMediaInstance(mediaDir string) (me bookstore.MediaInstance, ok bool, err error) {
	if a.db.Dialect() != sqldb.Postgres || a.cfg.S3.Endpoint != "" {
		return me, false, nil
	}
	id, err := mediaMarker(mediaDir)
	if err != nil {
		return me, false, err
	}
	host, _ := os.Hostname()
	return bookstore.MediaInstance{MediaID: id, Hostname: host, Dir: mediaDir}, true, nil
}

// mediaMarker reads the directory's id, writing a new one the first time.
func mediaMarker(dir string) (string, error) {
	path := filepath.Join(dir, mediaMarkerFile)
	b, err := os.ReadFile(path)
	if err == nil && len(strings.TrimSpace(string(b))) > 0 {
		return strings.TrimSpace(string(b)), nil
	}
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return "", fmt.Errorf("media marker: %w", err)
	}
	id := bookstore.NewToken()[:32]
	// O_EXCL: of two instances creating the marker of a shared directory
	// at once, one writes it and the other reads the winner's.
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o640)
	if errors.Is(err, fs.ErrExist) {
		time.Sleep(10 * time.Millisecond) // let the winner write it
		return mediaMarker(dir)
	}
	if err != nil {
		return "", fmt.Errorf("media marker: %w", err)
	}
	if _, err := f.WriteString(id + "\n"); err != nil {
		_ = f.Close() // the write failed; that error is the one to report
		return "", fmt.Errorf("media marker: %w", err)
	}
	return id, f.Close()
}
