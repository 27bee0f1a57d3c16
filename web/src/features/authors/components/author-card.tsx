import { Link } from 'react-router'
import { fmt, tr } from '@/i18n'
import { FallbackImage, PLACEHOLDER_PERSON } from '@/components/fallback-image'
import type { AuthorCard as AuthorCardData } from '../api/types'
import { paths } from '@/lib/paths'

export function AuthorCard({ author }: { author: AuthorCardData }) {
  return (
    <article className="flex h-full flex-col items-center rounded-xl border border-stone-200 bg-white p-6 text-center shadow-sm transition hover:shadow-md">
      <FallbackImage
        src={author.photoUrl}
        fallback={PLACEHOLDER_PERSON}
        alt={author.name}
        className="h-28 w-28 rounded-full object-cover ring-4 ring-amber-100"
      />
      <h2 className="mt-4 font-serif text-xl font-bold text-stone-900">
        <Link to={paths.author(author.id)} className="block hover:text-amber-700">
          {author.name}
        </Link>
      </h2>
      {author.sinceYear ? (
        <p className="mt-1 text-xs font-medium tracking-wide text-amber-700 uppercase">
          {fmt(tr.authors.since, { year: author.sinceYear })}
        </p>
      ) : null}
      {author.excerpt ? <p className="mt-3 line-clamp-4 text-sm text-stone-600">{author.excerpt}</p> : null}
      <div className="mt-auto pt-4">
        <Link
          to={paths.author(author.id)}
          className="inline-block rounded-md border border-amber-600 px-4 py-2 text-sm font-semibold text-amber-700 hover:bg-amber-50"
        >
          {tr.authors.viewProfile}
          <span className="sr-only"> - {author.name}</span>
        </Link>
      </div>
    </article>
  )
}
