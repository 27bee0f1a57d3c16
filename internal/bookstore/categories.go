package bookstore

import (
	"context"
	"strings"
	"unicode"
)

// Categories: the admin's inline form (name required, description
// optional) and their store.

const (
	MsgCategoryNotFound  = "Kategori bulunamadı"
	MsgCategoryDuplicate = "Bu isimde bir kategori zaten var"
)

// CategoryInput is the inline category form.
type CategoryInput struct{ Name, Description string }

func (c *CategoryInput) Validate() error {
	c.Name, c.Description = strings.TrimSpace(c.Name), strings.TrimSpace(c.Description)
	var f []FieldError
	if c.Name == "" {
		f = append(f, FieldError{"name", MsgRequired})
	} else if e := CheckSingleLine("name", c.Name); e != nil {
		f = append(f, *e)
	} else if e := lengthCheck("name", c.Name, MaxNameLen, MsgNameTooLong); e != nil {
		f = append(f, *e)
	}
	if e := lengthCheck("description", c.Description, MaxDescriptionLen, MsgTextTooLong); e != nil {
		f = append(f, *e)
	}
	if len(f) > 0 {
		return Invalid(f...)
	}
	return nil
}

// CategoryStore is the admin's side of categories.
type CategoryStore interface {
	// ListCategories lists categories by name; q filters on the folded name.
	ListCategories(ctx context.Context, q string) ([]Category, error)
	Category(ctx context.Context, id string) (*Category, error)
	// SaveCategory creates (c.ID == "") or renames a category, with the
	// effects fx makes of the category as saved.
	SaveCategory(ctx context.Context, c *Category, fx EffectsOf[*Category]) error
	// DeleteCategory deletes a category, with fx; its books become
	// uncategorised.
	DeleteCategory(ctx context.Context, id string, fx Effects) error
}

// CategoryKey is what makes two category names the same one: the name
// lowered with Turkish case rules ('Şiir' and 'şiir', 'Isı' and 'ısı', 'İz'
// and 'iz' share a key; 'şiir' and 'siir' do not). The store keeps it in a
// unique column, so a second category with the same key is refused as
// ErrDuplicate on both databases, even when two saves race.
func CategoryKey(name string) string {
	return strings.ToLowerSpecial(unicode.TurkishCase, strings.TrimSpace(name))
}
