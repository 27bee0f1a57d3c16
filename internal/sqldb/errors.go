package sqldb

import (
	"context"
	"database/sql/driver"
	"errors"
	"io"
	"net"
	"syscall"

	"github.com/jackc/pgx/v5/pgconn"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"bookstore/internal/bookstore"
)

// outage returns err marked as bookstore.ErrUnavailable when it says the
// database cannot serve anyone right now, not that this request is wrong;
// otherwise nil. translate calls it first, so every store method that
// translates its errors answers an outage with the one sentinel (503 at the
// HTTP layer) instead of an internal error.
func outage(err error) error {
	if isOutage(err) {
		return bookstore.Unavailable(err)
	}
	return nil
}

func isOutage(err error) bool {
	switch {
	case errors.Is(err, bookstore.ErrUnavailable):
		return false // already marked
	// The pool could not get a connection in time, or a connection died:
	// the server is down, restarting or unreachable.
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, driver.ErrBadConn),
		errors.Is(err, pgconn.ErrConnClosed), errors.Is(err, io.ErrUnexpectedEOF),
		errors.Is(err, syscall.ECONNREFUSED), errors.Is(err, syscall.ECONNRESET), errors.Is(err, syscall.EPIPE),
		errors.Is(err, syscall.ENOSPC), errors.Is(err, syscall.EDQUOT), errors.Is(err, syscall.EROFS):
		return true
	}
	var connectErr *pgconn.ConnectError
	if errors.As(err, &connectErr) || pgconn.Timeout(err) {
		return true
	}
	var netErr *net.OpError
	if errors.As(err, &netErr) {
		return true
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return pgOutage(pgErr.Code)
	}
	var sqErr *sqlite.Error
	if errors.As(err, &sqErr) {
		switch sqErr.Code() & 0xff { // the primary code of an extended one
		case sqlite3.SQLITE_FULL, sqlite3.SQLITE_IOERR, sqlite3.SQLITE_BUSY, sqlite3.SQLITE_READONLY,
			sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_NOMEM:
			// BUSY arrives only after busy_timeout (10 s) has run out.
			return true
		}
	}
	return false
}

// pgOutage reports the SQLSTATEs of an unavailable server: connection
// exceptions (class 08), insufficient resources (53: disk full, out of
// memory, too many connections), shutdown and recovery (57P01-57P05), and a
// read-only transaction on a standby after a failover (25006).
func pgOutage(code string) bool {
	switch {
	case len(code) != 5:
		return false
	case code[:2] == "08", code[:2] == "53", code[:4] == "57P0", code == "25006":
		return true
	}
	return false
}

// retryable reports PostgreSQL's "try the transaction again" failures:
// serialization_failure (40001) and deadlock_detected (40P01).
func retryable(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && (pgErr.Code == "40001" || pgErr.Code == "40P01")
}

// outageConnector marks every failure to open a PostgreSQL connection as an
// outage, on every path: a store method that returns a driver error without
// translate still answers a stopped or unreachable server with
// bookstore.ErrUnavailable (once the pool's old connections are gone, every
// query fails here first).
type outageConnector struct{ driver.Connector }

func (c outageConnector) Connect(ctx context.Context) (driver.Conn, error) {
	conn, err := c.Connector.Connect(ctx)
	if err != nil {
		return nil, bookstore.Unavailable(err)
	}
	return conn, nil
}
