import { fmt } from '@/i18n'
import { formatDateTime } from '@/lib/format'
import type { AdminPage, PageKey } from '../api/pages'
import { pageNames, plainExcerpt, sellerFieldLabels } from '../page-form'
import { Button } from '@/components/ui/button'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminContent

/** One card per page key: published indicator, 150-character excerpt, last update, edit. */
export function PageCards({
  pages,
  onEdit,
}: {
  pages: AdminPage[]
  onEdit: (key: PageKey, trigger: HTMLElement) => void
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {pages.map((page) => {
        const excerpt = plainExcerpt(page.content)
        return (
          <li
            key={page.key}
            data-testid={`page-card-${page.key}`}
            className="flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <div>
                <h2 className="font-serif text-lg font-bold text-stone-900">{pageNames[page.key]}</h2>
                {page.stored && page.title !== pageNames[page.key] ? (
                  <p className="text-sm text-stone-600">{page.title}</p>
                ) : null}
              </div>
              <span
                className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ${
                  page.published ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-200 text-stone-700'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`h-2 w-2 rounded-full ${page.published ? 'bg-emerald-500' : 'bg-stone-400'}`}
                />
                {page.published ? t.published : t.unpublished}
              </span>
            </div>
            <p className={`mt-3 flex-1 text-sm ${excerpt ? 'text-stone-700' : 'italic text-stone-500'}`}>
              {excerpt || t.noContent}
            </p>
            <SellerMissing page={page} />
            <div className="mt-4 flex items-center justify-between gap-3 border-t border-stone-100 pt-3">
              <p className="text-xs text-stone-500">
                {page.updatedAt ? fmt(t.lastUpdated, { date: formatDateTime(page.updatedAt) }) : t.notSaved}
              </p>
              <Button
                type="button"
                onClick={(e) => onEdit(page.key, e.currentTarget)}
                aria-label={fmt(t.editLabel, { page: pageNames[page.key] })}
                size="none"
                className="px-4 py-1.5 text-sm shadow-sm"
              >
                {t.edit}
              </Button>
            </div>
          </li>
        )
      })}
    </ul>
  )
}

/** The contact card's warnings: the server names the seller fields new orders' contracts would leave blank, and the return carrier they need. */
function SellerMissing({ page }: { page: AdminPage }) {
  if (page.missing.length === 0) return null
  const fields = page.missing.filter((f) => f !== 'returnCarrier')
  const text =
    page.key === 'contact' && !page.published
      ? t.sellerMissingUnpublished
      : fields.length > 0
        ? fmt(t.sellerMissing, { fields: fields.map((f) => sellerFieldLabels[f] ?? f).join(', ') })
        : null
  const carrier = page.published && page.missing.includes('returnCarrier')
  return (
    <>
      {text ? (
        <p
          role="status"
          data-testid={`page-missing-${page.key}`}
          className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {text}
        </p>
      ) : null}
      {carrier ? (
        <p
          role="status"
          data-testid={`page-return-carrier-${page.key}`}
          className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {t.returnCarrierMissing}
        </p>
      ) : null}
    </>
  )
}
