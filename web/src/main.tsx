import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { firstScreenShown } from './app/first-screen-shown'
import { createAppRouter, routerReady } from './app/router'
import { seedQueryCache } from './app/seed'
import { createQueryClient } from './lib/query-client'
import './index.css'

// The page's data came with the HTML (app/seed.ts); with it in the cache,
// the first route loaded and the server's first screen on screen, the first
// render replaces that screen with the whole page at once.
const root = document.getElementById('root')!
const queryClient = createQueryClient()
seedQueryCache(queryClient)
const router = createAppRouter()

void Promise.all([routerReady(router), firstScreenShown(root)]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  ),
)
