import DOMPurify from 'dompurify'
import { useMemo } from 'react'

/**
 * Only imported by the lazy detail routes, so DOMPurify stays out of the
 * first-load bundle of / and /kitaplar.
 *
 * The allow-list is the server's (internal/richtext): the basic tags plus u
 * and s (the editor's underline and strike), href/target/rel/style, and the
 * classes the editor (Quill 2) writes for alignment and indent, each of which
 * must match QUILL_CLASS; style keeps only text-align.
 */
const ALLOWED_TAGS = [
  'p',
  'b',
  'i',
  'em',
  'strong',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'hr',
]
const ALLOWED_ATTR = ['href', 'target', 'rel', 'style', 'class']

const QUILL_CLASS = /^ql-(?:align-(?:center|right|justify)|indent-[1-8])$/
const STYLE_DECL = /^\s*text-align\s*:\s*(?:left|center|right|justify)\s*$/i

/**
 * Quill's classes shown without Quill's CSS: alignment, and 3em per indent
 * level as in Quill's own editor.
 */
const QUILL_CLASS_STYLES = [
  '[&_.ql-align-center]:text-center',
  '[&_.ql-align-right]:text-right',
  '[&_.ql-align-justify]:text-justify',
  '[&_.ql-indent-1]:pl-[3em]',
  '[&_.ql-indent-2]:pl-[6em]',
  '[&_.ql-indent-3]:pl-[9em]',
  '[&_.ql-indent-4]:pl-[12em]',
  '[&_.ql-indent-5]:pl-[15em]',
  '[&_.ql-indent-6]:pl-[18em]',
  '[&_.ql-indent-7]:pl-[21em]',
  '[&_.ql-indent-8]:pl-[24em]',
].join(' ')

let hooked = false
function ensureHook() {
  if (hooked) return
  hooked = true
  DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'class') {
      const kept = data.attrValue.split(/\s+/).filter((c) => QUILL_CLASS.test(c))
      if (kept.length === 0) data.keepAttr = false
      else data.attrValue = kept.join(' ')
    } else if (data.attrName === 'style') {
      const decls = data.attrValue.split(';').filter((d) => d.trim() !== '')
      const kept = decls.filter((d) => STYLE_DECL.test(d))
      if (kept.length === 0) data.keepAttr = false
      else if (kept.length !== decls.length) data.attrValue = kept.join(';')
    }
  })
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
      className={`rich-text max-w-none leading-7 text-stone-700 ${QUILL_CLASS_STYLES} ${className}`}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
