// Package dashboard is the admin dashboard's service: the shop's totals,
// the work waiting for an admin and the recent activity
// (bookstore.RecentActivity picks and names it).
package dashboard

import (
	"context"

	"bookstore/internal/bookstore"
)

// Service is the dashboard service.
type Service struct {
	Store bookstore.DashboardStore
}

// Overview reads the dashboard: the counts and up to bookstore.ActivityLimit
// activities, newest first.
func (s *Service) Overview(ctx context.Context) (*bookstore.Dashboard, error) {
	c, err := s.Store.DashboardCounts(ctx)
	if err != nil {
		return nil, err
	}
	records, err := s.Store.RecentRecords(ctx, bookstore.RecentLimits)
	if err != nil {
		return nil, err
	}
	return &bookstore.Dashboard{DashboardCounts: c, Activity: bookstore.RecentActivity(records)}, nil
}
