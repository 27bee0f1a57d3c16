import { Link } from 'react-router'
import { tr } from '@/i18n'
import { FeaturedBooks } from '@/features/books/components/featured-books'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useBookCardActions } from '@/app/members/book-actions'
import { paths } from '@/lib/paths'
import { ButtonLink } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { formatCountFloor } from '@/lib/format'
import { useCatalogCounts } from './home-counts'

type Count = { data?: number; isError: boolean }

/**
 * A counter's figure: the real count rounded down to 'N+'; the fixed
 * marketing figure only while the count cannot be read (the request
 * failed), nothing while it loads.
 */
function figure(count: Count, fallback: string): string | null {
  if (count.data !== undefined) return formatCountFloor(count.data)
  return count.isError ? fallback : null
}

export function HomePage() {
  useDocumentTitle(tr.site.homeTitle, true)
  const renderActions = useBookCardActions()
  const counts = useCatalogCounts()
  const stats = [
    { value: figure(counts.books, tr.home.statBooks), label: tr.home.statBooksLabel },
    { value: figure(counts.authors, tr.home.statAuthors), label: tr.home.statAuthorsLabel },
    { value: figure(counts.events, tr.home.statEvents), label: tr.home.statEventsLabel },
  ]
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-amber-50 via-orange-50 to-stone-100">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-20 md:grid-cols-2 md:py-28">
          <div>
            <h1 className="font-serif text-4xl leading-tight font-bold text-stone-900 md:text-5xl">
              {tr.home.heroTitle}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-stone-700">{tr.home.heroSubtitle}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to={paths.books()} size="xl" className="shadow-sm">
                {tr.home.exploreBooks}
              </ButtonLink>
              <Link
                to={paths.events()}
                className="rounded-md border border-amber-600 bg-white px-6 py-3 font-semibold text-amber-700 hover:bg-amber-50"
              >
                {tr.home.events}
              </Link>
            </div>
          </div>
          <dl className="grid grid-cols-3 gap-4">
            {stats.map((s) => (
              <div
                key={s.label}
                className="flex flex-col-reverse items-center rounded-xl border border-amber-100 bg-white/80 p-6 text-center shadow-sm"
              >
                <dt className="mt-1 text-sm font-medium text-stone-600">{s.label}</dt>
                <dd className="font-serif text-3xl font-bold text-amber-700">
                  {s.value ?? <Skeleton className="mx-auto h-9 w-16" />}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <FeaturedBooks renderActions={renderActions} />
    </>
  )
}
