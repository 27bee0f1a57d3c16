package auth

import (
	"context"
	"fmt"
	"math"
	"time"

	"bookstore/internal/bookstore"
)

// Guessing is slowed, never locked, and slowed where it comes from: each
// source (a browser's remembered device for this account, else the client
// address) has its own count, so a guesser at one address does not stop
// the owner at another, and the owner's remembered device passes while any
// address is slowed. The account-wide ceiling slows only tries without a
// remembered device. A password reset clears the counts.

// sourceOf is the device of the request's remembered-device cookie when it
// belongs to the account, else the client address.
func (s *Service) sourceOf(ctx context.Context, u *bookstore.User, c Client) bookstore.LoginSource {
	if u != nil {
		if id := s.deviceOf(ctx, c.Device, u.ID); id != "" {
			return bookstore.LoginSource{IP: c.IP, Device: id}
		}
	}
	return bookstore.LoginSource{IP: c.IP}
}

// checkThrottle answers a rate-limited error with the wait when the source
// (or, without a device, the account as a whole) is over its limit.
func (s *Service) checkThrottle(ctx context.Context, email string, src bookstore.LoginSource, now time.Time) error {
	f, err := s.st.Attempts.LoginFailures(ctx, email, src, now.Add(-s.cfg.FailureWindow))
	if err != nil {
		return err
	}
	wait := s.waitFor(f, src.Device != "", now)
	if wait <= 0 {
		return nil
	}
	s.log.WarnContext(ctx, "security: sign-in slowed", "email_sha", shortHash(email), "ip", src.IP,
		"device", src.Device != "", "failures", f.FromSource, "account_failures", f.Anonymous, "wait", wait)
	e := bookstore.Errorf(bookstore.CodeRateLimited, bookstore.MsgSignInThrottled, waitText(wait))
	e.RetryAfter = wait
	return e
}

// waitFor is how long the source must still wait: past FreeFailures the
// delay doubles with each of the source's own failures; past the account
// ceiling, tries without a device follow a schedule set by the window's
// first failure: the n-th try past the ceiling opens n × CeilingSpacing
// after it. The schedule is the same for everyone, so a stranger's failure
// never restarts the wait an owner was told; it only takes one slot.
func (s *Service) waitFor(f bookstore.LoginFailures, device bool, now time.Time) time.Duration {
	var wait time.Duration
	if over := f.FromSource - s.cfg.FreeFailures; over >= 0 {
		d := s.cfg.MaxDelay
		if over < 20 {
			d = min(s.cfg.BaseDelay<<over, s.cfg.MaxDelay)
		}
		wait = f.LastFromSource.Add(d).Sub(now)
	}
	if !device && f.Anonymous >= s.cfg.AccountCeiling {
		slot := f.FirstAnonymous.Add(time.Duration(f.Anonymous-s.cfg.AccountCeiling+1) * s.cfg.CeilingSpacing)
		wait = max(wait, slot.Sub(now))
	}
	return max(wait, 0)
}

// waitText is a wait in Turkish, rounded up: "45 saniye", "2 dakika".
func waitText(d time.Duration) string {
	if d < time.Minute {
		return fmt.Sprintf("%d saniye", int(math.Ceil(d.Seconds())))
	}
	return fmt.Sprintf("%d dakika", int(math.Ceil(d.Minutes())))
}

// recordFailure stores a failed try (a wrong password or second-step code)
// and warns the owner when the source or the account crosses its limit.
func (s *Service) recordFailure(ctx context.Context, email string, u *bookstore.User, src bookstore.LoginSource, c Client, now time.Time) error {
	if err := s.st.Attempts.RecordLoginAttempt(ctx, bookstore.LoginAttempt{Email: email, IP: c.IP, Device: src.Device, At: now}); err != nil {
		return err
	}
	if u == nil || s.mails == nil {
		return nil
	}
	f, err := s.st.Attempts.LoginFailures(ctx, email, src, now.Add(-s.cfg.FailureWindow))
	if err != nil {
		return err
	}
	if f.FromSource < s.cfg.FreeFailures && f.Anonymous < s.cfg.AccountCeiling {
		return nil
	}
	m, err := s.mails.SignInFailuresMail(ctx, u, now, c.IP)
	if err != nil {
		return err
	}
	// At most one warning per window: the claim is conditional.
	claimed, err := s.st.Attempts.ClaimLoginAlert(ctx, email, now.UTC(), now.Add(-s.cfg.FailureWindow).UTC(), bookstore.Effects{Mail: &m})
	if claimed {
		s.log.InfoContext(ctx, "security: owner warned of failed sign-ins", "user", u.ID)
	}
	return err
}

func (s *Service) recordSuccess(ctx context.Context, email string, src bookstore.LoginSource, now time.Time) error {
	return s.st.Attempts.RecordLoginAttempt(ctx, bookstore.LoginAttempt{Email: email, IP: src.IP, Device: src.Device, Succeeded: true, At: now})
}

// ConfirmPassword checks a signed-in user's password before a sensitive
// change (closing the account, turning two-factor sign-in off). It is the
// sign-in's check in every respect: the same throttle per account and
// source, the same failure count and warning mail, so such a form is no
// side door for guessing. A wrong password is (false, nil); a source past
// its limit gets the rate-limited error without its password being checked.
func (s *Service) ConfirmPassword(ctx context.Context, u *bookstore.User, password string, c Client) (bool, error) {
	now := s.now()
	_, hash, err := s.st.Users.Credentials(ctx, u.Email)
	if err != nil {
		return false, err
	}
	src := s.sourceOf(ctx, u, c)
	if err := s.checkThrottle(ctx, u.Email, src, now); err != nil {
		return false, err
	}
	ok, err := VerifyPassword(ctx, password, hash)
	if err != nil || ok {
		return ok, err
	}
	if err := s.recordFailure(ctx, u.Email, u, src, c, now); err != nil {
		return false, err
	}
	s.log.InfoContext(ctx, "security: password confirmation failed", "user", u.ID, "ip", c.IP)
	return false, nil
}
