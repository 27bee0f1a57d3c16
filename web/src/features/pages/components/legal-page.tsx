import { useEffect, type ReactNode } from 'react'
import { fmt, tr } from '@/i18n'
import { RichText } from '@/components/rich-text'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { formatDate } from '@/lib/format'
import { isNotFound } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { usePage } from '../api/get-page'
import { readMeta, type PageKey } from '../api/types'

/**
 * A legal content page (/gizlilik-politikasi, /kullanim-kosullari,
 * /cerez-politikasi): the admin's published content with its title and
 * subtitle (the page's `subtitle` meta), else the Turkish defaults.
 */
export function LegalPage({
  pageKey,
  title: defaultTitle,
  subtitle: defaultSubtitle,
  defaultText,
  children,
}: {
  pageKey: PageKey
  title: string
  subtitle: string
  defaultText: string
  children?: ReactNode
}) {
  const page = usePage(pageKey)
  const title = page.data?.title || defaultTitle
  const metaSubtitle = readMeta(page.data)?.subtitle
  const subtitle = typeof metaSubtitle === 'string' && metaSubtitle.trim() ? metaSubtitle : defaultSubtitle
  useDocumentTitle(page.isPending ? undefined : title)

  useEffect(() => {
    if (page.isError && !isNotFound(page.error)) notify.error(tr.about.loadError)
  }, [page.isError, page.error])

  const hasContent = !!page.data?.content?.trim()
  return (
    <>
      <section className="bg-gradient-to-br from-amber-50 via-orange-50 to-stone-100">
        <div className="mx-auto max-w-3xl px-4 py-14">
          <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">{title}</h1>
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
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : hasContent ? (
          <RichText html={page.data?.content} />
        ) : (
          <p className="leading-7 text-stone-700">{defaultText}</p>
        )}
        {children}
      </div>
    </>
  )
}
