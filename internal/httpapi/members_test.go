package httpapi_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func (c *client) put(path string, v any) *response {
	c.e.t.Helper()
	if v == nil {
		return c.do(http.MethodPut, path, "", nil)
	}
	return c.doJSON(http.MethodPut, path, v)
}

func (c *client) del(path string) *response { return c.do(http.MethodDelete, path, "", nil) }

func (c *client) cart(t *testing.T) httpapi.CartView {
	t.Helper()
	var v httpapi.CartView
	r := c.get("/api/cart")
	if r.StatusCode != 200 {
		t.Fatalf("cart: %d %s", r.StatusCode, r.body)
	}
	r.json(t, &v)
	return v
}

func setQty(c *client, bookID string, q int) *response {
	return c.doJSON(http.MethodPut, "/api/cart/items/"+bookID, map[string]any{"quantity": q})
}

func TestCartRules(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		c := e.client().signedIn("okur@example.com", bookstore.RoleUser)

		if v := c.cart(t); len(v.Items) != 0 || v.Total != 0 || v.ID == "" || v.AmountToFreeShipping != 0 {
			t.Fatalf("new cart: %+v", v)
		}
		// Adding sets the quantity; adding again replaces it.
		setQty(c, f.visible.ID, 2)
		r := setQty(c, f.visible.ID, 1)
		var v httpapi.CartView
		r.json(t, &v)
		if len(v.Items) != 1 || v.Items[0].Quantity != 1 || v.ItemCount != 1 {
			t.Fatalf("set replaces: %+v", v)
		}
		// 89,90 TL is under 100 TL: 15 TL shipping, 10,10 TL more ships free.
		if v.Subtotal != 8990 || v.Shipping != 1500 || v.Total != 10490 || v.AmountToFreeShipping != 1010 {
			t.Fatalf("totals under the threshold: %+v", v)
		}
		setQty(c, f.visible.ID, 2)
		if v := c.cart(t); v.Subtotal != 17980 || v.Shipping != 0 || v.Total != 17980 || v.AmountToFreeShipping != 0 {
			t.Fatalf("totals over the threshold: %+v", v)
		}
		// Price changes are picked up.
		if _, err := db.Bun().ExecContext(context.Background(), "UPDATE books SET price = ? WHERE id = ?", 5000, f.visible.ID); err != nil {
			t.Fatal(err)
		}
		if v := c.cart(t); v.Items[0].Price != 5000 || v.Total != 10000 || v.Shipping != 0 || v.AmountToFreeShipping != 0 {
			t.Fatalf("current price: %+v", v)
		}
		for name, tc := range map[string]struct {
			book   string
			q      int
			status int
			msg    string
		}{
			"over the stock": {f.visible.ID, 5, 409, "Yetersiz stok. Mevcut stok: 4"},
			"out of stock":   {f.outOfStock.ID, 1, 409, "Ürün stokta yok."},
			"hidden book":    {f.hiddenBook.ID, 1, 404, "Kitap bulunamadı"},
			"missing book":   {uuid.NewString(), 1, 404, "Kitap bulunamadı"},
			"junk id":        {"nope", 1, 404, "Kitap bulunamadı"},
			"negative":       {f.visible.ID, -1, 422, ""},
		} {
			r := setQty(c, tc.book, tc.q)
			p := r.problem(t)
			if r.StatusCode != tc.status || (tc.msg != "" && p.Message != tc.msg) {
				t.Errorf("%s: %d %+v", name, r.StatusCode, p)
			}
		}
		if v := c.cart(t); len(v.Items) != 1 || v.Items[0].Quantity != 2 {
			t.Fatalf("refused changes changed the cart: %+v", v)
		}
		// Quantity 0 removes; DELETE removes.
		setQty(c, f.visible.ID, 0)
		if v := c.cart(t); len(v.Items) != 0 {
			t.Fatalf("zero did not remove: %+v", v)
		}
		setQty(c, f.visible.ID, 1)
		if r := c.del("/api/cart/items/" + f.visible.ID); r.StatusCode != 200 {
			t.Fatalf("delete: %d", r.StatusCode)
		}
		if v := c.cart(t); len(v.Items) != 0 {
			t.Fatalf("delete did not remove: %+v", v)
		}
	})
}

func TestFavoritesAndStockAlerts(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		c := e.client().signedIn("okur@example.com", bookstore.RoleUser)

		for i := 0; i < 2; i++ { // adding twice is harmless
			if r := c.put("/api/favorites/"+f.visible.ID, nil); r.StatusCode != 204 {
				t.Fatalf("add favourite: %d %s", r.StatusCode, r.body)
			}
		}
		c.put("/api/favorites/"+f.outOfStock.ID, nil)
		var fav httpapi.FavoriteList
		c.get("/api/favorites").json(t, &fav)
		if len(fav.Items) != 2 || fav.Items[0].ID != f.outOfStock.ID {
			t.Fatalf("favourites: %+v", fav)
		}
		if r := c.put("/api/favorites/"+f.hiddenBook.ID, nil); r.StatusCode != 404 {
			t.Fatalf("hidden favourite: %d", r.StatusCode)
		}
		c.del("/api/favorites/" + f.visible.ID)
		c.get("/api/favorites").json(t, &fav)
		if len(fav.Items) != 1 {
			t.Fatalf("after removal: %+v", fav)
		}

		for i := 0; i < 2; i++ {
			if r := c.post("/api/stock-alerts", map[string]any{"bookId": f.outOfStock.ID}); r.StatusCode != 204 {
				t.Fatalf("stock alert: %d %s", r.StatusCode, r.body)
			}
		}
		var n int
		if err := db.Bun().NewRaw("SELECT count(*) FROM notifications WHERE book_id = ? AND type = 'stock_alert' AND is_sent = ?", f.outOfStock.ID, false).Scan(context.Background(), &n); err != nil || n != 1 {
			t.Fatalf("unsent alerts: %d %v", n, err)
		}
		if r := c.post("/api/stock-alerts", map[string]any{"bookId": f.visible.ID}); r.StatusCode != 409 {
			t.Fatalf("alert for a book in stock: %d", r.StatusCode)
		}
		if r := e.client().post("/api/stock-alerts", map[string]any{"bookId": f.outOfStock.ID}); r.StatusCode != 401 {
			t.Fatalf("guest alert: %d", r.StatusCode)
		}
	})
}

func TestCartAndFavoritesRefuseAuthorsAndAdmins(t *testing.T) {
	db := sqldbtest.SQLite(t)
	f := storefrontFixture(t, db)
	e := newEnv(t, db, nil)
	for _, role := range []bookstore.Role{bookstore.RoleAuthor, bookstore.RoleAdmin} {
		c := e.client().signedIn(string(role)+"@example.com", role)
		for _, r := range []*response{c.get("/api/cart"), setQty(c, f.visible.ID, 1), c.get("/api/favorites"),
			c.put("/api/favorites/"+f.visible.ID, nil), c.get("/api/orders")} {
			if r.StatusCode != 403 {
				t.Errorf("%s: %d", role, r.StatusCode)
			}
		}
	}
	guest := e.client()
	for _, r := range []*response{guest.get("/api/cart"), guest.get("/api/favorites"), guest.get("/api/profile"), guest.get("/api/orders")} {
		if r.StatusCode != 401 {
			t.Errorf("guest: %d", r.StatusCode)
		}
	}
}

func TestProfileUpdate(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		c := newEnv(t, db, nil).client().signedIn("okur@example.com", bookstore.RoleUser)
		var u httpapi.CurrentUser
		r := c.doJSON(http.MethodPut, "/api/profile", map[string]any{"fullName": " Ayşe Demir ", "phone": "0532 123 45 67",
			"shippingAddress": "Moda Cad. No: 5, Kadıköy/İstanbul"})
		if r.StatusCode != 200 {
			t.Fatalf("update: %d %s", r.StatusCode, r.body)
		}
		r.json(t, &u)
		if u.FullName != "Ayşe Demir" || u.Phone != "+90 532 123 45 67" || u.ShippingAddress == "" || u.Email != "okur@example.com" {
			t.Fatalf("profile: %+v", u)
		}
		for name, body := range map[string]map[string]any{
			"bad phone":     {"fullName": "A", "phone": "12345", "shippingAddress": ""},
			"no name":       {"fullName": " ", "phone": "", "shippingAddress": ""},
			"email changes": {"fullName": "A", "phone": "", "shippingAddress": "", "email": "x@y.co"},
			"role changes":  {"fullName": "A", "phone": "", "shippingAddress": "", "role": "admin"},
		} {
			if r := c.doJSON(http.MethodPut, "/api/profile", body); r.StatusCode != 422 {
				t.Errorf("%s: %d %s", name, r.StatusCode, r.body)
			}
		}
		c.get("/api/profile").json(t, &u)
		if u.FullName != "Ayşe Demir" || u.Role != "user" || u.Email != "okur@example.com" {
			t.Fatalf("refused updates changed the profile: %+v", u)
		}
	})
}

// insertOrder writes an order directly (orders are created by checkout).
func insertOrder(t *testing.T, db *sqldb.DB, userID, bookID string, status, carrier, tracking string) string {
	t.Helper()
	id := uuid.Must(uuid.NewV7()).String()
	now := time.Now().UTC()
	ctx := context.Background()
	if _, err := db.Bun().ExecContext(ctx, `INSERT INTO orders (id, user_id, status, subtotal_amount, shipping_amount, total_amount,
		shipping_address, tracking_number, cargo_company, created_at, updated_at) VALUES (?, ?, ?, 8990, 1500, 10490, 'Kadıköy', ?, ?, ?, ?)`,
		id, userID, status, tracking, carrier, now, now); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Bun().ExecContext(ctx, `INSERT INTO order_items (id, order_id, book_id, title, quantity, price, list_price, paid_amount, created_at)
		VALUES (?, ?, ?, 'Çalıkuşu', 1, 8990, 8990, 8990, ?)`, uuid.NewString(), id, bookID, now); err != nil {
		t.Fatal(err)
	}
	return id
}

func TestOrdersAreOwnedByTheirUser(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		a := e.client().signedIn("a@example.com", bookstore.RoleUser)
		b := e.client().signedIn("b@example.com", bookstore.RoleUser)
		var me meBody
		a.get("/api/auth/me").json(t, &me)
		shipped := insertOrder(t, db, me.User.ID, f.visible.ID, "shipped", "Yurtiçi Kargo", "YK123")
		other := insertOrder(t, db, me.User.ID, f.visible.ID, "confirmed", "Getir", "G1")

		var list httpapi.OrderList
		a.get("/api/orders").json(t, &list)
		if len(list.Items) != 2 || list.Items[0].ID != other || len(list.Items[1].Items) != 1 {
			t.Fatalf("A's orders: %+v", list)
		}
		var o httpapi.OrderView
		a.get("/api/orders/"+shipped).json(t, &o)
		if o.Number != shipped[:8] || o.StatusLabel != "Kargoda" || o.TrackingURL == nil ||
			*o.TrackingURL != "https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=YK123" || o.Total != 10490 {
			t.Fatalf("order: %+v", o)
		}
		a.get("/api/orders/"+other).json(t, &o)
		if o.TrackingURL != nil {
			t.Fatalf("unknown carrier got a link: %v", *o.TrackingURL)
		}

		// B sees none of A's orders, and A's order id answers like a missing one.
		b.get("/api/orders").json(t, &list)
		if len(list.Items) != 0 {
			t.Fatalf("B sees orders: %+v", list)
		}
		for _, id := range []string{shipped, uuid.NewString(), "junk"} {
			r := b.get("/api/orders/" + id)
			if p := r.problem(t); r.StatusCode != 404 || p.Message != "Sipariş bulunamadı" {
				t.Errorf("B reading %s: %d %+v", id, r.StatusCode, p)
			}
		}
		// B's cart and favourites are B's own.
		setQty(a, f.visible.ID, 1)
		a.put("/api/favorites/"+f.visible.ID, nil)
		if v := b.cart(t); len(v.Items) != 0 {
			t.Fatalf("B sees A's cart: %+v", v)
		}
		b.del("/api/cart/items/" + f.visible.ID)
		b.del("/api/favorites/" + f.visible.ID)
		if v := a.cart(t); len(v.Items) != 1 {
			t.Fatal("B removed A's cart line")
		}
		var fav httpapi.FavoriteList
		a.get("/api/favorites").json(t, &fav)
		if len(fav.Items) != 1 {
			t.Fatal("B removed A's favourite")
		}
	})
}
