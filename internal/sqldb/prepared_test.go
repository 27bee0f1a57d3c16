package sqldb

import "testing"

func TestPreparedNumbersPlaceholders(t *testing.T) {
	s := prepared(`UPDATE t SET a = ?, b = ? WHERE id = ? AND s = 'x'`)
	if want := `UPDATE t SET a = $1, b = $2 WHERE id = $3 AND s = 'x'`; s.pg != want {
		t.Fatalf("pg text %q, want %q", s.pg, want)
	}
	if s.sql != `UPDATE t SET a = ?, b = ? WHERE id = ? AND s = 'x'` {
		t.Fatalf("sqlite text changed: %q", s.sql)
	}
}
