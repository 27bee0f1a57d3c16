package sqldb

import (
	"context"
	"encoding/json"
	"slices"
	"strings"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// Closing an account (KVKK art. 7 and 11): the member's personal data is
// anonymised in every table in one transaction, while the orders and their
// payments stay for the legal retention period (VUK, TTK) with the personal
// fields replaced. A table added later that holds a member's personal data
// must be handled here too: TestDeletedMemberLeavesNoTrace scans every text
// column of every table.

// Placeholders of a closed account's fields.
const (
	deletedAddress  = "[silindi]"
	deletedMailBody = "[Bu e-posta silinmiş bir üyeye gönderilmişti; içeriği kişisel veri içerdiği için kaldırıldı.]"
)

// deletedEmail is a closed account's address: unique, undeliverable
// (.invalid, RFC 2606), so the real address can register again.
func deletedEmail(userID string) string { return "silinmis-" + userID + "@silinmis.invalid" }

// DeleteAccount closes and anonymises the account.
func (s *PrivacyStore) DeleteAccount(ctx context.Context, userID string, audit *bookstore.AuditEntry) error {
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var p profileRow
		q := tx.NewSelect().Model(&p).Where("p.id = ? AND p.deleted_at IS NULL", userID)
		if s.db.dialect == Postgres {
			q = q.For("UPDATE") // one deletion at a time; an order placed meanwhile waits
		}
		if err := q.Scan(ctx); err != nil {
			return translate(err)
		}
		open, err := tx.NewSelect().Table("orders").Where("user_id = ? AND status IN (?)", userID,
			bun.List([]string{string(bookstore.OrderPending), string(bookstore.OrderConfirmed), string(bookstore.OrderShipped)})).Count(ctx)
		if err != nil {
			return translate(err)
		}
		if open > 0 {
			return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgDeleteOpenOrders)
		}
		var orders []orderRow
		if err := tx.NewSelect().Model(&orders).Where("o.user_id = ?", userID).Scan(ctx); err != nil {
			return translate(err)
		}
		sc := newScrubber(p, orders)
		t := now()
		placeholder := deletedEmail(userID)

		if _, err := tx.NewUpdate().Table("users").Set("email = ?", placeholder).Set("password_hash = ?", "!deleted").
			Set("updated_at = ?", t).Where("id = ?", userID).Exec(ctx); err != nil {
			return translate(err)
		}
		if p.MarketingConsent {
			if err := insertConsent(ctx, tx, bookstore.ConsentChange{UserID: userID, Given: false, Source: bookstore.ConsentSourceDeletion, At: t}); err != nil {
				return err
			}
		}
		if _, err := tx.NewUpdate().Table("profiles").Set("email = ?", placeholder).Set("full_name = ?", bookstore.DeletedMemberName).
			Set("phone = ''").Set("shipping_address = ''").Set("avatar_url = ''").Set("marketing_consent = ?", false).
			Set("search_text = ?", searchText(bookstore.DeletedMemberName)).Set("deleted_at = ?", t).Set("updated_at = ?", t).
			Where("id = ?", userID).Exec(ctx); err != nil {
			return translate(err)
		}
		// What identifies a device or a sign-in goes; the ledger keeps the
		// consent history without the addresses it was given from.
		for _, stmt := range []struct{ sql string }{
			{"DELETE FROM sessions WHERE user_id = ?"}, {"DELETE FROM password_resets WHERE user_id = ?"},
			{"DELETE FROM sign_in_links WHERE user_id = ?"},
			{"DELETE FROM unsubscribe_tokens WHERE user_id = ?"}, {"DELETE FROM favorites WHERE user_id = ?"},
			{"DELETE FROM carts WHERE user_id = ?"}, {"DELETE FROM notifications WHERE user_id = ?"},
			{"UPDATE consent_ledger SET ip = '' WHERE user_id = ?"},
			// The second factor goes with the account; a return keeps its
			// lines and amounts, not the shopper's own words.
			{"DELETE FROM mfa_secrets WHERE user_id = ?"}, {"DELETE FROM mfa_recovery_codes WHERE user_id = ?"},
			{"DELETE FROM mfa_challenges WHERE user_id = ?"}, {"UPDATE returns SET note = '' WHERE user_id = ?"},
			// The address book goes; the orders' frozen parties lose the
			// person's name, number and addresses as the orders' own
			// address does (a company's unvan and VKN are not personal).
			{"DELETE FROM addresses WHERE user_id = ?"},
			{`UPDATE order_parties SET billing_name = '', tckn = '', delivery = '{}', billing = '{}'
				WHERE order_id IN (SELECT id FROM orders WHERE user_id = ?)`},
		} {
			if _, err := tx.ExecContext(ctx, stmt.sql, userID); err != nil {
				return translate(err)
			}
		}
		for _, table := range []string{"login_attempts", "login_alerts"} {
			if _, err := tx.ExecContext(ctx, "DELETE FROM "+table+" WHERE email = ?", p.Email); err != nil {
				return translate(err)
			}
		}
		// Published reviews stay (they are about the book, and the ratings
		// count them) under the name every deleted member has.
		if _, err := tx.ExecContext(ctx, "UPDATE reviews SET display_name = ? WHERE user_id = ?", bookstore.DeletedMemberName, userID); err != nil {
			return translate(err)
		}
		orderIDs := make([]string, len(orders))
		for i, o := range orders {
			orderIDs[i] = o.ID
			if _, err := tx.NewUpdate().Table("orders").Set("shipping_address = ?", deletedAddress).
				Set("contracts_text = ?", sc.text(o.ContractsText)).Set("contracts_accepted_ip = ''").
				Where("id = ?", o.ID).Exec(ctx); err != nil {
				return translate(err)
			}
		}
		if len(orderIDs) > 0 {
			// The bank page of an attempt may carry the buyer's name.
			if _, err := tx.NewUpdate().Table("payment_attempts").Set("frame_html = ''").
				Where("order_id IN (?)", bun.List(orderIDs)).Exec(ctx); err != nil {
				return translate(err)
			}
		}
		// Mails not yet sent are dropped; sent ones keep their record
		// without the address and the content.
		if _, err := tx.ExecContext(ctx, "DELETE FROM mail_outbox WHERE to_email = ? AND status = ?", p.Email, string(bookstore.MailPending)); err != nil {
			return translate(err)
		}
		if err := s.scrubMails(ctx, tx, p.Email, placeholder, sc); err != nil {
			return err
		}
		if err := s.scrubAudit(ctx, tx, append(orderIDs, userID), sc); err != nil {
			return err
		}
		if err := insertDataRequest(ctx, tx, bookstore.DataRequest{UserID: userID, Kind: bookstore.RequestDeletion, CreatedAt: t}); err != nil {
			return err
		}
		return writeEffects(ctx, s.db, tx, bookstore.Effects{Audit: audit})
	})
}

func (s *PrivacyStore) scrubMails(ctx context.Context, tx bun.Tx, email, placeholder string, sc scrubber) error {
	var rows []struct {
		ID      string `bun:"id"`
		Subject string `bun:"subject"`
	}
	if err := tx.NewSelect().Table("mail_outbox").Column("id", "subject").Where("to_email = ?", email).Scan(ctx, &rows); err != nil {
		return translate(err)
	}
	for _, r := range rows {
		if _, err := tx.NewUpdate().Table("mail_outbox").Set("to_email = ?", placeholder).Set("to_name = ''").
			Set("subject = ?", sc.text(r.Subject)).Set("text_body = ?", deletedMailBody).Set("html_body = ''").
			Set("list_unsubscribe = ''").Where("id = ?", r.ID).Exec(ctx); err != nil {
			return translate(err)
		}
	}
	return nil
}

// scrubAudit rewrites the before and after documents of the audit entries
// about the member (as actor or record, or one of the member's orders),
// replacing each personal value inside the JSON.
func (s *PrivacyStore) scrubAudit(ctx context.Context, tx bun.Tx, ids []string, sc scrubber) error {
	var rows []struct {
		ID     string  `bun:"id"`
		Before *string `bun:"before"`
		After  *string `bun:"after"`
	}
	if err := tx.NewSelect().Table("audit_log").ColumnExpr("id, before, after").
		Where("actor_id = ? OR entity_id IN (?)", ids[len(ids)-1], bun.List(ids)).Scan(ctx, &rows); err != nil {
		return translate(err)
	}
	for _, r := range rows {
		before, after := sc.json(r.Before), sc.json(r.After)
		if ptrEq(before, r.Before) && ptrEq(after, r.After) {
			continue
		}
		if _, err := tx.NewUpdate().Table("audit_log").Set("before = ?", nullableJSON(before)).Set("after = ?", nullableJSON(after)).
			Where("id = ?", r.ID).Exec(ctx); err != nil {
			return translate(err)
		}
	}
	return nil
}

func ptrEq(a, b *string) bool { return (a == nil) == (b == nil) && (a == nil || *a == *b) }

func nullableJSON(s *string) any {
	if s == nil {
		return nil
	}
	return *s
}

// scrubber replaces a member's personal values, longest first (an address
// before the name it contains).
type scrubber struct{ values []string }

func newScrubber(p profileRow, orders []orderRow) scrubber {
	vals := []string{p.Email, p.FullName, p.Phone, p.ShippingAddress, p.AvatarURL}
	if local, _, _ := strings.Cut(p.Email, "@"); len(local) >= 4 {
		vals = append(vals, local) // the display name of a member without a name
	}
	for _, o := range orders {
		vals = append(vals, o.ShippingAddress)
	}
	out := vals[:0]
	for _, v := range vals {
		if v = strings.TrimSpace(v); len(v) >= 3 && v != deletedAddress && !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	slices.SortFunc(out, func(a, b string) int { return len(b) - len(a) })
	return scrubber{out}
}

func (sc scrubber) text(s string) string {
	for _, v := range sc.values {
		s = strings.ReplaceAll(s, v, bookstore.DeletedMemberName)
	}
	return s
}

// json replaces personal values in every string of a JSON document.
func (sc scrubber) json(doc *string) *string {
	if doc == nil {
		return nil
	}
	var v any
	if err := json.Unmarshal([]byte(*doc), &v); err != nil {
		out := sc.text(*doc)
		return &out
	}
	b, err := json.Marshal(sc.walk(v))
	if err != nil {
		return doc
	}
	out := string(b)
	if out == compactJSON(*doc) {
		return doc
	}
	return &out
}

func (sc scrubber) walk(v any) any {
	switch x := v.(type) {
	case string:
		return sc.text(x)
	case []any:
		for i := range x {
			x[i] = sc.walk(x[i])
		}
	case map[string]any:
		for k := range x {
			x[k] = sc.walk(x[k])
		}
	}
	return v
}

func compactJSON(s string) string {
	var v any
	if json.Unmarshal([]byte(s), &v) != nil {
		return s
	}
	b, _ := json.Marshal(v)
	return string(b)
}
