package sqldb

// The SQL texts of domain rules, for the tests that check them against the
// domain's functions on both databases (rules_test.go).
const (
	ExpirableSQL   = expirable
	PaymentOpenSQL = paymentOpenSQL
)
