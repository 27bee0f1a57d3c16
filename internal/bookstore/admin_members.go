package bookstore

import "context"

// Member management messages: an admin keeps their own role, and the shop
// keeps at least one admin.
const (
	MsgMemberNotFound = "Üye bulunamadı"
	MsgRoleInvalid    = "Geçersiz rol"
	MsgOwnAdminRole   = "Kendi admin rolünüzü kaldıramazsınız."
	MsgLastAdmin      = "Son admin kullanıcının rolü değiştirilemez."
)

// MemberStore is the admin side of accounts.
type MemberStore interface {
	// ListMembers pages through profiles, newest first; q matches the
	// folded name or e-mail.
	ListMembers(ctx context.Context, q string, page PageRequest) ([]User, int, error)
	UserByID(ctx context.Context, id string) (*User, error)
	// SetRole changes a member's role. It refuses (MsgLastAdmin) to leave
	// the shop without an admin, also when two admins demote each other at
	// the same time. A change of role ends every session of the member in
	// the same transaction: privileges are granted or taken at a fresh
	// sign-in (where an admin meets the second factor), never inside a
	// session started under the old role. A real change also writes
	// fx(the role before) in that transaction: its audit entry commits
	// exactly when the change does.
	SetRole(ctx context.Context, userID string, role Role, fx func(before Role) Effects) (before *User, after *User, err error)
}
