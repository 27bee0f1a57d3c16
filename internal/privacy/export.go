package privacy

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
)

// The export is a list of sections, one per aggregate that holds the
// member's data. A new aggregate adds one entry here (or through
// Service.Sections when it lives in another package).

func f(key, label string, v any) bookstore.ExportField {
	return bookstore.ExportField{Key: key, Label: label, Value: v}
}

// when is a time for the export: "28 Kasım 2026 14:05" in the shop's
// time, with the RFC 3339 form beside it in the JSON file
// (bookstore.ExportTime); empty when unset.
func when(t time.Time) any {
	if t.IsZero() {
		return ""
	}
	return bookstore.ExportTime(t)
}

func (s *Service) sections() []bookstore.ExportSection {
	return []bookstore.ExportSection{
		{Key: "profile", Title: "Profil", Read: s.profileSection},
		{Key: "addresses", Title: "Adresler", Read: s.addressSection},
		{Key: "orders", Title: "Siparişler", Read: s.orderSection},
		{Key: "favorites", Title: "Favoriler", Read: s.favoriteSection},
		{Key: "stockAlerts", Title: "Stok bildirimleri", Read: s.stockAlertSection},
		{Key: "consents", Title: "İzinler (e-posta)", Read: s.consentSection},
		{Key: "sessions", Title: "Oturumlar", Read: s.sessionSection},
		{Key: "returns", Title: "İade ve cayma talepleri", Read: s.returnSection},
		{Key: "reviewVotes", Title: "Faydalı bulduğunuz değerlendirmeler", Read: s.reviewVoteSection},
		{Key: "reviewReports", Title: "Bildirdiğiniz değerlendirmeler", Read: s.reviewReportSection},
		{Key: "signIns", Title: "Giriş denemeleri", Read: s.signInSection},
		{Key: "twoFactor", Title: "İki adımlı doğrulama", Read: s.mfaSection},
		{Key: "dataRequests", Title: "KVKK başvurularınız", Read: s.dataRequestSection},
		{Key: "accountEvents", Title: "Hesap ve güvenlik kayıtları", Read: s.eventSection},
	}
}

func (s *Service) profileSection(ctx context.Context, userID string) ([]bookstore.ExportRecord, error) {
	u, err := s.Users.UserByID(ctx, userID)
	if err != nil {
		return nil, err
	}
	consent, err := s.Store.MarketingConsent(ctx, userID)
	if err != nil {
		return nil, err
	}
	return []bookstore.ExportRecord{{
		f("id", "Üye no", u.ID), f("email", "E-posta", u.Email), f("fullName", "Ad soyad", u.FullName),
		f("phone", "Telefon", u.Phone), f("role", "Rol", u.Role.Label()), f("avatarUrl", "Profil resmi", u.AvatarURL),
		f("marketingEmailConsent", "Kampanya e-postası izni", consent),
		f("createdAt", "Üyelik tarihi", when(u.CreatedAt)), f("updatedAt", "Son güncelleme", when(u.UpdatedAt)),
	}}, nil
}

// addressSection lists the profile's address, the address book and every
// delivery address used in an order, once each.
func (s *Service) addressSection(ctx context.Context, userID string) ([]bookstore.ExportRecord, error) {
	u, err := s.Users.UserByID(ctx, userID)
	if err != nil {
		return nil, err
	}
	orders, err := s.Orders.OrdersOf(ctx, userID)
	if err != nil {
		return nil, err
	}
	out := []bookstore.ExportRecord{}
	seen := map[string]bool{}
	add := func(use, addr string) {
		if addr == "" || seen[addr] {
			return
		}
		seen[addr] = true
		out = append(out, bookstore.ExportRecord{f("use", "Kullanım", use), f("address", "Adres", addr)})
	}
	add("Profil teslimat adresi", u.ShippingAddress)
	if s.Addresses != nil {
		book, err := s.Addresses.Addresses(ctx, userID)
		if err != nil {
			return nil, err
		}
		for _, a := range book {
			add("Adres defteri: "+a.Label, a.Formatted())
		}
	}
	for _, o := range orders {
		add("Sipariş #"+o.Number(), o.ShippingAddress)
	}
	return out, nil
}

func (s *Service) orderSection(ctx context.Context, userID string) ([]bookstore.ExportRecord, error) {
	orders, err := s.Orders.OrdersOf(ctx, userID)
	if err != nil {
		return nil, err
	}
	ips, err := s.Store.ContractIPs(ctx, userID)
	if err != nil {
		return nil, err
	}
	out := make([]bookstore.ExportRecord, 0, len(orders))
	for _, o := range orders {
		lines := make([]bookstore.ExportRecord, 0, len(o.Items))
		for _, it := range o.Items {
			lines = append(lines, bookstore.ExportRecord{f("bookId", "Kitap no", it.BookID), f("title", "Kitap", it.Title),
				f("quantity", "Adet", it.Quantity), f("unitPrice", "Birim fiyat", bookstore.FormatLira(it.Price)),
				f("lineTotal", "Tutar", bookstore.FormatLira(it.Price*int64(it.Quantity)))})
		}
		out = append(out, bookstore.ExportRecord{
			f("number", "Sipariş no", o.Number()), f("id", "Kayıt no", o.ID), f("status", "Durum", o.Status.Label()),
			f("createdAt", "Tarih", when(o.CreatedAt)), f("shippingAddress", "Teslimat adresi", o.ShippingAddress),
			f("subtotal", "Ara toplam", bookstore.FormatLira(o.Totals.Subtotal)), f("shipping", "Kargo", bookstore.FormatLira(o.Totals.Shipping)),
			f("total", "Toplam", bookstore.FormatLira(o.Totals.Total)), f("cargoCompany", "Kargo firması", o.CargoCompany),
			f("trackingNumber", "Takip no", o.TrackingNumber), f("contractsAcceptedAt", "Sözleşme onayı", when(o.ContractsAcceptedAt)),
			f("contractsAcceptedIp", "Sözleşme onayının IP adresi", ips[o.ID]),
			f("lines", "Ürünler", lines),
		})
	}
	return out, nil
}

func titledRecords(items []bookstore.StockAlertView, dateLabel string) []bookstore.ExportRecord {
	out := make([]bookstore.ExportRecord, len(items))
	for i, it := range items {
		out[i] = bookstore.ExportRecord{f("bookId", "Kitap no", it.BookID), f("title", "Kitap", it.BookTitle), f("createdAt", dateLabel, when(it.CreatedAt))}
	}
	return out
}

func (s *Service) favoriteSection(ctx context.Context, userID string) ([]bookstore.ExportRecord, error) {
	favs, err := s.Store.FavoriteTitles(ctx, userID)
	return titledRecords(favs, "Eklenme tarihi"), err
}

func (s *Service) stockAlertSection(ctx context.Context, userID string) ([]bookstore.ExportRecord, error) {
	alerts, err := s.Store.StockAlerts(ctx, userID)
	return titledRecords(alerts, "İstek tarihi"), err
}

func (s *Service) consentSection(ctx context.Context, userID string) ([]bookstore.ExportRecord, error) {
	rows, err := s.Store.ConsentHistory(ctx, userID)
	if err != nil {
		return nil, err
	}
	out := make([]bookstore.ExportRecord, len(rows))
	for i, c := range rows {
		state := "Verildi"
		if !c.Given {
			state = "Geri alındı"
		}
		out[i] = bookstore.ExportRecord{f("channel", "Kanal", "E-posta"), f("given", "İzin", c.Given), f("state", "Durum", state),
			f("source", "Kaynak", c.Source), f("ip", "IP adresi", c.IP), f("at", "Tarih", when(c.At))}
	}
	return out, nil
}

func (s *Service) sessionSection(ctx context.Context, userID string) ([]bookstore.ExportRecord, error) {
	rows, err := s.Store.Sessions(ctx, userID)
	if err != nil {
		return nil, err
	}
	out := make([]bookstore.ExportRecord, len(rows))
	for i, r := range rows {
		out[i] = bookstore.ExportRecord{f("createdAt", "Açılış", when(r.CreatedAt)), f("lastSeenAt", "Son etkinlik", when(r.LastSeenAt)),
			f("expiresAt", "Bitiş", when(r.ExpiresAt)), f("rememberMe", "Beni hatırla", r.Remember),
			f("ip", "IP adresi", r.IP), f("userAgent", "Tarayıcı", r.UserAgent)}
	}
	return out, nil
}
