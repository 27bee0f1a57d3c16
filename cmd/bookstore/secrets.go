package main

import (
	"context"
	"errors"
	"log/slog"

	"bookstore/internal/auth"
	"bookstore/internal/config"
	"bookstore/internal/mail"
	"bookstore/internal/secretbox"
	"bookstore/internal/sqldb"
	"bookstore/internal/wiring"
)

// authWithSealedSecrets builds the sign-in service on the secret key and,
// before anything reads them, seals what is still stored in plain text and
// re-seals what an old key sealed (rotation: wiring.SecretKeys). A value
// that no configured key opens stops the start with one line: the key is
// wrong, or an old one was dropped too early.
func (m *Main) authWithSealedSecrets(ctx context.Context, cfg *config.Config, db *sqldb.DB, log *slog.Logger) (*auth.Service, *mail.Notifier, error) {
	if _, err := wiring.SecretKeys(cfg); err != nil {
		return nil, nil, usagef("BOOKSTORE_SECRET_KEY: %v", err)
	}
	a, notifier := wiring.Auth(cfg, db, log)
	n, err := a.SealStoredSecrets(ctx)
	switch {
	case errors.Is(err, secretbox.ErrUnknownKey):
		return nil, nil, usagef("BOOKSTORE_SECRET_KEY: %v; set the key that sealed them (or list it in BOOKSTORE_SECRET_KEY_OLD; in development, the old data directory's secret.key)", err)
	case err != nil:
		return nil, nil, err
	case n > 0:
		log.Info("stored secrets sealed with the current secret key", "values", n)
	}
	return a, notifier, nil
}
