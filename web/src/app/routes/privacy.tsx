import { useEffect } from 'react'
import { fmt, tr } from '@/i18n'
import { RichText } from '@/components/rich-text'
import { Skeleton } from '@/components/ui/skeleton'
import { usePage } from '@/features/pages/api/get-page'
import { readMeta } from '@/features/pages/api/types'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { formatDate } from '@/lib/format'
import { isNotFound } from '@/lib/errors'
import { notify } from '@/lib/notify'

/** /gizlilik-politikasi (lazy route): title and subtitle from content, defaults when absent. */
export function PrivacyPage() {
  const page = usePage('privacy')
  const title = page.data?.title || tr.privacy.title
  const metaSubtitle = readMeta(page.data)?.subtitle
  const subtitle = typeof metaSubtitle === 'string' && metaSubtitle.trim() ? metaSubtitle : tr.privacy.subtitle
  useDocumentTitle(page.isPending ? undefined : title)

  useEffect(() => {
    if (page.isError && !isNotFound(page.error)) notify.error(tr.about.loadError)
  }, [page.isError, page.error])

  const hasContent = !!page.data?.content?.trim()
  return (
    <>
      <section className="bg-gradient-to-br from-amber-50 via-orange-50 to-stone-100">
        <div className="mx-auto max-w-3xl px-4 py-14">
          <h1 className="font-serif text-4xl font-bold text-stone-900">{title}</h1>
          <p className="mt-3 text-lg text-stone-700">{subtitle}</p>
          {page.data?.updatedAt ? (
            <p className="mt-2 text-sm text-stone-500">
              {fmt(tr.privacy.updatedAt, { date: formatDate(page.data.updatedAt) })}
            </p>
          ) : null}
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-12">
        {page.isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : hasContent ? (
          <RichText html={page.data?.content} />
        ) : (
          <p className="leading-7 text-stone-700">{tr.privacy.defaultText}</p>
        )}
      </div>
    </>
  )
}
