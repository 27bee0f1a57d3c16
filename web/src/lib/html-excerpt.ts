/** The plain text of rich-text HTML: tags dropped, entities decoded, whitespace collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return ''
  // Block ends become spaces so that paragraphs do not run together.
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, ' $&')
  const doc = new DOMParser().parseFromString(spaced, 'text/html')
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** At most `max` characters of the plain text, with '...' when cut (the panels' excerpts are 150). */
export function htmlExcerpt(html: string | null | undefined, max = 150): string {
  const text = htmlToText(html)
  if (text.length <= max) return text
  return `${text.slice(0, max).trimEnd()}...`
}
