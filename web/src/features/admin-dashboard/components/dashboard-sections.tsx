import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { fmt, tr } from '@/i18n'
import { formatDateTime } from '@/lib/format'
import type { ActivityItem, Dashboard } from '../api/get-dashboard'
import { activityLink, activityText } from '../activity-text'
import { relativeTime } from '@/lib/relative-time'
import { paths } from '@/lib/paths'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminDashboard

/** The four totals: books, authors, events and orders. */
export function DashboardTotals({ data }: { data: Dashboard }) {
  const totals = [
    {
      key: 'books',
      label: t.totalBooks,
      value: data.books,
      to: paths.adminBooks(),
      tone: 'bg-amber-100 text-amber-800',
    },
    {
      key: 'authors',
      label: t.totalAuthors,
      value: data.authors,
      to: paths.adminAuthors(),
      tone: 'bg-emerald-100 text-emerald-800',
    },
    {
      key: 'events',
      label: t.totalEvents,
      value: data.events,
      to: paths.adminEvents(),
      tone: 'bg-sky-100 text-sky-800',
    },
    {
      key: 'orders',
      label: t.totalOrders,
      value: data.orders,
      to: paths.adminOrders(),
      tone: 'bg-rose-100 text-rose-800',
    },
  ]
  return (
    <section aria-label={t.totalsLabel}>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {totals.map((s) => (
          <div
            key={s.key}
            className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
            data-testid={`total-${s.key}`}
          >
            <dt className="text-sm font-medium text-stone-600">{s.label}</dt>
            <dd className="mt-2 flex items-end justify-between gap-2">
              <span className="text-3xl font-bold tabular-nums text-stone-900">{s.value.toLocaleString('tr-TR')}</span>
              <Link to={s.to} className={`rounded-full px-2 py-0.5 text-xs font-medium ${s.tone} hover:underline`}>
                {tr.admin[s.key as 'books' | 'authors' | 'events' | 'orders']}
              </Link>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** Shown when books, authors' book edits, images or reviews wait for approval. */
export function PendingNotice({
  pendingBooks,
  pendingImages,
  pendingReviews = 0,
  pendingRevisions = 0,
}: {
  pendingBooks: number
  pendingImages: number
  pendingReviews?: number
  pendingRevisions?: number
}) {
  if (pendingBooks <= 0 && pendingImages <= 0 && pendingReviews <= 0 && pendingRevisions <= 0) return null
  return (
    <section
      aria-labelledby="pending-title"
      role="status"
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-900"
    >
      <h2 id="pending-title" className="font-semibold">
        {t.pendingTitle}
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {pendingBooks > 0 ? (
          <li>
            {fmt(t.pendingBooks, { n: pendingBooks })} ·{' '}
            <Link to={paths.adminBooks()} className="font-medium underline hover:text-amber-700">
              {t.pendingBooksLink}
            </Link>
          </li>
        ) : null}
        {pendingRevisions > 0 ? (
          <li>
            {fmt(t.pendingRevisions, { n: pendingRevisions })} ·{' '}
            <Link to={`${paths.adminBooks()}?durum=degisiklik`} className="font-medium underline hover:text-amber-700">
              {t.pendingRevisionsLink}
            </Link>
          </li>
        ) : null}
        {pendingImages > 0 ? (
          <li>
            {fmt(t.pendingImages, { n: pendingImages })} ·{' '}
            <Link to={paths.adminSettings()} className="font-medium underline hover:text-amber-700">
              {t.pendingImagesLink}
            </Link>
          </li>
        ) : null}
        {pendingReviews > 0 ? (
          <li>
            {fmt(tr.reviews.pendingReviews, { n: pendingReviews })} ·{' '}
            <Link to={paths.adminReviews()} className="font-medium underline hover:text-amber-700">
              {tr.reviews.pendingReviewsLink}
            </Link>
          </li>
        ) : null}
      </ul>
    </section>
  )
}

/**
 * The quick actions. The earlier product's buttons did nothing; these open
 * the pages, whose forms open for ?yeni=1.
 */
export function QuickActions() {
  const actions = [
    { to: paths.adminBooks({ yeni: 1 }), label: t.newBook },
    { to: paths.adminAuthors({ yeni: 1 }), label: t.newAuthor },
    { to: paths.adminEvents({ yeni: 1 }), label: t.newEvent },
    { to: paths.adminFeatured(), label: t.editFeatured },
  ]
  return (
    <section aria-labelledby="quick-title" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="quick-title" className="font-serif text-lg font-bold text-stone-900">
        {t.quickActions}
      </h2>
      <ul className="mt-4 grid gap-3">
        {actions.map((a) => (
          <li key={a.to}>
            <Link
              to={a.to}
              className="block rounded-md border border-stone-300 px-4 py-2.5 text-sm font-medium text-stone-800 hover:border-amber-500 hover:bg-amber-50 hover:text-amber-800"
            >
              {a.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Re-renders every minute so relative times stay right while the page is open. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), intervalMs)
    return () => window.clearInterval(id)
  }, [intervalMs])
  return now
}

/** Up to 6 recent activities, newest first (the server reads them from the audit log). */
export function RecentActivity({ items }: { items: ActivityItem[] }) {
  const now = useNow()
  return (
    <section aria-labelledby="activity-title" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="activity-title" className="font-serif text-lg font-bold text-stone-900">
        {t.recentActivity}
      </h2>
      {items.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">{t.noActivity}</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-100" data-testid="activity-list">
          {items.slice(0, 6).map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-4 py-3 text-sm">
              <Link to={activityLink[item.type]} className="text-stone-800 hover:text-amber-700">
                {activityText(item)}
              </Link>
              <time
                dateTime={item.createdAt}
                title={formatDateTime(item.createdAt)}
                className="shrink-0 whitespace-nowrap text-xs text-stone-500"
              >
                {relativeTime(item.createdAt, now)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
