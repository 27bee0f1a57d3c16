import { Link } from 'react-router'
import { tr } from '@/i18n'
import { paths } from '@/lib/paths'

export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="font-serif text-6xl font-bold text-amber-600">404</p>
      <h1 className="mt-4 text-3xl font-bold text-stone-900">{tr.pages.notFoundTitle}</h1>
      <p className="mt-3 text-stone-600">{tr.pages.notFoundText}</p>
      <Link
        to={paths.home()}
        className="mt-8 inline-block rounded-md bg-amber-600 px-5 py-2.5 font-semibold text-white hover:bg-amber-700"
      >
        {tr.pages.backHome}
      </Link>
    </section>
  )
}
