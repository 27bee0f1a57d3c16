package bookstore

import "unicode/utf8"

// Limits and messages the catalogue's admin forms share.
const (
	MsgNameTooLong    = "Ad en fazla 100 karakter olabilir"
	MsgTextTooLong    = "Metin çok uzun"
	MaxNameLen        = 100
	MaxDescriptionLen = 1000
	MaxRichTextLen    = 100_000
)

func lengthCheck(field, s string, max int, msg string) *FieldError {
	if utf8.RuneCountInString(s) > max {
		return &FieldError{field, msg}
	}
	return nil
}
