import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { loadSonner } from '@/lib/notify'

afterEach(() => cleanup())

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core machine a
// lazy route's first render can take longer. The assertions are the same,
// only the patience differs.
configure({ asyncUtilTimeout: 3000 })

// jsdom has no scrolling; ScrollRestoration calls it.
if (typeof window !== 'undefined') window.scrollTo = () => {}

// In the app the toast library loads right after the first render (the lazy
// Toaster), long before a page's first answer; here a stubbed answer comes
// at once, so load it before each file as the app has it by then.
beforeAll(async () => {
  await loadSonner()
})
