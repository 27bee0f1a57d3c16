import { Link } from 'react-router'
import { tr } from '@/i18n'
import { paths } from '@/lib/paths'
import { useMyReview } from '../api/reviews'
import { RatingOverview } from './rating-overview'
import { ReviewForm } from './review-form'
import { ReviewList, type ReviewViewer } from './review-list'

/** The id of the review form's section: the delivered mail links to it ('Bu kitabı değerlendirin'). */
export const REVIEW_ANCHOR = 'degerlendir'

/** A book page's ratings and reviews: the overview, the member's form and the list. */
export function ReviewSection({
  book,
  viewer,
  onGuest,
}: {
  book: { id: string; ratingAverage: number; ratingCount: number; ratingDistribution: number[] }
  viewer: ReviewViewer
  onGuest: () => void
}) {
  const mine = useMyReview(book.id, viewer === 'member')
  return (
    <section id={REVIEW_ANCHOR} aria-labelledby="book-reviews" className="mx-auto max-w-7xl scroll-mt-24 px-4 pb-12">
      <h2 id="book-reviews" className="font-serif text-2xl font-bold text-stone-900">
        {tr.reviews.title}
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-6">
          <RatingOverview
            average={book.ratingAverage}
            count={book.ratingCount}
            distribution={book.ratingDistribution}
          />
          {viewer === 'guest' ? (
            <p className="rounded-xl border border-stone-200 bg-white p-5 text-sm text-stone-700 shadow-sm">
              {tr.reviews.loginToReview}{' '}
              <Link
                to={paths.login({ redirect: paths.book(book.id) })}
                className="font-medium text-amber-700 hover:underline"
              >
                {tr.reviews.loginLink}
              </Link>
            </p>
          ) : null}
          {viewer === 'member' && mine.data ? (
            mine.data.canReview || mine.data.review ? (
              <ReviewForm key={mine.data.review?.id ?? 'new'} bookId={book.id} state={mine.data} />
            ) : (
              <p role="status" className="rounded-xl border border-stone-200 bg-stone-50 p-5 text-sm text-stone-700">
                {mine.data.message}
              </p>
            )
          ) : null}
        </div>
        <ReviewList bookId={book.id} viewer={viewer} onGuest={onGuest} />
      </div>
    </section>
  )
}
