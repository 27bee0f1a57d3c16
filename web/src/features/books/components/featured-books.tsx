import { useEffect, type ReactNode } from 'react'
import { Link } from 'react-router'
import { tr } from '@/i18n'
import { BookGrid, type BookCardData } from '@/components/book-card'
import { CardGridSkeleton } from '@/components/ui/skeleton'
import { useFeaturedBooks } from '../api/get-featured-books'
import { paths } from '@/lib/paths'

/** Home's 'Öne Çıkan Kitaplar'. A failed load is only logged: the home page stays useful without the section. */
export function FeaturedBooks({ renderActions }: { renderActions?: (b: BookCardData) => ReactNode } = {}) {
  const { data, isPending, isError, error } = useFeaturedBooks()

  useEffect(() => {
    if (isError) console.error('featured books', error)
  }, [isError, error])

  if (isError || (data && data.length === 0)) return null
  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-7xl px-4 py-16">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="featured-title" className="font-serif text-3xl font-bold text-stone-900">
            {tr.books.featuredTitle}
          </h2>
          <p className="mt-2 text-stone-600">{tr.books.featuredSubtitle}</p>
        </div>
        <Link to={paths.books()} className="font-semibold text-amber-700 hover:text-amber-800 hover:underline">
          {tr.books.seeAll} →
        </Link>
      </div>
      {isPending ? (
        <CardGridSkeleton count={4} />
      ) : (
        <BookGrid books={data.slice(0, 6)} renderActions={renderActions} priority />
      )}
    </section>
  )
}
