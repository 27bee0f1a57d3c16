import { Outlet, ScrollRestoration } from 'react-router'
import { Header } from './header'
import { Footer } from './footer'
import { MAIN_ID, SkipLink } from '@/components/ui/skip-link'

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  )
}
