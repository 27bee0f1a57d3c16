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

// The payment methods' setting (payment_settings, 0064_payment_methods.sql):
// every setting the shop has had, the latest in force, and with none
// bookstore.DefaultPaymentSettings; and the shop's bank accounts
// (bank_accounts), which the admin's form replaces as a whole.

// PaymentSettingsStore keeps the payment methods' setting and the bank
// accounts.
type PaymentSettingsStore struct{ db *DB }

// NewPaymentSettingsStore returns the store on db's connection.
func NewPaymentSettingsStore(db *DB) *PaymentSettingsStore { return &PaymentSettingsStore{db} }

type paymentSettingsRow struct {
	bun.BaseModel    `bun:"table:payment_settings"`
	ID               string    `bun:"id,pk"`
	TransferOn       bool      `bun:"transfer_on"`
	HoldHours        int       `bun:"hold_hours"`
	TransferDiscount int       `bun:"transfer_discount"`
	CODOn            bool      `bun:"cod_on"`
	CODFee           int64     `bun:"cod_fee"`
	CODMaxTotal      int64     `bun:"cod_max_total"`
	CODForms         string    `bun:"cod_forms"`    // comma separated
	CODCarriers      string    `bun:"cod_carriers"` // comma separated
	CODBanDays       int       `bun:"cod_ban_days"`
	ValidFrom        time.Time `bun:"valid_from"`
	ChangedBy        *string   `bun:"changed_by"`
}

type bankAccountRow struct {
	bun.BaseModel `bun:"table:bank_accounts"`
	ID            string    `bun:"id,pk"`
	Bank          string    `bun:"bank"`
	Holder        string    `bun:"holder"`
	IBAN          string    `bun:"iban"`
	Position      int       `bun:"position"`
	CreatedAt     time.Time `bun:"created_at"`
}

// PaymentSettings is the setting in force.
func (s *PaymentSettingsStore) PaymentSettings(ctx context.Context) (bookstore.PaymentSettings, error) {
	return paymentSettingsIn(ctx, s.db.bun)
}

func paymentSettingsIn(ctx context.Context, q bun.IDB) (bookstore.PaymentSettings, error) {
	var row paymentSettingsRow
	err := q.NewSelect().Model(&row).OrderExpr("valid_from DESC, id DESC").Limit(1).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return bookstore.DefaultPaymentSettings, nil
	}
	if err != nil {
		return bookstore.PaymentSettings{}, translate(err)
	}
	v := bookstore.PaymentSettings{TransferOn: row.TransferOn, HoldHours: row.HoldHours, TransferDiscount: row.TransferDiscount,
		CODOn: row.CODOn, CODFee: row.CODFee, CODMaxTotal: row.CODMaxTotal, CODBanDays: row.CODBanDays, ValidFrom: row.ValidFrom.UTC()}
	for _, f := range splitList(row.CODForms) {
		v.CODForms = append(v.CODForms, bookstore.CODForm(f))
	}
	v.CODCarriers = splitList(row.CODCarriers)
	if row.ChangedBy != nil {
		v.ChangedBy = *row.ChangedBy
	}
	return v, nil
}

func splitList(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, ",")
}

// SavePaymentSettings puts v in force now (v.ChangedBy recorded), with fx.
func (s *PaymentSettingsStore) SavePaymentSettings(ctx context.Context, v bookstore.PaymentSettings, fx bookstore.Effects) error {
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := insertPaymentSettings(ctx, tx, v); err != nil {
			return err
		}
		return writeEffects(ctx, s.db, tx, fx)
	})
}

func insertPaymentSettings(ctx context.Context, tx bun.Tx, v bookstore.PaymentSettings) error {
	forms := make([]string, len(v.CODForms))
	for i, f := range v.CODForms {
		forms[i] = string(f)
	}
	row := paymentSettingsRow{ID: newID(), TransferOn: v.TransferOn, HoldHours: v.HoldHours, TransferDiscount: v.TransferDiscount,
		CODOn: v.CODOn, CODFee: v.CODFee, CODMaxTotal: v.CODMaxTotal, CODForms: strings.Join(forms, ","),
		CODCarriers: strings.Join(v.CODCarriers, ","), CODBanDays: v.CODBanDays, ValidFrom: now()}
	if bookstore.ValidID(v.ChangedBy) {
		row.ChangedBy = &v.ChangedBy
	}
	_, err := tx.NewInsert().Model(&row).Exec(ctx)
	return translate(err)
}

// BankAccounts lists the shop's accounts in the admin's order.
func (s *PaymentSettingsStore) BankAccounts(ctx context.Context) ([]bookstore.BankAccount, error) {
	var rows []bankAccountRow
	if err := s.db.bun.NewSelect().Model(&rows).OrderExpr("position, id").Scan(ctx); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.BankAccount, len(rows))
	for i, r := range rows {
		out[i] = bookstore.BankAccount{ID: r.ID, Bank: r.Bank, Holder: r.Holder, IBAN: r.IBAN}
	}
	return out, nil
}

// SaveBankAccounts replaces the accounts, with fx.
func (s *PaymentSettingsStore) SaveBankAccounts(ctx context.Context, accounts []bookstore.BankAccount, fx bookstore.Effects) error {
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := replaceBankAccounts(ctx, tx, accounts); err != nil {
			return err
		}
		return writeEffects(ctx, s.db, tx, fx)
	})
}

// SavePaymentForm saves the admin's whole form, the setting and the
// accounts, in one transaction with fx: a form refused for one account
// (an IBAN taken in a race) changes nothing.
func (s *PaymentSettingsStore) SavePaymentForm(ctx context.Context, v bookstore.PaymentSettings, accounts []bookstore.BankAccount, fx bookstore.Effects) error {
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := insertPaymentSettings(ctx, tx, v); err != nil {
			return err
		}
		if err := replaceBankAccounts(ctx, tx, accounts); err != nil {
			return err
		}
		return writeEffects(ctx, s.db, tx, fx)
	})
}

// replaceBankAccounts deletes the accounts and writes the given ones in
// their order; an account keeps its id when the form sent a valid one.
func replaceBankAccounts(ctx context.Context, tx bun.Tx, accounts []bookstore.BankAccount) error {
	if _, err := tx.NewDelete().Table("bank_accounts").Where("1 = 1").Exec(ctx); err != nil {
		return translate(err)
	}
	if len(accounts) == 0 {
		return nil
	}
	t := now()
	seen := map[string]bool{}
	rows := make([]bankAccountRow, len(accounts))
	for i, a := range accounts {
		id := a.ID
		if !bookstore.ValidID(id) || seen[id] {
			id = newID()
		}
		seen[id] = true
		rows[i] = bankAccountRow{ID: id, Bank: a.Bank, Holder: a.Holder, IBAN: a.IBAN, Position: i, CreatedAt: t}
	}
	if _, err := tx.NewInsert().Model(&rows).Exec(ctx); err != nil {
		if errors.Is(translate(err), bookstore.ErrDuplicate) {
			return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgBankIBANDuplicate)
		}
		return translate(err)
	}
	return nil
}

var _ bookstore.PaymentSettingsStore = (*PaymentSettingsStore)(nil)
