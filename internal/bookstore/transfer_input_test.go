package bookstore_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

func TestTransferInputValidate(t *testing.T) {
	loc := bookstore.ShopLocation()
	// 23:30 in Istanbul on 10 March: already the 10th there, the 10th in UTC too.
	now := time.Date(2026, 3, 10, 23, 30, 0, 0, loc)
	created := time.Date(2026, 3, 8, 1, 0, 0, 0, loc) // the 7th in UTC, the 8th in Istanbul
	day := func(d int) time.Time { return time.Date(2026, 3, d, 0, 0, 0, 0, time.UTC) }
	good := bookstore.TransferInput{Amount: 25900, ReceivedOn: day(9), Sender: "  Ayşe Yılmaz ", BankRef: " GRN-2026031000042 "}
	in := good
	if err := in.Validate(now, created); err != nil {
		t.Fatalf("good input refused: %v", err)
	}
	if in.Sender != "Ayşe Yılmaz" || in.BankRef != "GRN-2026031000042" || !in.ReceivedOn.Equal(day(9)) {
		t.Fatalf("not trimmed: %+v", in)
	}
	for _, d := range []int{8, 10} { // the order's day and today are allowed
		in := good
		in.ReceivedOn = day(d)
		if err := in.Validate(now, created); err != nil {
			t.Errorf("day %d refused: %v", d, err)
		}
	}
	cases := map[string]struct {
		change func(*bookstore.TransferInput)
		field  string
		msg    string
	}{
		"zero":         {func(i *bookstore.TransferInput) { i.Amount = 0 }, "amount", bookstore.MsgTransferAmount},
		"negative":     {func(i *bookstore.TransferInput) { i.Amount = -100 }, "amount", bookstore.MsgTransferAmount},
		"huge":         {func(i *bookstore.TransferInput) { i.Amount = bookstore.MaxTransferAmount + 1 }, "amount", bookstore.MsgTransferAmountMax},
		"tomorrow":     {func(i *bookstore.TransferInput) { i.ReceivedOn = day(11) }, "receivedOn", bookstore.MsgTransferDate},
		"before order": {func(i *bookstore.TransferInput) { i.ReceivedOn = day(7) }, "receivedOn", bookstore.MsgTransferDate},
		"no date":      {func(i *bookstore.TransferInput) { i.ReceivedOn = time.Time{} }, "receivedOn", bookstore.MsgTransferDate},
		"no sender":    {func(i *bookstore.TransferInput) { i.Sender = "   " }, "sender", bookstore.MsgTransferSender},
		"long sender":  {func(i *bookstore.TransferInput) { i.Sender = strings.Repeat("ş", 201) }, "sender", bookstore.MsgTransferSender},
		"sender lines": {func(i *bookstore.TransferInput) { i.Sender = "Ayşe\nYılmaz" }, "sender", bookstore.MsgSingleLine},
		"sender NUL":   {func(i *bookstore.TransferInput) { i.Sender = "Ayşe\x00" }, "sender", bookstore.MsgSingleLine},
		"no ref":       {func(i *bookstore.TransferInput) { i.BankRef = "" }, "bankRef", bookstore.MsgTransferBankRef},
		"long ref":     {func(i *bookstore.TransferInput) { i.BankRef = strings.Repeat("1", 65) }, "bankRef", bookstore.MsgTransferBankRef},
		"ref bidi":     {func(i *bookstore.TransferInput) { i.BankRef = "12\u202e34" }, "bankRef", bookstore.MsgSingleLine},
		"ref tab":      {func(i *bookstore.TransferInput) { i.BankRef = "12\t34" }, "bankRef", bookstore.MsgSingleLine},
	}
	for name, c := range cases {
		in := good
		c.change(&in)
		err := in.Validate(now, created)
		var e *bookstore.Error
		if !errors.As(err, &e) || e.Code != bookstore.CodeInvalid || len(e.Fields) != 1 || e.Fields[0].Field != c.field || e.Fields[0].Message != c.msg {
			t.Errorf("%s: %v", name, err)
		}
	}
}
