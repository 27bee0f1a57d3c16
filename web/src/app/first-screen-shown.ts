/**
 * Resolves once the browser has shown the server's first screen (the markup
 * inside #root, internal/httpapi/first_screen.go), so createRoot does not
 * tear it down before it was ever on screen: Chromium records a paint as the
 * page's largest only when the frame is presented, and drops the record when
 * the element is gone by then, so an app that replaced the markup at once
 * would show the same page twice and have it counted only the second time.
 *
 * "Shown" is: a largest-contentful-paint entry has been reported and, when
 * the screen has a priority cover, that cover has been decoded and painted
 * (its own entry, or a short wait when it is not the largest). Browsers
 * without the entry type wait for two frames. Never longer than `capMs`.
 */
export function firstScreenShown(root: HTMLElement, capMs = 1500): Promise<void> {
  if (!root.firstElementChild) return Promise.resolve()
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
  }
  const cover = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
  return new Promise((resolve) => {
    const timers: number[] = []
    let painted = false
    let coverReady = !cover
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) {
        painted = true
        if (cover && e.element === cover) coverReady = true
      }
      check()
    })
    const done = () => {
      observer.disconnect()
      timers.forEach((t) => clearTimeout(t))
      resolve()
    }
    const check = () => {
      if (painted && coverReady) done()
    }
    timers.push(window.setTimeout(done, capMs))
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
    void cover
      ?.decode()
      .catch(() => {})
      .then(() => {
        // Its entry follows the frame it is painted in; if it is not the largest there is none.
        timers.push(
          window.setTimeout(() => {
            coverReady = true
            check()
          }, 300),
        )
      })
  })
}
