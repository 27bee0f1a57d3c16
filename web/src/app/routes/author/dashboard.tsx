import { Link } from 'react-router'
import { QueryState } from '@/components/query-state'
import { QueryError } from '@/components/query-error'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useAuthorDashboard } from '@/features/author-panel/api/dashboard'
import { useAuthorMe } from '@/features/author-panel/api/profile'
import { ActivityList } from '@/features/author-panel/components/activity-list'
import { PanelTitle } from '@/features/author-panel/components/panel-title'
import { AuthorStatusBadge } from '@/features/author-panel/components/status'
import { AuthorStatusBanner } from './author-status-banner'
import { paths } from '@/lib/paths'
import { trPanels } from '@/i18n/panels'

const d = trPanels.authorPanel.dashboard

const action =
  'rounded-lg border border-stone-200 bg-white px-4 py-3 text-center text-sm font-semibold text-stone-800 shadow-sm hover:border-amber-400 hover:bg-amber-50'

/**
 * /yazar: the approval status, the four counters, working quick actions
 * (the earlier product's had no behaviour) and recent activity from the
 * server's audit log (the earlier product's list was static).
 */
export function AuthorDashboardPage() {
  useDocumentTitle(d.title)
  const me = useAuthorMe()
  const dash = useAuthorDashboard()
  const author = me.data?.author

  const counters = dash.data
    ? [
        { label: d.totalBooks, value: dash.data.books },
        { label: d.approvedBooks, value: dash.data.approvedBooks },
        { label: d.totalEvents, value: dash.data.events },
        { label: d.approvedEvents, value: dash.data.approvedEvents },
      ]
    : []

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <PanelTitle
        title={d.title}
        subtitle={d.subtitle}
        action={
          author ? (
            <div className="flex items-center gap-2 text-sm text-stone-600">
              <span>{trPanels.authorPanel.status.label}:</span>
              <AuthorStatusBadge approved={author.approved} />
            </div>
          ) : null
        }
      />
      {me.isError ? (
        <QueryError error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        <AuthorStatusBanner me={me.data} />
      )}

      <QueryState query={dash}>
        {(data) => (
          <>
            <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              {counters.map((c) => (
                <div key={c.label} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
                  <dt className="text-sm text-stone-600">{c.label}</dt>
                  <dd className="mt-1 text-3xl font-bold text-stone-900">{c.value}</dd>
                </div>
              ))}
            </dl>
            <div className="grid gap-6 lg:grid-cols-3">
              <section
                aria-labelledby="quick-actions"
                className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
              >
                <h2 id="quick-actions" className="font-serif text-lg font-bold text-stone-900">
                  {d.quickActions}
                </h2>
                <div className="mt-4 grid gap-3">
                  <Link to={paths.authorBooks({ yeni: 1 })} className={action}>
                    {d.newBook}
                  </Link>
                  <Link to={paths.authorEvents({ yeni: 1 })} className={action}>
                    {d.newEvent}
                  </Link>
                  <Link to={paths.authorProfile()} className={action}>
                    {d.editProfile}
                  </Link>
                </div>
              </section>
              <section
                aria-labelledby="recent-activity"
                className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm lg:col-span-2"
              >
                <h2 id="recent-activity" className="font-serif text-lg font-bold text-stone-900">
                  {d.activity}
                </h2>
                <div className="mt-2">
                  <ActivityList items={data.activity} empty={d.noActivity} />
                </div>
              </section>
            </div>
          </>
        )}
      </QueryState>
    </div>
  )
}

export default AuthorDashboardPage
