import { useEffect, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { fmt, tr } from '@/i18n'
import { Logo } from '@/components/logo'
import { CartIcon, HeartIcon, MenuIcon } from '@/components/icons'
import { SearchCombobox } from '@/features/search/components/search-combobox'
import { useCurrentUser } from '@/features/auth/api/get-me'
import { useCart } from '@/features/cart/api/get-cart'
import { UserMenu } from './user-menu'
import { paths } from '@/lib/paths'
import { ButtonLink } from '@/components/ui/button'
import { Button } from '@/components/ui/button'

const navLinks = [
  { to: paths.books(), label: tr.nav.books },
  { to: paths.authors(), label: tr.nav.authors },
  { to: paths.events(), label: tr.nav.events },
  { to: paths.about(), label: tr.nav.about },
]

const navClass = ({ isActive }: { isActive: boolean }) =>
  `text-sm font-medium transition hover:text-amber-700 ${isActive ? 'text-amber-700' : 'text-stone-700'}`

export function Header() {
  const { user, isPending } = useCurrentUser()
  const [mobileOpen, setMobileOpen] = useState(false)
  const cart = useCart(user?.role === 'user')
  const cartCount = cart.data?.itemCount ?? 0
  const cartLabel = cartCount > 0 ? fmt(tr.cart.badge, { n: cartCount }) : tr.nav.cart
  const location = useLocation()
  // Close the mobile menu after a navigation. Kept as an effect: adjusting the
  // state while rendering changed when the page's first toasts show up (the
  // payment callback test saw the heading before its toast).
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setMobileOpen(false), [location.pathname])

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Logo className="shrink-0" textClassName="hidden sm:inline" />
        <nav aria-label={tr.nav.mainMenu} className="hidden items-center gap-6 lg:flex">
          {navLinks.map((l) => (
            <NavLink key={l.to} to={l.to} className={navClass}>
              {l.label}
            </NavLink>
          ))}
        </nav>
        <SearchCombobox className="hidden flex-1 md:block md:max-w-xs lg:ml-auto" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2 md:ml-0">
          {user ? (
            <>
              {user.role === 'user' ? (
                <>
                  <Link
                    to={paths.favorites()}
                    aria-label={tr.nav.favorites}
                    title={tr.nav.favorites}
                    className="rounded-full p-2 text-stone-600 hover:bg-amber-50 hover:text-amber-700"
                  >
                    <HeartIcon />
                  </Link>
                  <Link
                    to={paths.cart()}
                    aria-label={cartLabel}
                    title={cartLabel}
                    className="relative rounded-full p-2 text-stone-600 hover:bg-amber-50 hover:text-amber-700"
                  >
                    <CartIcon />
                    {cartCount > 0 ? (
                      // The count is drawn by CSS: the link's name 'Sepet (2 ürün)' says
                      // it, and a text '2' beside that name fails WCAG 2.5.3 (label in name).
                      <span
                        aria-hidden="true"
                        data-count={cartCount > 99 ? '99+' : cartCount}
                        className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-amber-700 px-1 text-[11px] leading-none font-bold text-white after:content-[attr(data-count)]"
                      />
                    ) : null}
                  </Link>
                </>
              ) : null}
              <UserMenu user={user} />
            </>
          ) : !isPending ? (
            <>
              <Link
                to={paths.login()}
                className="rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:text-amber-700"
              >
                {tr.nav.login}
              </Link>
              <ButtonLink to={paths.register()} size="none" className="px-3 py-2 text-sm">
                {tr.nav.register}
              </ButtonLink>
            </>
          ) : null}
          <Button
            variant="ghost"
            size="none"
            className="p-2 lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-nav"
            aria-label={mobileOpen ? tr.nav.closeMenu : tr.nav.openMenu}
            onClick={() => setMobileOpen((o) => !o)}
          >
            <MenuIcon />
          </Button>
        </div>
      </div>
      {mobileOpen ? (
        <div id="mobile-nav" className="border-t border-stone-200 bg-white px-4 py-3 lg:hidden">
          <SearchCombobox className="mb-3 md:hidden" />
          <nav aria-label={tr.nav.mainMenu} className="flex flex-col gap-3">
            {navLinks.map((l) => (
              <NavLink key={l.to} to={l.to} className={navClass}>
                {l.label}
              </NavLink>
            ))}
          </nav>
        </div>
      ) : null}
    </header>
  )
}
