import DOMPurify from 'dompurify'
import { useMemo } from 'react'

/**
 * Only imported by the lazy detail routes, so DOMPurify stays out of the
 * first-load bundle of / and /kitaplar.
 */
const ALLOWED_TAGS = ['p', 'b', 'i', 'em', 'strong', 'a', 'ul', 'ol', 'li', 'br', 'h1', 'h2', 'h3', 'blockquote', 'hr']
const ALLOWED_ATTR = ['href', 'target', 'rel', 'style']

let hooked = false
function ensureHook() {
  if (hooked) return
  hooked = true
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') node.setAttribute('rel', 'noopener noreferrer')
  })
}

/** Sanitises server HTML once more before it is rendered. */
export function sanitizeHtml(html: string): string {
  ensureHook()
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false })
}

export function RichText({ html, className = '' }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html])
  if (!clean.trim()) return null
  return (
    <div
      className={`rich-text max-w-none leading-7 text-stone-700 ${className}`}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
