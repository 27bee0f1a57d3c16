/** The plain text of rich-text HTML, cut to `max` characters with an ellipsis (the panels' excerpts are 150). */
export function plainExcerpt(html: string, max = 150): string {
  const text =
    typeof DOMParser === 'undefined'
      ? html.replace(/<[^>]*>/g, ' ')
      : (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '')
  const clean = text.replace(/\s+/g, ' ').trim()
  return clean.length > max ? `${clean.slice(0, max).trimEnd()}...` : clean
}
