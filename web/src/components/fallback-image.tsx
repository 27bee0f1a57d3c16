import { useState, type ImgHTMLAttributes } from 'react'

export const PLACEHOLDER_COVER = '/placeholder-cover.svg'
export const PLACEHOLDER_PERSON = '/placeholder-person.svg'
export const PLACEHOLDER_EVENT = '/placeholder-event.svg'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined
  fallback: string
  alt: string
  /** The page's first visible image: eager, high fetch priority. */
  priority?: boolean
}

/**
 * An image that shows `fallback` when it has no URL or fails to load. Lazy
 * unless `priority`: the first cover a page shows (its likely largest
 * paint) is fetched at once and ahead of other images.
 */
export function FallbackImage({ src, fallback, alt, priority = false, srcSet, ...rest }: Props) {
  const [failed, setFailed] = useState<string | null>(null)
  const url = src && failed !== src ? src : fallback
  return (
    <img
      src={url}
      // The variants belong to src: the fallback has none.
      srcSet={url === src ? srcSet : undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={() => {
        if (src && url === src) setFailed(src)
      }}
      {...rest}
    />
  )
}
