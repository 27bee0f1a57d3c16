/**
 * Which addresses the payment frame (and its 'open in the whole window'
 * link) may show. The server answers either this site's own bank page
 * ('/odeme/3ds/<token>', direct-3ds) or iyzico's hosted payment page on
 * another origin (checkout-form: https in production, http://localhost:<port>
 * in tests). Allowed: a path on this site, or an absolute http(s) URL.
 * Never a script or data URL (javascript:, data:, blob:, ...), a
 * protocol-relative '//host' or '/\host', credentials in the URL, or
 * whitespace, control characters or backslashes, which URL parsers drop or
 * rewrite ('/\t/evil.example' would become '//evil.example').
 */
export function isFramePath(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (url === '' || /[\u0000-\u0020\u007f-\u009f\\]/.test(url)) return false
  if (url.startsWith('/')) return !url.startsWith('//')
  // Spelt out, not left to the parser: it reads 'https:evil.example' as https://evil.example/.
  if (!/^https?:\/\/[^/]/i.test(url)) return false
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  return (
    (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
    parsed.hostname !== '' &&
    parsed.username === '' &&
    parsed.password === ''
  )
}
