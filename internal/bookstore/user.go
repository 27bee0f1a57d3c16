package bookstore

import (
	"context"
	"net/mail"
	"strings"
	"time"
	"unicode/utf8"
)

// Role is a member's role. The zero value is not a valid role.
type Role string

const (
	RoleUser   Role = "user"
	RoleAuthor Role = "author"
	RoleAdmin  Role = "admin"
)

// ParseRole accepts exactly the three roles.
func ParseRole(s string) (Role, bool) {
	switch r := Role(s); r {
	case RoleUser, RoleAuthor, RoleAdmin:
		return r, true
	}
	return "", false
}

// Label is the Turkish name of the role, as the panels show it.
func (r Role) Label() string {
	switch r {
	case RoleAdmin:
		return "Admin"
	case RoleAuthor:
		return "Yazar"
	default:
		return "Kullanıcı"
	}
}

// User is an account together with its profile (the profiles table).
type User struct {
	ID              string
	Email           string
	FullName        string
	Role            Role
	AvatarURL       string
	Phone           string
	ShippingAddress string
	CreatedAt       time.Time
	UpdatedAt       time.Time
}

// DisplayName is the name shown for an account: the full name, else the
// part of the e-mail before '@', else 'Kullanıcı'.
func (u *User) DisplayName() string {
	if n := strings.TrimSpace(u.FullName); n != "" {
		return n
	}
	if local, _, ok := strings.Cut(u.Email, "@"); ok && local != "" {
		return local
	}
	return "Kullanıcı"
}

// Limits on account fields. Emails follow RFC 5321's path limit.
const (
	MaxEmailLen    = 254
	MaxFullNameLen = 100
)

// NormalizeEmail trims and lower-cases an address so that one mailbox is one
// account however it was typed.
func NormalizeEmail(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// ValidateEmail checks a normalised address: a single plain addr-spec with a
// dot in the domain, as a shop needs to deliver mail to it.
func ValidateEmail(email string) *FieldError {
	const field = "email"
	switch {
	case email == "":
		return &FieldError{field, MsgRequired}
	case len(email) > MaxEmailLen:
		return &FieldError{field, MsgInvalidEmail}
	case !SingleLine(email):
		return &FieldError{field, MsgSingleLine}
	}
	a, err := mail.ParseAddress(email)
	if err != nil || a.Address != email || a.Name != "" {
		return &FieldError{field, MsgInvalidEmail}
	}
	_, domain, _ := strings.Cut(email, "@")
	if !strings.Contains(domain, ".") || strings.HasSuffix(domain, ".") {
		return &FieldError{field, MsgInvalidEmail}
	}
	return nil
}

// ValidateFullName checks a person's name as entered in a form.
func ValidateFullName(field, name string) *FieldError {
	name = strings.TrimSpace(name)
	switch {
	case name == "":
		return &FieldError{field, MsgRequired}
	case utf8.RuneCountInString(name) > MaxFullNameLen:
		return &FieldError{field, MsgFullNameTooLong}
	case !SingleLine(name):
		return &FieldError{field, MsgSingleLine}
	case strings.ContainsAny(name, "<>"):
		return &FieldError{field, "Ad soyad geçersiz karakter içeriyor"}
	}
	return nil
}

const (
	MsgFullNameTooLong = "Ad soyad en fazla 100 karakter olabilir"
	MsgRequired        = "Bu alan zorunludur"
	MsgInvalidEmail    = "Geçerli bir e-posta adresi girin"
)

// NewUser is what registration and `bookstore user create` store.
type NewUser struct {
	Email        string
	FullName     string
	Role         Role
	PasswordHash string
}

// UserStore persists accounts and profiles.
type UserStore interface {
	// CreateUser stores the account and its profile in one transaction.
	// It returns ErrDuplicate when the e-mail is taken.
	CreateUser(ctx context.Context, u NewUser) (*User, error)
	UserByID(ctx context.Context, id string) (*User, error)
	// Credentials returns the user and the password hash for an e-mail, or ErrNotFound.
	Credentials(ctx context.Context, email string) (*User, string, error)
	CountUsers(ctx context.Context) (int, error)
}
