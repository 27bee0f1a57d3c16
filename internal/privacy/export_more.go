package privacy

import (
	"context"

	"bookstore/internal/bookstore"
)

// The export's sections on what the member did around their own records:
// returns, review votes and reports, sign-ins, the second factor, KVKK
// requests and the account's events. The shop keeps no log of each HTTP
// request per member; the audit entries made by or about the member and
// the sign-in attempts with their e-mail are what it records of their
// requests, and the account events section says so.

func (s *Service) returnSection(ctx context.Context, userID string) ([]bookstore.ExportRecord, error) {
	rows, err := s.Store.ReturnsOfMember(ctx, userID)
	if err != nil {
		return nil, err
	}
	out := make([]bookstore.ExportRecord, len(rows))
	for i, r := range rows {
		o := bookstore.Order{ID: r.OrderID}
		out[i] = bookstore.ExportRecord{f("code", "İade kodu", r.Code), f("order", "Sipariş no", o.Number()),
			f("state", "Durum", bookstore.ReturnState(r.State).Label()), f("reason", "Neden", bookstore.ReturnReason(r.Reason).Label()),
			f("note", "Not", r.Note), f("rejectReason", "Ret gerekçesi", r.RejectReason), f("createdAt", "Talep tarihi", when(r.CreatedAt)),
			f("receivedAt", "Teslim alındı", when(r.ReceivedAt)), f("refundedAt", "İade edildi", when(r.RefundedAt))}
	}
	return out, nil
}

func reviewActionRecords(rows []bookstore.ExportReviewAction, withReason bool) []bookstore.ExportRecord {
	out := make([]bookstore.ExportRecord, len(rows))
	for i, r := range rows {
		rec := bookstore.ExportRecord{f("book", "Kitap", r.BookTitle), f("reviewTitle", "Değerlendirme başlığı", r.ReviewTitle),
			f("reviewAuthor", "Değerlendiren", r.ReviewAuthor)}
		if withReason {
			rec = append(rec, f("reason", "Bildirme nedeni", r.Reason))
		}
		out[i] = append(rec, f("at", "Tarih", when(r.At)))
	}
	return out
}

func (s *Service) reviewVoteSection(ctx context.Context, userID string) ([]bookstore.ExportRecord, error) {
	rows, err := s.Store.ReviewVotesOf(ctx, userID)
	return reviewActionRecords(rows, false), err
}

func (s *Service) reviewReportSection(ctx context.Context, userID string) ([]bookstore.ExportRecord, error) {
	rows, err := s.Store.ReviewReportsOf(ctx, userID)
	return reviewActionRecords(rows, true), err
}

// signInSection lists the sign-in attempts with the member's e-mail, failed
// ones included (they are kept for the throttle's window).
func (s *Service) signInSection(ctx context.Context, userID string) ([]bookstore.ExportRecord, error) {
	u, err := s.Users.UserByID(ctx, userID)
	if err != nil {
		return nil, err
	}
	rows, err := s.Store.SignInAttempts(ctx, u.Email)
	if err != nil {
		return nil, err
	}
	out := make([]bookstore.ExportRecord, len(rows))
	for i, r := range rows {
		result := "Başarısız"
		if r.Succeeded {
			result = "Başarılı"
		}
		out[i] = bookstore.ExportRecord{f("result", "Sonuç", result), f("succeeded", "Başarılı mı", r.Succeeded),
			f("ip", "IP adresi", r.IP), f("at", "Tarih", when(r.At))}
	}
	return out, nil
}

func (s *Service) mfaSection(ctx context.Context, userID string) ([]bookstore.ExportRecord, error) {
	m, err := s.Store.MFAOf(ctx, userID)
	if err != nil {
		return nil, err
	}
	state := "Kapalı"
	switch {
	case m.Enabled:
		state = "Açık"
	case m.Started:
		state = "Kurulum başlatıldı, tamamlanmadı"
	}
	return []bookstore.ExportRecord{{f("state", "Durum", state), f("enabled", "Açık mı", m.Enabled),
		f("startedAt", "Kurulum tarihi", when(m.CreatedAt)), f("enabledAt", "Açılış tarihi", when(m.EnabledAt)),
		f("recoveryCodesLeft", "Kullanılmamış kurtarma kodu", m.RecoveryCodesLeft)}}, nil
}

func (s *Service) dataRequestSection(ctx context.Context, userID string) ([]bookstore.ExportRecord, error) {
	rows, err := s.Store.DataRequestsOf(ctx, userID)
	if err != nil {
		return nil, err
	}
	out := make([]bookstore.ExportRecord, len(rows))
	for i, r := range rows {
		out[i] = bookstore.ExportRecord{f("kind", "Başvuru", r.Kind.Label()), f("createdAt", "Tarih", when(r.CreatedAt)),
			f("completedAt", "Yanıtlandı", when(r.CompletedAt))}
	}
	return out, nil
}

// eventSection is the shop's record of the member's requests: it keeps no
// per-request log, so these are the audit entries made by the member or
// on the member's account (profile, consents, second factor, KVKK
// requests, an admin's changes), with what they concern.
func (s *Service) eventSection(ctx context.Context, userID string) ([]bookstore.ExportRecord, error) {
	rows, err := s.Store.EventsAbout(ctx, userID)
	if err != nil {
		return nil, err
	}
	out := make([]bookstore.ExportRecord, len(rows))
	for i, e := range rows {
		by := "Siz"
		switch {
		case e.ActorID == "":
			by = "Sistem"
		case e.ActorID != userID:
			by = "Mağaza yöneticisi"
		}
		out[i] = bookstore.ExportRecord{f("action", "İşlem", string(e.Action)), f("record", "Kayıt", e.Entity),
			f("recordId", "Kayıt no", e.EntityID), f("by", "Yapan", by), f("at", "Tarih", when(e.CreatedAt))}
	}
	return out, nil
}
