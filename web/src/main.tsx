import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { createAppRouter, routerReady } from './app/router'
import { seedQueryCache } from './app/seed'
import { createQueryClient } from './lib/query-client'
import './index.css'

// The page's data came with the HTML (app/seed.ts); with it in the cache and
// the first route loaded, the first render replaces the server's first
// screen with the whole page at once.
const queryClient = createQueryClient()
seedQueryCache(queryClient)
const router = createAppRouter()

void routerReady(router).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  ),
)
