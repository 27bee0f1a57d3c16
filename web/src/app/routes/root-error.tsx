import { Link, useRouteError } from 'react-router'
import { tr } from '@/i18n'
import { errorMessage } from '@/lib/errors'
import { paths } from '@/lib/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'

/** Last-resort boundary (e.g. a lazy chunk failed to load). */
export function RootErrorPage() {
  const error = useRouteError()
  useDocumentTitle(errorMessage(error))
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{errorMessage(error)}</h1>
      <Link to={paths.home()} reloadDocument className="mt-6 inline-block text-amber-700 underline">
        {tr.pages.backHome}
      </Link>
    </main>
  )
}
