package sqldb

import (
	"encoding/json"
	"fmt"

	"bookstore/internal/bookstore"
)

// An order read with its lines in one statement: the lines come as a JSON
// array built by the database, in the order of loadItems (oldest first).
// Paying reads an order twice (starting the payment and completing it), and
// each round trip saved is CPU saved on both sides of the connection.

// withItems is the prepared statement reading one order (filter) with its
// lines. The aggregate is written per dialect; the order columns and the
// line fields are the same as loadItems'.
func withItems(filter string) stmt {
	const line = `'id', oi.id, 'book_id', oi.book_id, 'title', oi.title, 'quantity', oi.quantity,
		'price', oi.price, 'cover', b.cover_image_url, 'list_price', oi.list_price, 'struck_price', oi.struck_price,
		'coupon_share', oi.coupon_share, 'paid', oi.paid_amount, 'kdv_rate', oi.kdv_rate, 'kdv_exemption', oi.kdv_exemption`
	const from = `FROM order_items AS oi JOIN books AS b ON b.id = oi.book_id WHERE oi.order_id = o.id`
	pg := prepared(`SELECT ` + orderColumns + `, COALESCE((SELECT json_agg(json_build_object(` + line + `)
		ORDER BY oi.created_at, oi.id) ` + from + `), '[]') AS items FROM orders AS o ` + filter)
	lite := prepared(`SELECT ` + orderColumns + `, (SELECT json_group_array(json_object(` + line + `)
		ORDER BY oi.created_at, oi.id) ` + from + `) AS items FROM orders AS o ` + filter)
	return stmt{sql: lite.sql, pg: pg.pg}
}

type orderItemJSON struct {
	ID       string `json:"id"`
	BookID   string `json:"book_id"`
	Title    string `json:"title"`
	Quantity int    `json:"quantity"`
	Price    int64  `json:"price"`
	Cover    string `json:"cover"`
	List     int64  `json:"list_price"`
	Struck   int64  `json:"struck_price"`
	Share    int64  `json:"coupon_share"`
	Paid     int64  `json:"paid"`
	KDVRate  int    `json:"kdv_rate"`
	KDVExemp string `json:"kdv_exemption"`
}

func decodeOrderItems(s string) ([]bookstore.OrderItem, error) {
	var rows []orderItemJSON
	if err := json.Unmarshal([]byte(s), &rows); err != nil {
		return nil, fmt.Errorf("sqldb: order lines: %w", err)
	}
	items := make([]bookstore.OrderItem, len(rows))
	for i, r := range rows {
		items[i] = bookstore.OrderItem{ID: r.ID, BookID: r.BookID, Title: r.Title, CoverURL: r.Cover, Quantity: r.Quantity, Price: r.Price,
			ListPrice: r.List, StruckPrice: r.Struck, CouponShare: r.Share, Paid: r.Paid,
			Tax: bookstore.TaxClass{Rate: r.KDVRate, Exemption: r.KDVExemp}}
	}
	return items, nil
}
