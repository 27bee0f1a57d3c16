import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { fmt, tr } from '@/i18n'
import { EmptyState } from '@/components/empty-state'
import { SearchField } from '@/components/search-field'
import { PageHeader } from '@/components/page-header'
import { Pagination } from '@/components/pagination'
import { Skeleton } from '@/components/ui/skeleton'
import { useEvents } from '@/features/events/api/get-events'
import { EventCard } from '@/features/events/components/event-card'
import { eventFilters, whenFromSlug } from '@/features/events/when'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { usePageParam, useUrlSearchText } from '@/hooks/use-url-search-text'
import { notify } from '@/lib/notify'
import { Button } from '@/components/ui/button'

export const EVENTS_PAGE_SIZE = 12

/** /etkinlikler?q=&zaman=tumu|yaklasan|gecmis&sayfa= (lazy route); upcoming is the default. */
export function EventsPage() {
  useDocumentTitle(tr.events.listTitle)
  const [params, setParams] = useSearchParams()
  const [text, setText] = useUrlSearchText('q')
  const q = (params.get('q') ?? '').trim()
  const when = whenFromSlug(params.get('zaman'))
  const [page, setPage] = usePageParam()
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

  return (
    <>
      <PageHeader title={tr.events.listTitle} subtitle={tr.events.listSubtitle} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <SearchField
            className="w-full max-w-md"
            label={tr.events.searchLabel}
            placeholder={tr.events.searchPlaceholder}
            value={text}
            onChange={setText}
          />
          <div
            role="group"
            aria-label={tr.events.filterLabel}
            className="inline-flex rounded-lg border border-stone-300 bg-white p-1"
          >
            {eventFilters.map((f) => {
              const pressed = f.value === when
              return (
                <Button
                  key={f.value}
                  variant="bare"
                  aria-pressed={pressed}
                  onClick={() => !pressed && setWhen(f.slug)}
                  className={`rounded-md px-4 py-1.5 text-sm font-medium transition ${
                    pressed ? 'bg-amber-700 text-white shadow-sm' : 'text-stone-700 hover:bg-stone-100'
                  }`}
                >
                  {f.label}
                </Button>
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
              <ul
                className={`grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 ${events.isPlaceholderData ? 'opacity-60' : ''}`}
              >
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
