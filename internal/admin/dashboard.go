package admin

import (
	"context"

	"bookstore/internal/bookstore"
)

// The admin dashboard (panels.md §2): totals, pending work and the recent
// activity (bookstore.RecentActivity).

// Overview reads the dashboard: the counts and up to bookstore.ActivityLimit
// activities, newest first.
func (s *Service) Overview(ctx context.Context) (*bookstore.Dashboard, error) {
	c, err := s.Dashboard.DashboardCounts(ctx)
	if err != nil {
		return nil, err
	}
	records, err := s.Dashboard.RecentRecords(ctx, bookstore.RecentLimits)
	if err != nil {
		return nil, err
	}
	return &bookstore.Dashboard{DashboardCounts: c, Activity: bookstore.RecentActivity(records)}, nil
}
