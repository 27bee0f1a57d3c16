import { fireEvent, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { fmt, tr } from '@/i18n'
import { ReviewForm } from './review-form'
import type { MyReviewState } from '../api/reviews'

const state = { canReview: true, message: '', defaultName: 'Deniz O.', review: null } as unknown as MyReviewState

describe('ReviewForm', () => {
  it("clears 'Lütfen 1 ile 5 arasında bir puan seçin' once a star is chosen", () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ReviewForm bookId="b1" state={state} />
      </QueryClientProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: tr.reviews.save }))
    expect(screen.getByText(tr.reviews.ratingRequired)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('radio', { name: fmt(tr.reviews.ratingOption, { n: 4 }) }))
    expect(screen.queryByText(tr.reviews.ratingRequired)).not.toBeInTheDocument()
  })
})
