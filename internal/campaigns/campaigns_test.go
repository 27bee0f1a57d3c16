package campaigns_test

import (
	"context"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/campaigns"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func TestMain(m *testing.M) { sqldbtest.Main(m) }

// audited says whether the audit log holds an entry of action.
func audited(t *testing.T, db *sqldb.DB, action bookstore.AuditAction) bool {
	t.Helper()
	list, err := sqldb.NewAuditStore(db).RecentAudit(context.Background(), 100)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range list {
		if e.Action == action {
			return true
		}
	}
	return false
}

// breakAudit makes every later audit insert fail, as a full disk or a lost
// connection would in the middle of a change.
func breakAudit(t *testing.T, db *sqldb.DB) {
	t.Helper()
	if _, err := db.Bun().ExecContext(context.Background(), "DROP TABLE audit_log"); err != nil {
		t.Fatal(err)
	}
}

// A sale, a coupon or the shipping rule changes with its audit entry in one
// transaction: with the entry written the change stands, and when the entry
// cannot be written the change is rolled back, not left unrecorded.
func TestChangesAndTheirAuditEntryCommitTogether(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx, admin := context.Background(), ""
		svc := &campaigns.Service{Sales: sqldb.NewSaleStore(db), Coupons: sqldb.NewCouponStore(db), Shipping: sqldb.NewShippingStore(db)}
		cat := &bookstore.Category{Name: "Şiir"}
		if err := sqldb.NewCategoryStore(db).SaveCategory(ctx, cat, nil); err != nil {
			t.Fatal(err)
		}
		start := time.Now().Add(24 * time.Hour).UTC().Truncate(time.Second)
		sale := func(name string) bookstore.SaleInput {
			return bookstore.SaleInput{Name: name, Scope: bookstore.SaleCategory, CategoryID: cat.ID, Percent: 10,
				StartsAt: start, EndsAt: start.Add(48 * time.Hour)}
		}
		coupon := func(code string) bookstore.CouponInput {
			return bookstore.CouponInput{Code: code, Kind: bookstore.CouponPercent, Percent: 10, StartsAt: start,
				EndsAt: start.Add(48 * time.Hour), Active: true}
		}
		rule := bookstore.ShippingRule{Fee: 2000, FreeFrom: 20000}

		s, err := svc.SaveSale(ctx, admin, "", sale("Şiir Haftası"))
		if err != nil {
			t.Fatal(err)
		}
		c, err := svc.SaveCoupon(ctx, admin, "", coupon("YAZ10"))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := svc.SetShippingRule(ctx, admin, rule); err != nil {
			t.Fatal(err)
		}
		for _, a := range []bookstore.AuditAction{bookstore.ActionSaleSaved, bookstore.ActionCouponSaved, bookstore.ActionShippingChanged} {
			if !audited(t, db, a) {
				t.Fatalf("a committed change has no %s entry", a)
			}
		}

		breakAudit(t, db)
		if _, err := svc.SaveSale(ctx, admin, "", sale("Roman Haftası")); err == nil {
			t.Error("a new sale was saved without its audit entry")
		}
		if _, err := svc.SaveSale(ctx, admin, s.ID, sale("Şiir Ayı")); err == nil {
			t.Error("an edited sale was saved without its audit entry")
		}
		if err := svc.DeleteSale(ctx, admin, s.ID); err == nil {
			t.Error("a sale was deleted without its audit entry")
		}
		if _, err := svc.SaveCoupon(ctx, admin, "", coupon("KIS20")); err == nil {
			t.Error("a new coupon was saved without its audit entry")
		}
		if _, err := svc.SetCouponActive(ctx, admin, c.ID, false); err == nil {
			t.Error("a coupon was deactivated without its audit entry")
		}
		if _, err := svc.SetShippingRule(ctx, admin, bookstore.ShippingRule{Fee: 0, FreeFrom: 0}); err == nil {
			t.Error("a shipping rule was put in force without its audit entry")
		}

		sales, err := svc.ListSales(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(sales) != 1 || sales[0].ID != s.ID || sales[0].Name != "Şiir Haftası" {
			t.Errorf("sales after the failed changes: %+v, want only Şiir Haftası as it was", sales)
		}
		coupons, err := svc.ListCoupons(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(coupons) != 1 || coupons[0].ID != c.ID || !coupons[0].Active {
			t.Errorf("coupons after the failed changes: %+v, want only YAZ10, active", coupons)
		}
		if got, err := svc.ShippingRule(ctx); err != nil || got != rule {
			t.Errorf("shipping rule after the failed change: %+v, %v; want %+v", got, err, rule)
		}
	})
}
