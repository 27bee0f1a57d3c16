import { paths } from '@/lib/paths'
/**
 * Returns `target` when it is a same-site path ("/..." but not "//..." or
 * "/\\..."), else `fallback`. Guards the ?redirect= parameter of the login page.
 */
export function safeRedirect(target: string | null | undefined, fallback = paths.home()): string {
  if (!target) return fallback
  if (!target.startsWith('/')) return fallback
  if (target.startsWith('//') || target.startsWith('/\\')) return fallback
  // Control characters could be stripped by the URL parser into "//".
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(target)) return fallback
  return target
}
