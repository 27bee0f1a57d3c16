package bookstore_test

import (
	"errors"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
)

func TestReviewInputValidate(t *testing.T) {
	ok := bookstore.ReviewInput{Rating: 4, DisplayName: "Zeynep Ç."}
	for name, tc := range map[string]struct {
		in    bookstore.ReviewInput
		field string // "" when valid
	}{
		"rating alone":          {ok, ""},
		"ten characters":        {bookstore.ReviewInput{Rating: 5, Body: "  Çok güzel  ", DisplayName: "Z"}, "body"},
		"exactly ten":           {bookstore.ReviewInput{Rating: 5, Body: "Çok güzeldi", DisplayName: "Z"}, ""},
		"html stays text":       {bookstore.ReviewInput{Rating: 1, Body: "<script>alert(1)</script>", DisplayName: "Z"}, ""},
		"line breaks":           {bookstore.ReviewInput{Rating: 3, Body: "İlk satır\r\nikinci satır", DisplayName: "Z"}, ""},
		"rating zero":           {bookstore.ReviewInput{Rating: 0, DisplayName: "Z"}, "rating"},
		"rating six":            {bookstore.ReviewInput{Rating: 6, DisplayName: "Z"}, "rating"},
		"2000 characters":       {bookstore.ReviewInput{Rating: 3, Body: strings.Repeat("ş", 2000), DisplayName: "Z"}, ""},
		"2001 characters":       {bookstore.ReviewInput{Rating: 3, Body: strings.Repeat("ş", 2001), DisplayName: "Z"}, "body"},
		"control in body":       {bookstore.ReviewInput{Rating: 3, Body: "metin\x00 içinde sıfır", DisplayName: "Z"}, "body"},
		"escape in body":        {bookstore.ReviewInput{Rating: 3, Body: "renkli \x1b[31m metin", DisplayName: "Z"}, "body"},
		"line break in title":   {bookstore.ReviewInput{Rating: 3, Title: "a\nb", DisplayName: "Z"}, "title"},
		"long title":            {bookstore.ReviewInput{Rating: 3, Title: strings.Repeat("a", 101), DisplayName: "Z"}, "title"},
		"no display name":       {bookstore.ReviewInput{Rating: 3, DisplayName: "   "}, "displayName"},
		"long display name":     {bookstore.ReviewInput{Rating: 3, DisplayName: strings.Repeat("a", 41)}, "displayName"},
		"invalid utf-8 in body": {bookstore.ReviewInput{Rating: 3, Body: "geçersiz \xff bayt dizisi", DisplayName: "Z"}, "body"},
	} {
		t.Run(name, func(t *testing.T) {
			in := tc.in
			in.Normalize()
			err := in.Validate()
			if tc.field == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			var e *bookstore.Error
			if err == nil || !fieldsOf(err, &e) || e.Fields[0].Field != tc.field || bookstore.ErrorCode(err) != bookstore.CodeInvalid {
				t.Fatalf("want an error on %s, got %v", tc.field, err)
			}
		})
	}
}

func fieldsOf(err error, e **bookstore.Error) bool {
	return errors.As(err, e) && len((*e).Fields) > 0
}

func TestDefaultReviewerName(t *testing.T) {
	for in, want := range map[string]string{
		"Zeynep Çelik": "Zeynep Ç.", "  ali  ": "ali", "Ahmet Hamdi ilhan": "Ahmet İ.", "Ayşe ışık": "Ayşe I.", "": "Okur",
	} {
		if got := bookstore.DefaultReviewerName(in); got != want {
			t.Errorf("%q: %q, want %q", in, got, want)
		}
	}
}

func TestRatingAverage(t *testing.T) {
	for _, tc := range []struct {
		count, sum, avg10 int
	}{{0, 0, 0}, {1, 5, 50}, {3, 13, 43}, {20, 79, 40}, {20, 78, 39}, {2, 7, 35}} {
		r := bookstore.RatingSummary{Count: tc.count, Sum: tc.sum}
		if got := r.Average10(); got != tc.avg10 {
			t.Errorf("%d/%d: %d, want %d", tc.sum, tc.count, got, tc.avg10)
		}
	}
}

func TestCheckReason(t *testing.T) {
	if r, err := bookstore.CheckReason("reason", "  spam  "); err != nil || r != "spam" {
		t.Fatalf("%q %v", r, err)
	}
	for _, bad := range []string{"", "ab", strings.Repeat("x", 501), "a\x07bc"} {
		if _, err := bookstore.CheckReason("reason", bad); bookstore.ErrorCode(err) != bookstore.CodeInvalid {
			t.Errorf("%q accepted", bad)
		}
	}
}
