import { useState } from 'react'

/** Up to two initials of a name, in Turkish upper case ("ayşe ılgaz" → "AI" with the dotted İ rules). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = words[0]!
  const last = words.length > 1 ? words[words.length - 1]! : ''
  return (Array.from(first)[0]! + (last ? Array.from(last)[0]! : '')).toLocaleUpperCase('tr-TR')
}

const sizes = { sm: 'h-9 w-9 text-sm', lg: 'h-16 w-16 text-xl' } as const

/** The member's avatar, or their initials when there is none (or it fails to load). */
export function MemberAvatar({
  name,
  url,
  size = 'sm',
}: {
  name: string
  url: string | null
  size?: keyof typeof sizes
}) {
  const [failed, setFailed] = useState<string | null>(null)
  if (url && failed !== url) {
    return (
      <img
        src={url}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailed(url)}
        className={`${sizes[size]} shrink-0 rounded-full border border-stone-200 object-cover`}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-amber-100 font-semibold text-amber-800`}
    >
      {initials(name)}
    </span>
  )
}
