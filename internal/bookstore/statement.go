package bookstore

// TransferCandidate is a pending havale/EFT order a statement row may
// belong to: its total and what is recorded on it so far.
type TransferCandidate struct {
	OrderID      string
	CustomerName string
	Total        int64
	Recorded     int64
}
