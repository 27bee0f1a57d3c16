import { useEffect, useState } from 'react'
import { Link, NavLink, Outlet } from 'react-router'
import { fmt, tr } from '@/i18n'
import { MenuIcon } from '@/components/icons'
import type { CurrentUser } from '@/features/auth/api/get-me'
import { useLogout } from '@/features/auth/api/logout'
import { paths } from '@/lib/paths'
import { Button } from '@/components/ui/button'
import { showToastLeftByLastPage } from '@/lib/notify'
import { MAIN_ID, SkipLink } from '@/components/ui/skip-link'

export type PanelLink = { to: string; label: string; end?: boolean }

/** Sidebar + top bar shared by the admin and author panels. */
export function PanelShell({ title, links, user }: { title: string; links: PanelLink[]; user: CurrentUser }) {
  const logout = useLogout()
  const [open, setOpen] = useState(false)
  // The sign-in page's 'Admin girişi başarılı!' / 'Yazar girişi başarılı!' (it loads the panel anew).
  useEffect(showToastLeftByLastPage, [])

  const sidebar = (
    <nav aria-label={tr.panel.sidebar} className="flex flex-col gap-1 p-3">
      {links.map((l) => (
        <NavLink
          key={l.to}
          to={l.to}
          end={l.end}
          onClick={() => setOpen(false)}
          className={({ isActive }) =>
            `rounded-md px-3 py-2 text-sm font-medium transition ${
              isActive ? 'bg-amber-100 text-amber-900' : 'text-stone-300 hover:bg-stone-800 hover:text-white'
            }`
          }
        >
          {l.label}
        </NavLink>
      ))}
    </nav>
  )

  return (
    <div className="flex min-h-screen bg-stone-100">
      <SkipLink />
      <aside className="hidden w-60 shrink-0 flex-col bg-stone-900 md:flex">
        <Link
          to={paths.home()}
          className="block border-b border-stone-800 px-5 py-4 font-serif text-lg font-bold text-white"
        >
          {title}
        </Link>
        {sidebar}
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center gap-3 border-b border-stone-200 bg-white px-4">
          <Button
            variant="ghost"
            size="none"
            className="p-2 md:hidden"
            aria-expanded={open}
            aria-controls="panel-mobile-nav"
            aria-label={open ? tr.nav.closeMenu : tr.nav.openMenu}
            onClick={() => setOpen((o) => !o)}
          >
            <MenuIcon />
          </Button>
          <p className="truncate text-sm text-stone-700">{fmt(tr.panel.greeting, { name: user.fullName })}</p>
          <div className="ml-auto flex items-center gap-3">
            <Link to={paths.home()} className="hidden text-sm text-stone-600 hover:text-amber-700 sm:inline">
              {tr.panel.toSite}
            </Link>
            <Button
              type="button"
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
              variant="outline"
              size="sm"
            >
              {tr.panel.logout}
            </Button>
          </div>
        </header>
        {open ? (
          <div id="panel-mobile-nav" className="bg-stone-900 md:hidden">
            {sidebar}
          </div>
        ) : null}
        <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
      </div>
    </div>
  )
}
