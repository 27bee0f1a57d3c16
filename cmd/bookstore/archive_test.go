package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"bookstore/internal/sqldb"
)

const testCover = "book-covers/0192f0c2-7d1e-7000-8000-000000000001.jpg"

// writeTestArchive writes an archive holding a database file and one cover,
// letting edit change the manifest before it is written.
func writeTestArchive(t *testing.T, edit func(m *manifest)) string {
	t.Helper()
	dir := t.TempDir()
	dbFile, cover := filepath.Join(dir, "db"), filepath.Join(dir, "cover.jpg")
	writeFile(t, dbFile, []byte("SQLite format 3\x00..."))
	writeFile(t, cover, []byte{0xFF, 0xD8, 0xFF, 0xE0})
	dest := filepath.Join(dir, "yedek.tar.gz")
	aw, err := createArchive(dest)
	if err != nil {
		t.Fatal(err)
	}
	defer aw.abort()
	m := &manifest{Format: archiveFormat, Version: "test", SchemaVersion: sqldb.LatestMigration(sqldb.SQLite), Dialect: "sqlite",
		CreatedAt: time.Now().UTC(), Counts: map[string]int64{"books": 1}, Media: mediaManifest{Backend: "disk", Included: true}}
	if m.Database, err = aw.addFile(databaseEntry(sqldb.SQLite), dbFile); err != nil {
		t.Fatal(err)
	}
	f, err := aw.addFile(mediaPrefix+testCover, cover)
	if err != nil {
		t.Fatal(err)
	}
	f.Path = testCover
	m.Media.Files = append(m.Media.Files, f)
	if edit != nil {
		edit(m)
	}
	if err := aw.addManifest(m); err != nil {
		t.Fatal(err)
	}
	if err := aw.commit(); err != nil {
		t.Fatal(err)
	}
	return dest
}

func TestArchiveManifest(t *testing.T) {
	t.Run("a whole archive is read back with its manifest", func(t *testing.T) {
		path := writeTestArchive(t, nil)
		m, err := verifyArchive(path)
		if err != nil {
			t.Fatal(err)
		}
		if m.Dialect != "sqlite" || m.Database.Path != "database/bookstore.db" || m.Database.Size != 19 || len(m.Database.SHA256) != 64 ||
			len(m.Media.Files) != 1 || m.Media.Files[0].Path != testCover || m.Media.Files[0].Size != 4 || m.Counts["books"] != 1 {
			t.Fatalf("manifest: %+v", m)
		}
		if st, err := os.Stat(path); err != nil || st.Mode().Perm() != 0o600 {
			t.Fatalf("the archive holds personal data and must be private: %v %v", st.Mode(), err)
		}
	})
	refused := map[string]struct {
		edit func(m *manifest)
		want string
	}{
		"a checksum that does not match": {func(m *manifest) { m.Media.Files[0].SHA256 = strings.Repeat("0", 64) }, "bozuk"},
		"a file the manifest lists but the archive lacks": {func(m *manifest) {
			m.Media.Files = append(m.Media.Files, archivedFile{Path: "book-covers/eksik.jpg", Size: 1})
		}, "eksik"},
		"an entry the manifest does not list": {func(m *manifest) { m.Media.Files = nil }, "manifest'te olmayan"},
		"a media path outside the media": {func(m *manifest) {
			m.Media.Files = append(m.Media.Files, archivedFile{Path: "../../etc/passwd"})
		}, "geçersiz medya"},
		"a schema newer than this binary's":    {func(m *manifest) { m.SchemaVersion = "9999_future" }, "yeni"},
		"an unknown format":                    {func(m *manifest) { m.Format = 2 }, "biçimi"},
		"the database file of another dialect": {func(m *manifest) { m.Dialect = "postgres" }, "beklenirken"},
	}
	for name, c := range refused {
		t.Run("refuses "+name, func(t *testing.T) {
			_, err := verifyArchive(writeTestArchive(t, c.edit))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want an error with %q", err, c.want)
			}
		})
	}
	t.Run("refuses an archive without its manifest", func(t *testing.T) {
		dir := t.TempDir()
		aw, err := createArchive(filepath.Join(dir, "yarim.tar.gz"))
		if err != nil {
			t.Fatal(err)
		}
		if err := aw.commit(); err != nil {
			t.Fatal(err)
		}
		if _, err := verifyArchive(filepath.Join(dir, "yarim.tar.gz")); err == nil || !strings.Contains(err.Error(), "manifest.json yok") {
			t.Fatalf("got %v", err)
		}
	})
}

// backupOfAnEmptyShop returns the archive of a migrated, empty database.
func backupOfAnEmptyShop(t *testing.T) string {
	t.Helper()
	env := map[string]string{"BOOKSTORE_SECRET_KEY": testSecretKey, "BOOKSTORE_DATA_DIR": t.TempDir()}
	if _, err := run(t, env, "", "migrate"); err != nil {
		t.Fatal(err)
	}
	out, err := run(t, env, "", "backup", t.TempDir())
	if err != nil {
		t.Fatalf("backup: %v %s", err, out)
	}
	return strings.TrimSpace(strings.TrimPrefix(strings.SplitN(out, "\n", 2)[0], "Yedek yazıldı:"))
}

func TestRestoreRefusesANonEmptyTarget(t *testing.T) {
	archive := backupOfAnEmptyShop(t)
	dir := t.TempDir()
	stray := filepath.Join(dir, "media", "notlar.txt")
	writeFile(t, stray, []byte("kalsın"))
	env := map[string]string{"BOOKSTORE_SECRET_KEY": testSecretKey, "BOOKSTORE_DATA_DIR": dir}
	_, err := run(t, env, "", "restore", archive)
	if !isUsage(err) || !strings.Contains(err.Error(), "--force") {
		t.Fatalf("restore into a non-empty directory: %v", err)
	}
	if _, err := os.Stat(sqldb.SQLitePath(dir)); !os.IsNotExist(err) {
		t.Fatalf("a refused restore wrote the database: %v", err)
	}
	if out, err := run(t, env, "", "restore", "--force", archive); err != nil || !strings.Contains(out, "Geri yüklendi") {
		t.Fatalf("restore --force: %v %s", err, out)
	}
	if b, err := os.ReadFile(stray); err != nil || string(b) != "kalsın" {
		t.Fatalf("restore --force removed a file it does not own: %v", err)
	}
	// An empty directory (with empty folders) is a fine target.
	empty := t.TempDir()
	if err := os.MkdirAll(filepath.Join(empty, "media", "book-covers"), 0o750); err != nil {
		t.Fatal(err)
	}
	if _, err := run(t, map[string]string{"BOOKSTORE_SECRET_KEY": testSecretKey, "BOOKSTORE_DATA_DIR": empty}, "", "restore", archive); err != nil {
		t.Fatalf("restore into empty folders: %v", err)
	}
}

func TestBackupRefusals(t *testing.T) {
	t.Run("an existing archive is not overwritten", func(t *testing.T) {
		env := map[string]string{"BOOKSTORE_SECRET_KEY": testSecretKey, "BOOKSTORE_DATA_DIR": t.TempDir()}
		if _, err := run(t, env, "", "migrate"); err != nil {
			t.Fatal(err)
		}
		dest := filepath.Join(t.TempDir(), "yedek.tar.gz")
		writeFile(t, dest, []byte("eski yedek"))
		if _, err := run(t, env, "", "backup", dest); !isUsage(err) || !strings.Contains(err.Error(), "zaten var") {
			t.Fatalf("backup over an existing file: %v", err)
		}
	})
	t.Run("no database, no backup (and none created)", func(t *testing.T) {
		dir := t.TempDir()
		if _, err := run(t, map[string]string{"BOOKSTORE_SECRET_KEY": testSecretKey, "BOOKSTORE_DATA_DIR": dir}, "", "backup", t.TempDir()); !isUsage(err) {
			t.Fatalf("backup of a missing database: %v", err)
		}
		if _, err := os.Stat(sqldb.SQLitePath(dir)); !os.IsNotExist(err) {
			t.Fatal("backup created a database")
		}
	})
	t.Run("on PostgreSQL without pg_dump it says what to run", func(t *testing.T) {
		env := map[string]string{"BOOKSTORE_SECRET_KEY": testSecretKey, "BOOKSTORE_DATA_DIR": t.TempDir(), "BOOKSTORE_DATABASE_URL": "postgres://127.0.0.1:1/kitapevi", "PATH": t.TempDir()}
		_, err := run(t, env, "", "backup", t.TempDir())
		if err == nil || !strings.Contains(err.Error(), "pg_dump -Fc") || !strings.Contains(err.Error(), "not found on PATH") {
			t.Fatalf("got %v", err)
		}
	})
	t.Run("a backup of one database is not restored into the other", func(t *testing.T) {
		env := map[string]string{"BOOKSTORE_SECRET_KEY": testSecretKey, "BOOKSTORE_DATA_DIR": t.TempDir(), "BOOKSTORE_DATABASE_URL": "postgres://127.0.0.1:1/kitapevi"}
		if _, err := run(t, env, "", "restore", backupOfAnEmptyShop(t)); !isUsage(err) || !strings.Contains(err.Error(), "sqlite") {
			t.Fatalf("restore of a SQLite backup on PostgreSQL: %v", err)
		}
	})
	t.Run("usage", func(t *testing.T) {
		for _, args := range [][]string{{"backup"}, {"backup", "a", "b"}, {"restore"}, {"restore", "--kuvvet", "x"}} {
			if _, err := run(t, nil, "", args...); !isUsage(err) {
				t.Errorf("%v: %v", args, err)
			}
		}
	})
}

func writeFile(t *testing.T, path string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o750); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
}
