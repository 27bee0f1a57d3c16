package bookstore

// Who may review a book, written once. A review is a buyer's account of a
// book they have: only a member (role user, not an author or an admin)
// reviews, and only a book from an order that reached them. The store's
// query for "has this member received the book" takes its statuses from
// ReviewingOrderStatuses and is checked against LetsReview on both
// databases.

// LetsReview reports whether an order line in this status lets its buyer
// review the book: the order was delivered. A paid order still on its way
// does not; a cancelled one never does.
func (s OrderStatus) LetsReview() bool { return s == OrderDelivered }

// ReviewingOrderStatuses are the statuses LetsReview accepts.
func ReviewingOrderStatuses() []string {
	var out []string
	for _, s := range []OrderStatus{OrderPending, OrderConfirmed, OrderShipped, OrderDelivered, OrderCancelled} {
		if s.LetsReview() {
			out = append(out, string(s))
		}
	}
	return out
}

// CanReview says why a user of this role who has (received) or has not
// received the book may not review it; nil when they may.
func CanReview(role Role, received bool) error {
	switch {
	case role != RoleUser:
		return Errorf(CodeForbidden, MsgReviewOnlyMembers)
	case !received:
		return Errorf(CodeForbidden, MsgReviewNotBought)
	}
	return nil
}
