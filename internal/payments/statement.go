package payments

import (
	"context"

	"bookstore/internal/bookstore"
)

// ReadStatement reads a bank statement (CSV) and proposes, for each
// incoming transfer, the pending havale/EFT order it pays. Nothing is
// recorded: staff accept a row by recording it as any transfer.
func (s *Service) ReadStatement(ctx context.Context, csv string) ([]bookstore.StatementMatch, error) {
	rows, err := bookstore.ParseStatement(csv)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	var numbers, refs []string
	for _, r := range rows {
		refs = append(refs, r.BankRef)
		for _, n := range bookstore.OrderNumbersIn(r.Description) {
			if !seen[n] {
				seen[n] = true
				numbers = append(numbers, n)
			}
		}
	}
	candidates, err := s.Store.TransferCandidates(ctx, numbers)
	if err != nil {
		return nil, err
	}
	recorded, err := s.Store.RecordedBankRefs(ctx, refs)
	if err != nil {
		return nil, err
	}
	return bookstore.MatchStatement(rows, candidates, recorded), nil
}
