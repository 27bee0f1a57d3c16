import { useState, type ImgHTMLAttributes } from 'react'

export const PLACEHOLDER_COVER = '/placeholder-cover.svg'
export const PLACEHOLDER_PERSON = '/placeholder-person.svg'
export const PLACEHOLDER_EVENT = '/placeholder-event.svg'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined
  fallback: string
  alt: string
}

/** An image that shows `fallback` when it has no URL or fails to load. */
export function FallbackImage({ src, fallback, alt, ...rest }: Props) {
  const [failed, setFailed] = useState<string | null>(null)
  const url = src && failed !== src ? src : fallback
  return (
    <img
      src={url}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (src && url === src) setFailed(src)
      }}
      {...rest}
    />
  )
}
