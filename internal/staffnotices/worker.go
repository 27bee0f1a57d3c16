package staffnotices

import (
	"context"
	"errors"
	"time"

	"bookstore/internal/bookstore"
)

// The notifier worker. Each round it re-arms the low-stock crossings of
// restocked books, hands every unprocessed notice to its recipients and
// sends the digests that are due. Handing a notice out is one transaction
// (its mails, its digest lines, its mark) under a lease, and every mail
// has a dedup key naming the notice and the address, so a worker killed
// between its claim and its mark, or two workers on one notice, queue
// each mail once: the notice is claimed again after its lease, and what
// was queued already is not queued again.

// RunOnce runs one round; it returns how many notices it handed out.
func (s *Service) RunOnce(ctx context.Context) (int, error) {
	var errs []error
	if err := s.Store.RearmLowStock(ctx); err != nil {
		errs = append(errs, err)
	}
	n, err := s.DeliverNotices(ctx)
	if err != nil {
		errs = append(errs, err)
	}
	if _, err := s.SendDigests(ctx); err != nil {
		errs = append(errs, err)
	}
	return n, errors.Join(errs...)
}

// DeliverNotices claims a batch of notices and hands each to its
// recipients: a mail for each who takes every notice, a digest line for
// each who takes the digest.
func (s *Service) DeliverNotices(ctx context.Context) (int, error) {
	lease := s.Lease
	if lease == 0 {
		lease = 5 * time.Minute
	}
	batch := s.Batch
	if batch == 0 {
		batch = 50
	}
	notices, err := s.Store.ClaimStaffNotices(ctx, s.now(), lease, batch)
	if err != nil || len(notices) == 0 {
		return 0, err
	}
	st, members, err := s.Store.StaffRecipients(ctx)
	if err != nil {
		return 0, err
	}
	recipients := bookstore.StaffRecipientsOf(st, members)
	done := 0
	var errs []error
	for _, n := range notices {
		var mails []bookstore.Mail
		var digest []string
		for _, r := range recipients {
			if r.Delivery == bookstore.StaffDaily {
				digest = append(digest, r.Email)
				continue
			}
			m, err := s.Mails.StaffNoticeMail(ctx, n, r.Email)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			mails = append(mails, m)
		}
		err := s.Store.DeliverStaffNotice(ctx, n, mails, digest, bookstore.StaffDay(n.CreatedAt))
		switch {
		case errors.Is(err, bookstore.ErrNotFound):
			// Its lease ran out and another worker took it over.
		case err != nil:
			errs = append(errs, err)
		default:
			done++
		}
	}
	return done, errors.Join(errs...)
}

// SendDigests queues the digests that are due: a day's notices go out at
// the digest hour of the next day (Istanbul), one mail per recipient.
func (s *Service) SendDigests(ctx context.Context) (int, error) {
	st, err := s.Settings.StaffSettings(ctx)
	if err != nil {
		return 0, err
	}
	due, err := s.Store.DueDigests(ctx, bookstore.DigestCutoff(s.now(), st.DigestHour), 100)
	if err != nil {
		return 0, err
	}
	var errs []error
	sent := 0
	for _, d := range due {
		m, err := s.Mails.StaffDigestMail(ctx, d)
		if err == nil {
			err = s.Store.SendDigest(ctx, d, m)
		}
		if err != nil {
			errs = append(errs, err)
			continue
		}
		sent++
	}
	return sent, errors.Join(errs...)
}

// Run works every interval until ctx ends.
func (s *Service) Run(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		n, err := s.RunOnce(ctx)
		if s.Jobs != nil {
			s.Jobs.JobRan("staff_notices", err)
		}
		if err != nil && ctx.Err() == nil {
			s.Log.ErrorContext(ctx, "staff notices", "err", err)
		} else if n > 0 {
			s.Log.InfoContext(ctx, "staff notices handed out", "count", n)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
