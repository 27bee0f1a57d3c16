import { useEffect, useId } from 'react'
import { useSearchParams } from 'react-router'
import { fmt, tr } from '@/i18n'
import { EmptyState } from '@/components/empty-state'
import { SearchIcon } from '@/components/icons'
import { PageHeader } from '@/components/page-header'
import { Pagination } from '@/components/pagination'
import { Skeleton } from '@/components/ui/skeleton'
import { useEvents } from '@/features/events/api/get-events'
import { EventCard } from '@/features/events/components/event-card'
import { eventFilters, whenFromSlug } from '@/features/events/when'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { pageFromParams, useUrlSearchText } from '@/hooks/use-url-search-text'
import { notify } from '@/lib/notify'

export const EVENTS_PAGE_SIZE = 12

/** /etkinlikler?q=&zaman=tumu|yaklasan|gecmis&sayfa= (lazy route); upcoming is the default. */
export function EventsPage() {
  useDocumentTitle(tr.events.listTitle)
  const id = useId()
  const [params, setParams] = useSearchParams()
  const [text, setText] = useUrlSearchText('q')
  const q = (params.get('q') ?? '').trim()
  const when = whenFromSlug(params.get('zaman'))
  const page = pageFromParams(params)
  const events = useEvents({ q, when, page, pageSize: EVENTS_PAGE_SIZE })
  const data = events.data
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1

  useEffect(() => {
    if (events.isError) notify.error(tr.events.loadError)
  }, [events.isError, events.errorUpdatedAt])

  const setWhen = (slug: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev)
      if (slug === 'yaklasan') p.delete('zaman')
      else p.set('zaman', slug)
      p.delete('sayfa')
      return p
    })

  const setPage = (n: number) => {
    setParams((prev) => {
      const p = new URLSearchParams(prev)
      if (n > 1) p.set('sayfa', String(n))
      else p.delete('sayfa')
      return p
    })
    window.scrollTo({ top: 0, behavior: 'smooth' })
  }

  return (
    <>
      <PageHeader title={tr.events.listTitle} subtitle={tr.events.listSubtitle} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div className="w-full max-w-md">
            <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-medium text-stone-700">
              {tr.events.searchLabel}
            </label>
            <div className="relative">
              <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone-400" />
              <input
                id={`${id}-q`}
                type="search"
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder={tr.events.searchPlaceholder}
                className="block w-full rounded-md border border-stone-300 bg-white py-2 pr-3 pl-9 text-sm shadow-sm outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-200"
              />
            </div>
          </div>
          <div role="group" aria-label={tr.events.filterLabel} className="inline-flex rounded-lg border border-stone-300 bg-white p-1">
            {eventFilters.map((f) => {
              const pressed = f.value === when
              return (
                <button
                  key={f.value}
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => !pressed && setWhen(f.slug)}
                  className={`rounded-md px-4 py-1.5 text-sm font-medium transition ${
                    pressed ? 'bg-amber-600 text-white shadow-sm' : 'text-stone-700 hover:bg-stone-100'
                  }`}
                >
                  {f.label}
                </button>
              )
            })}
          </div>
        </div>
        <div className="mt-8" aria-busy={events.isFetching || undefined}>
          {events.isPending ? (
            <div role="status" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              <span className="sr-only">{tr.common.loading}</span>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-96" />
              ))}
            </div>
          ) : !data || data.items.length === 0 ? (
            <EmptyState title={tr.events.empty} />
          ) : (
            <>
              <p role="status" className="mb-4 text-sm text-stone-600">
                {fmt(tr.events.resultCount, { n: data.total })}
              </p>
              <ul className={`grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 ${events.isPlaceholderData ? 'opacity-60' : ''}`}>
                {data.items.map((e) => (
                  <li key={e.id}>
                    <EventCard event={e} />
                  </li>
                ))}
              </ul>
              <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
            </>
          )}
        </div>
      </div>
    </>
  )
}
