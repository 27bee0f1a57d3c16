package bookstore

import (
	"context"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Reviews and ratings. A member who received a book (a delivered
// order line) writes one review of it: a rating of 1 to 5 and, optionally, a
// title and a plain-text comment. New reviews wait for an admin unless the
// shop publishes at once and moderates afterwards. Only published reviews
// count in a book's rating and appear anywhere public.

// ReviewStatus is a review's state in moderation.
type ReviewStatus string

const (
	ReviewPending   ReviewStatus = "pending"
	ReviewPublished ReviewStatus = "published"
	ReviewRejected  ReviewStatus = "rejected"
	ReviewHidden    ReviewStatus = "hidden"
)

// ParseReviewStatus accepts the four states.
func ParseReviewStatus(s string) (ReviewStatus, bool) {
	switch v := ReviewStatus(s); v {
	case ReviewPending, ReviewPublished, ReviewRejected, ReviewHidden:
		return v, true
	}
	return "", false
}

// Review is one member's review of one book.
type Review struct {
	ID          string
	BookID      string
	UserID      string
	Rating      int
	Title       string
	Body        string
	DisplayName string
	// Verified: the reviewer received the book from the shop ('Satın aldı').
	Verified     bool
	Status       ReviewStatus
	Reason       string // the admin's reason of a rejection or hiding
	HelpfulCount int
	OpenReports  int // reports not yet looked at by an admin
	CreatedAt    time.Time
	UpdatedAt    time.Time

	// Joined for the panels.
	BookTitle   string
	MemberName  string
	MemberEmail string
}

// Limits of a review.
const (
	MinReviewBodyLen   = 10
	MaxReviewBodyLen   = 2000
	MaxReviewTitleLen  = 100
	MaxDisplayNameLen  = 40
	MinReasonLen       = 3
	MaxReasonLen       = 500
	ReviewsPageSize    = 10
	ReviewsInHead      = 5 // review items in a book page's JSON-LD
	AuthorReviewsLimit = 50
)

// Messages of reviews.
const (
	MsgRatingRange         = "Puan 1 ile 5 arasında olmalıdır"
	MsgReviewBodyShort     = "Yorum en az 10 karakter olmalıdır (yalnızca puan vermek için boş bırakın)"
	MsgReviewBodyLong      = "Yorum en fazla 2.000 karakter olabilir"
	MsgReviewTitleLong     = "Başlık en fazla 100 karakter olabilir"
	MsgDisplayNameRequired = "Görünen ad zorunludur"
	MsgDisplayNameLong     = "Görünen ad en fazla 40 karakter olabilir"
	MsgReasonShort         = "Lütfen en az 3 karakterlik bir neden yazın"
	MsgReasonLong          = "Neden en fazla 500 karakter olabilir"
	MsgReviewNotBought     = "Yalnızca bu kitabı satın alıp teslim alan üyeler değerlendirme yazabilir."
	MsgReviewOnlyMembers   = "Değerlendirme yazmak için üye girişi yapmalısınız."
	MsgReviewNotFound      = "Değerlendirme bulunamadı"
	MsgReviewExists        = "Bu kitap için zaten bir değerlendirmeniz var; onu düzenleyebilirsiniz."
	MsgVoteOwn             = "Kendi değerlendirmenizi faydalı olarak işaretleyemezsiniz."
	MsgVoteTwice           = "Bu değerlendirmeyi zaten faydalı buldunuz."
	MsgReportOwn           = "Kendi değerlendirmenizi bildiremezsiniz."
	MsgReportTwice         = "Bu değerlendirmeyi zaten bildirdiniz."
	MsgReviewStateChanged  = "Değerlendirmenin durumu bu arada değişti; listeyi yenileyip tekrar deneyin."
)

// ReviewInput is what a member sends to write or edit a review.
type ReviewInput struct {
	Rating      int
	Title       string
	Body        string
	DisplayName string
}

// Normalize trims the texts and turns CRLF into LF; it never rewrites what
// the member wrote otherwise (the text is shown escaped, as given).
func (in *ReviewInput) Normalize() {
	in.Title = strings.TrimSpace(in.Title)
	in.Body = strings.TrimSpace(strings.ReplaceAll(in.Body, "\r\n", "\n"))
	in.DisplayName = strings.TrimSpace(in.DisplayName)
}

// Validate checks a normalized input: rating 1-5, body empty (rating
// alone) or 10-2,000 characters, title up to 100, a display name up to 40,
// no control characters (line breaks in the body excepted).
func (in *ReviewInput) Validate() error {
	var fe []FieldError
	if in.Rating < 1 || in.Rating > 5 {
		fe = append(fe, FieldError{"rating", MsgRatingRange})
	}
	if e := CheckSingleLine("title", in.Title); e != nil {
		fe = append(fe, *e)
	} else if e := lengthCheck("title", in.Title, MaxReviewTitleLen, MsgReviewTitleLong); e != nil {
		fe = append(fe, *e)
	}
	n := utf8.RuneCountInString(in.Body)
	switch {
	case HasControl(in.Body, true):
		fe = append(fe, FieldError{"body", MsgControlChars})
	case n > 0 && n < MinReviewBodyLen:
		fe = append(fe, FieldError{"body", MsgReviewBodyShort})
	case n > MaxReviewBodyLen:
		fe = append(fe, FieldError{"body", MsgReviewBodyLong})
	}
	switch {
	case in.DisplayName == "":
		fe = append(fe, FieldError{"displayName", MsgDisplayNameRequired})
	case !SingleLine(in.DisplayName):
		fe = append(fe, FieldError{"displayName", MsgSingleLine})
	case utf8.RuneCountInString(in.DisplayName) > MaxDisplayNameLen:
		fe = append(fe, FieldError{"displayName", MsgDisplayNameLong})
	}
	if len(fe) > 0 {
		return Invalid(fe...)
	}
	return nil
}

// CheckReason validates a moderation or report reason (trimmed).
func CheckReason(field, reason string) (string, error) {
	reason = strings.TrimSpace(strings.ReplaceAll(reason, "\r\n", "\n"))
	switch n := utf8.RuneCountInString(reason); {
	case HasControl(reason, true):
		return "", Invalid(FieldError{field, MsgControlChars})
	case n < MinReasonLen:
		return "", Invalid(FieldError{field, MsgReasonShort})
	case n > MaxReasonLen:
		return "", Invalid(FieldError{field, MsgReasonLong})
	}
	return reason, nil
}

// DefaultReviewerName is the display name a review starts with: the first
// name and the initial of the last ('Zeynep Çelik' → 'Zeynep Ç.'), or
// 'Okur' without a name, so a member's full name is not published unasked.
func DefaultReviewerName(fullName string) string {
	words := strings.Fields(fullName)
	switch len(words) {
	case 0:
		return "Okur"
	case 1:
		return truncateRunes(words[0], MaxDisplayNameLen)
	}
	last, _ := utf8.DecodeRuneInString(words[len(words)-1])
	initial := strings.ToUpperSpecial(unicode.TurkishCase, string(last))
	return truncateRunes(words[0], MaxDisplayNameLen-3) + " " + initial + "."
}

func truncateRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}

// RatingSummary is a book's aggregate of its published reviews.
type RatingSummary struct {
	Count int
	Sum   int
	// Distribution[i] counts ratings of i+1 stars.
	Distribution [5]int
}

// Average10 is the average times ten, rounded half up: the one-decimal
// average the shop shows and filters on (sqldb stores the same number).
func (r RatingSummary) Average10() int {
	if r.Count == 0 {
		return 0
	}
	return (r.Sum*20 + r.Count) / (2 * r.Count)
}

// Average is the one-decimal average (0 without ratings).
func (r RatingSummary) Average() float64 { return float64(r.Average10()) / 10 }

// ReviewSort orders a book's reviews.
type ReviewSort string

const (
	ReviewsNewest  ReviewSort = "newest"
	ReviewsHelpful ReviewSort = "helpful"
)

// ReviewFilter selects a book's published reviews.
type ReviewFilter struct {
	BookID string
	Sort   ReviewSort
	PageRequest
}

// AdminReviewFilter selects reviews for the moderation queue: by status
// (empty: every status) and by words of the book's title, the member's name
// or e-mail, or the review's text. Reported reviews come first, then the
// pending ones, then the newest.
type AdminReviewFilter struct {
	Status ReviewStatus
	Query  string
	PageRequest
}

// BookRating is a book and its aggregate (the author panel).
type BookRating struct {
	BookID string
	Title  string
	Rating RatingSummary
}

// ReviewMove is a moderation: the review moves to To only from one of From,
// with the reason stored and the effects (audit, mail) written with it.
type ReviewMove struct {
	ID     string
	From   []ReviewStatus
	To     ReviewStatus
	Reason string
	// ClearReports marks the open reports as looked at.
	ClearReports bool
	Effects      Effects
}

// ReviewStore is the storage of reviews. Every write that publishes or
// removes a published review updates the book's RatingSummary in the same
// transaction and resets the storefront's read cache.
type ReviewStore interface {
	// HasDelivered reports whether the user has a delivered order line of the book.
	HasDelivered(ctx context.Context, userID, bookID string) (bool, error)
	ReviewOf(ctx context.Context, userID, bookID string) (*Review, error)
	Review(ctx context.Context, id string) (*Review, error)
	// ReviewsOfMember lists every review the member wrote (the data export).
	ReviewsOfMember(ctx context.Context, userID string) ([]Review, error)
	// SaveReview inserts r (ID empty; a second review of the book is
	// ErrDuplicate) or replaces the user's review of the book.
	SaveReview(ctx context.Context, r *Review) (*Review, error)
	DeleteReview(ctx context.Context, userID, bookID string) error
	PublicReviews(ctx context.Context, f ReviewFilter) ([]Review, int, error)
	// Vote adds the user's helpful vote (a second is ErrDuplicate) and returns the new count.
	Vote(ctx context.Context, reviewID, userID string) (int, error)
	// Report stores the user's report (a second is ErrDuplicate).
	Report(ctx context.Context, reviewID, userID, reason string) error
	AdminReviews(ctx context.Context, f AdminReviewFilter) ([]Review, int, error)
	// Moderate applies m; a review not in m.From is a CodeConflict error.
	Moderate(ctx context.Context, m ReviewMove) (*Review, error)
	// AuthorReviews lists the newest published reviews of the author's books.
	AuthorReviews(ctx context.Context, authorID string, limit int) ([]Review, error)
	AuthorBookRatings(ctx context.Context, authorID string) ([]BookRating, error)
}

// ReviewMails renders the mails of moderation.
type ReviewMails interface {
	ReviewRejected(ctx context.Context, r *Review, reason string) (Mail, error)
}
