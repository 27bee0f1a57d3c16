package mail

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/config"
)

// Worker delivers the outbox: it turns due stock alerts into mails, claims
// due mails with a lease and sends them, retrying failures with exponential
// backoff up to MaxAttempts. Any number of workers (one per instance) may
// share one database.
type Worker struct {
	Outbox   bookstore.Outbox
	Sender   Sender
	Notifier *Notifier
	Log      *slog.Logger
	// Delivered is the status a delivery gets: MailSent for SMTP,
	// MailLogged for the log sender.
	Delivered bookstore.MailStatus

	Poll  time.Duration // between rounds; 0 means 2 s
	Lease time.Duration // how long a claim holds; 0 means 5 min
	// SendTimeout bounds one delivery (longer than the SMTP sender's own
	// deadline); 0 means config.MailSend. A mail is only started while its
	// lease has at least this long left, so no other worker can claim it
	// mid-send.
	SendTimeout time.Duration
	Batch       int           // mails per claim; 0 means 20
	MaxAttempts int           // 0 means 8
	BaseBackoff time.Duration // first retry delay, doubling; 0 means 30 s
	MaxBackoff  time.Duration // 0 means 1 h
	// MarkTries is how often a delivered mail's marking is tried before the
	// worker gives up on it (0 means 4), waiting MarkBackoff (0 means
	// 200 ms), doubling, in between. A mail that stays unmarked is sent
	// again once its lease runs out, with the same Message-ID.
	MarkTries   int
	MarkBackoff time.Duration
	Now         func() time.Time
	// Metrics, when set, is told of each round (job "outbox") and of each
	// failed delivery attempt.
	Metrics interface {
		bookstore.JobObserver
		bookstore.MailObserver
	}

	// pausedUntil: after a delivered mail could not be marked, the worker
	// claims nothing until that mail's lease runs out. Marking fails for
	// the whole database at once (a full disk, a lost connection), so each
	// further mail claimed would be sent and left unmarked too, and sent
	// again after its lease.
	pausedUntil time.Time
}

// errMarkingFails is a round skipped because marking failed before.
var errMarkingFails = errors.New("mail worker: a delivered mail could not be marked; claiming nothing until its lease runs out")

func (w *Worker) now() time.Time {
	if w.Now != nil {
		return w.Now()
	}
	return time.Now()
}

func orDefault[T comparable](v, def T) T {
	var zero T
	if v == zero {
		return def
	}
	return v
}

// Backoff is the delay before the next try after the given attempt (1-based).
func (w *Worker) Backoff(attempt int) time.Duration {
	d := orDefault(w.BaseBackoff, 30*time.Second)
	maxD := orDefault(w.MaxBackoff, time.Hour)
	for i := 1; i < attempt && d < maxD; i++ {
		d *= 2
	}
	return min(d, maxD)
}

// Run works until ctx is cancelled.
func (w *Worker) Run(ctx context.Context) {
	t := time.NewTicker(orDefault(w.Poll, 2*time.Second))
	defer t.Stop()
	for {
		_, err := w.RunOnce(ctx)
		if w.Metrics != nil {
			w.Metrics.JobRan("outbox", err)
		}
		if err != nil && ctx.Err() == nil {
			w.Log.Error("mail worker", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// RunOnce queues due stock alerts, then claims and sends one batch. It
// returns how many mails were delivered.
func (w *Worker) RunOnce(ctx context.Context) (int, error) {
	var errs []error
	if w.Notifier != nil {
		if _, err := w.StockAlerts(ctx); err != nil {
			errs = append(errs, err)
		}
	}
	if w.now().Before(w.pausedUntil) {
		return 0, errors.Join(append(errs, errMarkingFails)...)
	}
	lease, sendTimeout := orDefault(w.Lease, 5*time.Minute), orDefault(w.SendTimeout, config.MailSend)
	claimed, claimedAt := time.Now(), w.now()
	mails, err := w.Outbox.ClaimMails(ctx, claimedAt, lease, orDefault(w.Batch, 20))
	if err != nil {
		return 0, errors.Join(append(errs, err)...)
	}
	delivered := 0
	for _, m := range mails {
		// Slow sends can use up the lease; the rest of the batch is left
		// for a later claim rather than risk a second worker sending it too.
		if ctx.Err() != nil || time.Since(claimed)+sendTimeout > lease {
			break
		}
		sctx, cancel := context.WithTimeout(ctx, sendTimeout)
		ok, marked := w.deliver(sctx, m)
		cancel()
		if ok {
			delivered++
		}
		if !marked {
			// The rest of the batch waits for its lease to run out.
			w.pausedUntil = claimedAt.Add(lease)
			break
		}
	}
	return delivered, errors.Join(errs...)
}

// StockAlerts queues one mail per unsent alert of a book back in stock.
func (w *Worker) StockAlerts(ctx context.Context) (int, error) {
	return w.Outbox.ClaimStockAlerts(ctx, 100, w.Notifier.StockBackMail)
}

// markDelivered records a delivery, trying again a few times with a short
// backoff: the mail has left, and an unmarked mail is sent a second time
// once its lease runs out (a dropped database connection must not cause
// that). When every try fails the retry is still safe: the mail keeps its
// Message-ID, which receivers use to drop the duplicate. A claim that is
// no longer ours (ErrNotFound) is not retried.
func (w *Worker) markDelivered(ctx context.Context, m bookstore.Mail, status bookstore.MailStatus, redact bool) bool {
	wait := orDefault(w.MarkBackoff, 200*time.Millisecond)
	tries := orDefault(w.MarkTries, 4)
	for i := 1; ; i++ {
		err := w.Outbox.MarkMailDelivered(ctx, m.ID, m.ClaimToken, status, w.now(), redact)
		if err == nil {
			return true
		}
		if errors.Is(err, bookstore.ErrNotFound) {
			w.Log.Warn("mail delivered but its claim was taken over", "id", m.ID, "message_id", m.MessageID, "err", err)
			return true // not a failing database: the batch goes on
		}
		if i >= tries {
			w.Log.Warn("mail delivered but not marked; it is sent again after its lease with the same Message-ID",
				"id", m.ID, "message_id", m.MessageID, "tries", i, "err", err)
			return false
		}
		time.Sleep(wait)
		wait *= 2
	}
}

// deliver sends one mail and records the outcome; marked is false when the
// outcome could not be recorded.
func (w *Worker) deliver(ctx context.Context, m bookstore.Mail) (ok, marked bool) {
	status := orDefault(w.Delivered, bookstore.MailSent)
	// Marking must happen even when ctx was cancelled mid-send.
	mctx := context.WithoutCancel(ctx)
	out, err := w.toSend(ctx, m, status)
	if err == nil {
		err = w.Sender.Send(ctx, out)
	}
	if err == nil {
		// The stored copy of a reset mail never held its link, so nothing
		// is left to redact.
		return true, w.markDelivered(mctx, m, status, false)
	}
	if w.Metrics != nil {
		w.Metrics.MailFailed(m.Kind)
	}
	giveUp := m.Attempts >= orDefault(w.MaxAttempts, 8) || Permanent(err)
	next := w.now().Add(w.Backoff(m.Attempts))
	w.Log.Warn("mail delivery failed", "id", m.ID, "kind", m.Kind, "attempt", m.Attempts, "give_up", giveUp, "err", err)
	if merr := w.Outbox.MarkMailFailed(mctx, m.ID, m.ClaimToken, err.Error(), next, giveUp); merr != nil && !errors.Is(merr, bookstore.ErrNotFound) {
		w.Log.Warn("mail failure not recorded", "id", m.ID, "err", merr)
		return false, false
	}
	return false, true
}

// toSend is the copy of the mail that is handed to the sender. A reset mail
// gets its live link only on its way to SMTP (see
// bookstore.ResetLinkMinter); the log sender gets the stored copy, whose
// link is redacted, so no log ever holds a reset token.
func (w *Worker) toSend(ctx context.Context, m bookstore.Mail, status bookstore.MailStatus) (bookstore.Mail, error) {
	if m.Kind == bookstore.MailSignInLink && status == bookstore.MailSent {
		if w.Notifier == nil {
			return m, permanent(errNoSignInLinkMinter)
		}
		out, err := w.Notifier.SignInLinkMailToSend(ctx, m)
		if errors.Is(err, bookstore.ErrNotFound) {
			return m, permanent(errors.New("giriş bağlantısı isteği kullanılmış veya süresi dolmuş; bağlantı gönderilmedi"))
		}
		return out, err
	}
	if m.Kind != bookstore.MailPasswordReset || status != bookstore.MailSent {
		return m, nil
	}
	if w.Notifier == nil {
		return m, permanent(errNoResetMinter)
	}
	out, err := w.Notifier.ResetMailToSend(ctx, m)
	if errors.Is(err, bookstore.ErrNotFound) {
		return m, permanent(errors.New("şifre sıfırlama isteği kullanılmış veya süresi dolmuş; bağlantı gönderilmedi"))
	}
	return out, err
}
