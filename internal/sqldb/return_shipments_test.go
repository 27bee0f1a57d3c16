package sqldb_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// The poll pages through every open return shipment in id order: more
// than a page of them is read whole, page after page; requests without a
// shipment or no longer awaiting their goods are left out.
func TestOpenReturnShipmentsPagesThroughAll(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		o := confirmedOrder(t, db)
		insert := func(i int, state, shipment string) string {
			id := fmt.Sprintf("00000000-0000-4000-8000-%012d", i)
			if _, err := db.Bun().ExecContext(ctx, `INSERT INTO returns (id, order_id, user_id, code, state, form_text, return_shipment_id, created_at, updated_at)
				VALUES (?, ?, ?, ?, ?, 'form', ?, ?, ?)`, id, o.ID, o.UserID, "IAD-"+id, state, shipment, time.Now(), time.Now()); err != nil {
				t.Fatal(err)
			}
			return id
		}
		var want []string
		for i := range 45 {
			switch i % 9 {
			case 3:
				insert(i, "requested", "") // no shipment at the carrier
			case 6:
				insert(i, "received", fmt.Sprintf("shp-%d", i)) // its goods are in
			default:
				state := "requested"
				if i%2 == 0 {
					state = "awaiting"
				}
				want = append(want, insert(i, state, fmt.Sprintf("shp-%d", i)))
			}
		}
		st := sqldb.NewReturnStore(db)
		var got []string
		after := ""
		for pages := 0; ; pages++ {
			page, err := st.OpenReturnShipments(ctx, after, 20)
			if err != nil || pages > 5 {
				t.Fatalf("page %d: %v", pages, err)
			}
			if len(page) == 0 {
				break
			}
			for _, r := range page {
				got = append(got, r.ID)
			}
			after = page[len(page)-1].ID
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("paged %v\nwant  %v", got, want)
		}
	})
}
