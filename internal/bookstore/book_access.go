package bookstore

import "context"

// Who may read and change which book, and which of its fields: the one
// difference between the admin's book pages and the author's. Both panels
// save through the same service; the rules are here.

// Actor is who reads or changes a book: the signed-in user and, for an
// author, the author profile linked to that user.
type Actor struct {
	UserID string // empty for a guest
	Role   Role
	// AuthorID is the author's profile ("" until the author creates it);
	// AuthorApproved says whether an admin approved it.
	AuthorID       string
	AuthorApproved bool
}

// ActorOf is the actor of a user (nil: a guest) with their author profile
// (nil when the user has none).
func ActorOf(u *User, author *Author) Actor {
	if u == nil {
		return Actor{}
	}
	a := Actor{UserID: u.ID, Role: u.Role}
	if author != nil && u.Role == RoleAuthor {
		a.AuthorID, a.AuthorApproved = author.ID, author.Approved
	}
	return a
}

// AuthorOfUser finds the author profile linked to a user (ErrNotFound when
// there is none).
type AuthorOfUser interface {
	AuthorOfUser(ctx context.Context, userID string) (*AuthorSummary, error)
}

// errBookNotFound: another author's book is not found, never forbidden, so
// an author learns nothing about records that are not theirs.
func errBookNotFound() error { return Errorf(CodeNotFound, MsgBookNotFound) }

// panelRole checks the role part shared by reading and editing: a guest is
// unauthorized, a member forbidden, an author needs a profile.
func (a Actor) panelRole() error {
	switch {
	case a.UserID == "":
		return Errorf(CodeUnauthorized, MsgNoSession)
	case a.Role == RoleAdmin:
		return nil
	case a.Role != RoleAuthor:
		return Errorf(CodeForbidden, MsgAuthorization)
	case a.AuthorID == "":
		return Errorf(CodeConflict, MsgAuthorProfileNeeded)
	}
	return nil
}

// CanViewBook decides whether the actor may read b in a panel (b nil: the
// actor's book list): an admin reads every book, an author their own.
func CanViewBook(a Actor, b *Book) error {
	if err := a.panelRole(); err != nil {
		return err
	}
	if a.Role == RoleAuthor && b != nil && b.AuthorID != a.AuthorID {
		return errBookNotFound()
	}
	return nil
}

// CanEditBook decides whether the actor may change b (nil: add a book): an
// admin any book; an author, once an admin approved their profile, their
// own books only.
func CanEditBook(a Actor, b *Book) error {
	if err := CanViewBook(a, b); err != nil {
		return err
	}
	if a.Role == RoleAuthor && !a.AuthorApproved {
		return Errorf(CodeForbidden, MsgAuthorNotApproved)
	}
	return nil
}

// BookListFilter is the list an actor's panel shows: every book for an
// admin, an author's own; ok is false for an author with no profile yet
// (an empty list, not an error).
func BookListFilter(a Actor, search string) (f PanelBookFilter, ok bool, err error) {
	if a.Role == RoleAuthor && a.AuthorID == "" && a.UserID != "" {
		return PanelBookFilter{}, false, nil
	}
	if err := CanViewBook(a, nil); err != nil {
		return PanelBookFilter{}, false, err
	}
	f = PanelBookFilter{Search: search}
	if a.Role == RoleAuthor {
		f.AuthorID = a.AuthorID
	}
	return f, true, nil
}

// BookFields are the fields of a book a save sets beyond its content
// (title, ISBN, category, description, price, page count, publication
// date, weight and dimensions), which every save sets.
type BookFields uint8

const (
	SetsCover BookFields = 1 << iota
	SetsAuthor
	SetsStock
	SetsFeatured
	SetsApproval
	// SetsTaxClass: the book's KDV class, a matter for the shop's
	// accounts, not the author's.
	SetsTaxClass

	allBookFields = SetsCover | SetsAuthor | SetsStock | SetsFeatured | SetsApproval | SetsTaxClass
)

// Has reports whether every field of g is in f.
func (f BookFields) Has(g BookFields) bool { return hasFields(f, g) }

// BookFieldsOf are the book form's fields the actor may set beyond the
// content: all of them for an admin; none for an author (the cover goes
// through the image approval queue; approval, stock, featured, the author
// and the KDV class are the admin's).
func BookFieldsOf(a Actor) BookFields { return formFields(a, allBookFields) }

// formFields is the one rule of the panels' three forms (a book, an event,
// an author profile) on the fields beyond the content: an admin sets all of
// them, an author none.
func formFields[F ~uint8](a Actor, all F) F {
	if a.Role == RoleAdmin {
		return all
	}
	return 0
}

// hasFields reports whether every field of g is in f.
func hasFields[F ~uint8](f, g F) bool { return f&g == g }

// BookEdit is one save of a book: Book's content and the fields Fields
// names are written; on an update the others keep their stored values, a new
// book has them zero (no cover, no stock, not featured, not approved). An
// update that does not set the author applies only while the book is still
// Book.AuthorID's.
type BookEdit struct {
	Book   Book
	Fields BookFields
	// By is the user making the change: the price history records who set
	// each price ("" for seeding).
	By string
}

// EditBook turns the form (normalised and validated) into the save the
// actor may make of book id ("" a new book). An actor who may not approve
// sends the book (back) to the approval queue; an author's edit of an
// approved book is not written to the book but kept as its pending revision
// (EditWaits), so the approved version stays in the shop.
func EditBook(a Actor, id string, in BookInput) BookEdit {
	may := BookFieldsOf(a)
	b := Book{ID: id, Title: in.Title, ISBN: in.ISBN, CategoryID: in.CategoryID, Description: in.Description,
		Price: in.Price, PageCount: in.PageCount, PublicationDate: in.PublicationDate, Parcel: in.Parcel}
	if may.Has(SetsCover) {
		b.CoverURL = in.CoverURL
	}
	if may.Has(SetsStock) {
		b.Stock = in.Stock
	}
	if may.Has(SetsFeatured) {
		b.Featured = in.Featured
	}
	b.AuthorID = a.AuthorID
	if may.Has(SetsAuthor) {
		b.AuthorID = in.AuthorID
	}
	if may.Has(SetsApproval) {
		b.Approved = in.Approved
	}
	if may.Has(SetsTaxClass) {
		b.TaxClass = in.TaxClass
	}
	// Approval is written either way: the admin's choice, or withdrawn.
	return BookEdit{Book: b, Fields: may | SetsApproval, By: a.UserID}
}

// BookFormFor prepares the form an actor sent: normalised, the author an
// actor may not choose replaced by their own profile, and validated (the
// cover is required of whoever may set it).
func BookFormFor(a Actor, in BookInput) (BookInput, error) {
	may := BookFieldsOf(a)
	if !may.Has(SetsAuthor) {
		in.AuthorID = a.AuthorID
	}
	if !may.Has(SetsTaxClass) {
		in.TaxClass = nil
	}
	in.Normalize()
	return in, in.Validate(may.Has(SetsCover))
}
