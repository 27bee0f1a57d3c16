import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { FallbackImage, PLACEHOLDER_EVENT } from './fallback-image'

export interface EventCardDetail {
  /** The visible term ("Tarih", "Yer" ...), shown with a colon. */
  label: string
  value: ReactNode
}

/**
 * An event as a card, one look wherever events are listed: the storefront
 * (/etkinlikler), the admin's grid and the author panel. Image (3:2) with a
 * badge in its corner, title, details (date, location, author ...), an
 * excerpt and a footer (a link, or the panel's actions). With `href` the
 * image and the title lead to the public page and the card lifts on hover.
 */
export function EventCard({
  title,
  imageUrl,
  imageAlt,
  href,
  badge,
  details,
  excerpt,
  footer,
  as: Root = 'article',
  'data-testid': testId,
}: {
  title: string
  imageUrl?: string | null
  imageAlt: string
  href?: string
  /** Sits over the image's top left corner (upcoming/past, a status). */
  badge?: ReactNode
  details: EventCardDetail[]
  excerpt?: string
  footer?: ReactNode
  /** 'li' when the card is an item of a list. */
  as?: 'article' | 'li'
  'data-testid'?: string
}) {
  const image = (
    <>
      <FallbackImage
        src={imageUrl}
        fallback={PLACEHOLDER_EVENT}
        alt={imageAlt}
        className="h-full w-full object-cover"
      />
      {badge ? <span className="absolute top-3 left-3 flex">{badge}</span> : null}
    </>
  )
  const media = 'relative block aspect-[3/2] overflow-hidden bg-stone-100'
  return (
    <Root
      data-testid={testId}
      className={`flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm ${href ? 'transition hover:shadow-md' : ''}`}
    >
      {href ? (
        <Link to={href} className={media}>
          {image}
        </Link>
      ) : (
        <div className={media}>{image}</div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <h2 className="font-serif text-xl font-bold break-words text-stone-900">
          {href ? (
            <Link to={href} className="block hover:text-amber-700">
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        <dl className="mt-3 space-y-1 text-sm text-stone-600">
          {details.map((d) => (
            <div key={d.label} className="flex gap-2">
              <dt className="font-medium text-stone-800">{d.label}:</dt>
              <dd>{d.value}</dd>
            </div>
          ))}
        </dl>
        {excerpt ? <p className="mt-3 line-clamp-3 text-sm text-stone-500">{excerpt}</p> : null}
        {footer ? <div className="mt-auto pt-4">{footer}</div> : null}
      </div>
    </Root>
  )
}
