import { tr } from '@/i18n'
import { paths } from '@/lib/paths'
import { ButtonLink } from '@/components/ui/button'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function NotFoundPage() {
  useDocumentTitle(tr.pages.notFoundTitle)
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="font-serif text-6xl font-bold text-amber-700">404</p>
      <h1 className="mt-4 text-3xl font-bold text-stone-900">{tr.pages.notFoundTitle}</h1>
      <p className="mt-3 text-stone-600">{tr.pages.notFoundText}</p>
      <ButtonLink to={paths.home()} size="lg" className="mt-8 inline-block">
        {tr.pages.backHome}
      </ButtonLink>
    </section>
  )
}
