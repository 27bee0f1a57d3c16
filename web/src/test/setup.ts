import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core machine a
// lazy route's first render can take longer. The assertions are the same,
// only the patience differs.
configure({ asyncUtilTimeout: 3000 })

// jsdom has no scrolling; ScrollRestoration calls it.
if (typeof window !== 'undefined') window.scrollTo = () => {}
