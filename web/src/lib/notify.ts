/** Toast durations: success 3 s, error 4 s, so that an error stays a little longer (top-right, see AppProvider). */
export const SUCCESS_MS = 3000
export const ERROR_MS = 4000

/**
 * The toast library is not in the first screen's script: it loads with the
 * lazy Toaster (AppProvider, right after the first render) or the first
 * toast, whichever is first. Once loaded a toast shows at once, as before; a
 * toast made before the Toaster subscribes is shown when it does (sonner
 * replays the active toasts to a new subscriber).
 */
let sonner: typeof import('sonner') | undefined
export const loadSonner = () =>
  import('sonner').then((m) => {
    sonner = m
    return m
  })
/** The toast library when it has loaded (else undefined). */
export const loadedSonner = () => sonner

function show(make: (toast: (typeof import('sonner'))['toast']) => void) {
  if (sonner) make(sonner.toast)
  else void loadSonner().then((m) => make(m.toast))
}

export const notify = {
  success(message: string) {
    show((toast) => toast.success(message, { duration: SUCCESS_MS }))
  },
  error(message: string) {
    show((toast) => toast.error(message, { duration: ERROR_MS }))
  },
  /** Neither good nor bad news (e.g. a payment still being settled); as long as an error. */
  info(message: string) {
    show((toast) => toast.info(message, { duration: ERROR_MS }))
  },
}

/** Where a page leaves a toast for the next one (this tab only). */
const nextPageKey = 'bookstore.toast-after-load'

/**
 * A success toast that survives a full page load: the panels are entered
 * with location.assign (they check the role themselves), which drops the
 * toasts of the sign-in page. The message waits in sessionStorage until the
 * next page shows it with showToastLeftByLastPage.
 */
export function successAfterLoad(message: string) {
  try {
    sessionStorage.setItem(nextPageKey, message)
  } catch {
    // Storage refused (private mode quota): show it now, as before.
    notify.success(message)
  }
}

/** Shows, once, the toast the previous page left with successAfterLoad. */
export function showToastLeftByLastPage() {
  let message: string | null
  try {
    message = sessionStorage.getItem(nextPageKey)
    sessionStorage.removeItem(nextPageKey)
  } catch {
    return
  }
  if (message) notify.success(message)
}
