package reviews

import (
	"context"

	"bookstore/internal/bookstore"
)

// ExportSection is the member's reviews in their data export (KVKK art. 11):
// every review they wrote, whatever its state, with the book's title.
func (s *Service) ExportSection() bookstore.ExportSection {
	field := func(key, label string, v any) bookstore.ExportField {
		return bookstore.ExportField{Key: key, Label: label, Value: v}
	}
	return bookstore.ExportSection{Key: "reviews", Title: "Değerlendirmeler", Read: func(ctx context.Context, userID string) ([]bookstore.ExportRecord, error) {
		list, err := s.Store.ReviewsOfMember(ctx, userID)
		if err != nil {
			return nil, err
		}
		out := make([]bookstore.ExportRecord, len(list))
		for i, r := range list {
			out[i] = bookstore.ExportRecord{field("book", "Kitap", r.BookTitle), field("rating", "Puan", r.Rating),
				field("title", "Başlık", r.Title), field("text", "Metin", r.Body), field("displayName", "Görünen ad", r.DisplayName),
				field("status", "Durum", string(r.Status)), field("createdAt", "Tarih", bookstore.ExportTime(r.CreatedAt))}
		}
		return out, nil
	}}
}
