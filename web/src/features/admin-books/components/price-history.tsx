import { useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { tr } from '@/i18n'
import { api, unwrap } from '@/lib/api-client'
import { saleKeys } from '@/api/query-keys'
import { Button } from '@/components/ui/button'
import { QueryState } from '@/components/query-state'
import { formatDateTime, formatPrice } from '@/lib/format'

const t = tr.campaigns

/** GET /api/admin/books/{id}/price-history: the book's list prices, newest first, with who set each. */
async function getPriceHistory(id: string, signal?: AbortSignal) {
  return unwrap(await api.GET('/api/admin/books/{id}/price-history', { params: { path: { id } }, signal })).items
}

/**
 * 'Fiyat geçmişini göster' under the book form's price: every list price the
 * book had and when (the seller's proof of the 30-day lowest price a sale
 * shows struck through). Read only when opened.
 */
export function PriceHistory({ bookId }: { bookId: string }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const history = useQuery({
    queryKey: saleKeys.priceHistory(bookId),
    queryFn: ({ signal }) => getPriceHistory(bookId, signal),
    enabled: open,
    staleTime: 0,
  })
  return (
    <div>
      <Button type="button" variant="link" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {open ? t.historyHide : t.historyShow}
      </Button>
      {open ? (
        <div id={id} className="mt-2">
          <QueryState
            query={history}
            isEmpty={(data) => data.length === 0}
            empty={<p className="text-sm text-stone-600">{t.historyEmpty}</p>}
          >
            {(data) => (
              <div className="overflow-x-auto rounded-md border border-stone-200">
                <table className="min-w-full text-left text-sm">
                  <caption className="sr-only">{t.historyTitle}</caption>
                  <thead className="bg-stone-50 text-xs text-stone-600">
                    <tr>
                      <th scope="col" className="px-3 py-2">
                        {t.historyPrice}
                      </th>
                      <th scope="col" className="px-3 py-2">
                        {t.historyFrom}
                      </th>
                      <th scope="col" className="px-3 py-2">
                        {t.historyTo}
                      </th>
                      <th scope="col" className="px-3 py-2">
                        {t.historyBy}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-stone-100">
                    {data.map((p) => (
                      <tr key={p.from}>
                        <td className="px-3 py-2 font-medium text-stone-900 tabular-nums">{formatPrice(p.price)}</td>
                        <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(p.from)}</td>
                        <td className="px-3 py-2 whitespace-nowrap">
                          {p.to ? formatDateTime(p.to) : t.historyCurrent}
                        </td>
                        <td className="px-3 py-2">{p.changedByName ?? t.historySystem}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </QueryState>
        </div>
      ) : null}
    </div>
  )
}
