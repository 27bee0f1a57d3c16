package httpapi

import (
	"context"
	"time"
)

// ActivityItem is one audit record as the admin dashboard lists it.
type ActivityItem struct {
	ID        string    `json:"id"`
	Action    string    `json:"action"`
	Entity    string    `json:"entity"`
	EntityID  string    `json:"entityId"`
	CreatedAt time.Time `json:"createdAt"`
}

type ActivityResponse struct {
	Items []ActivityItem `json:"items"`
}

type activityOutput struct{ Body ActivityResponse }

// dashboardActivityLimit is the spec's 6 recent items (panels.md §2).
const dashboardActivityLimit = 6

func (s *Server) adminActivity(ctx context.Context, _ *struct{}) (*activityOutput, error) {
	entries, err := s.audit.RecentAudit(ctx, dashboardActivityLimit)
	if err != nil {
		return nil, err
	}
	out := &activityOutput{Body: ActivityResponse{Items: make([]ActivityItem, len(entries))}}
	for i, e := range entries {
		out.Body.Items[i] = ActivityItem{ID: e.ID, Action: e.Action, Entity: e.Entity, EntityID: e.EntityID, CreatedAt: e.CreatedAt}
	}
	return out, nil
}
