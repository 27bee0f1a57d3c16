import { Link } from 'react-router'
import { QueryState } from '@/components/query-state'
import { EmptyState } from '@/components/empty-state'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useFeatured } from '@/features/admin-featured/api/featured'
import { FeaturedList } from '@/features/admin-featured/components/featured-list'
import { paths } from '@/lib/paths'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminFeatured

/** /admin/one-cikanlar: the ordered list of featured books. */
export function AdminFeaturedPage() {
  useDocumentTitle(t.title)
  const featured = useFeatured()

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <div>
        <h1 className="font-serif text-2xl font-bold text-stone-900">{t.title}</h1>
        <p className="text-sm text-stone-600">{t.subtitle}</p>
      </div>
      <div className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <p>
          {t.hint}{' '}
          <Link to={paths.adminBooks()} className="font-medium underline hover:text-amber-700">
            {t.booksLink}
          </Link>
        </p>
        <p className="mt-1">{t.homeLimitHint}</p>
      </div>
      <QueryState query={featured} isEmpty={(data) => data.length === 0} empty={<EmptyState title={t.empty} />}>
        {(data) => <FeaturedList items={data} />}
      </QueryState>
    </div>
  )
}
