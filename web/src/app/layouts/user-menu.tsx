import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Link } from 'react-router'
import { tr } from '@/i18n'
import { ChevronDownIcon, UserIcon } from '@/components/icons'
import type { CurrentUser } from '@/features/auth/api/get-me'
import { useLogout } from '@/features/auth/api/logout'
import { paths } from '@/lib/paths'
import { Button } from '@/components/ui/button'

type Item = { key: string; label: string; to?: string; onSelect?: () => void }

/**
 * Menu button following the WAI-ARIA menu-button pattern: Enter/Space/ArrowDown
 * open it on the first item, ArrowUp on the last; arrows, Home and End move;
 * Escape and Tab close it; focus returns to the button.
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const itemRefs = useRef<Array<HTMLElement | null>>([])
  const menuId = useId()
  const logout = useLogout()

  const items: Item[] = [{ key: 'profile', label: tr.userMenu.profile, to: paths.profile() }]
  if (user.role === 'user') items.push({ key: 'orders', label: tr.userMenu.orders, to: paths.orders() })
  if (user.role === 'admin') items.push({ key: 'admin', label: tr.userMenu.adminPanel, to: paths.admin() })
  if (user.role === 'author') items.push({ key: 'author', label: tr.userMenu.authorPanel, to: paths.authorPanel() })
  items.push({
    key: 'logout',
    label: tr.userMenu.logout,
    onSelect: () => {
      if (!logout.isPending) logout.mutate()
    },
  })

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus()
  }, [open, active])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target as Node
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const openAt = (index: number) => {
    setActive(index)
    setOpen(true)
  }
  const close = (focusButton = true) => {
    setOpen(false)
    if (focusButton) buttonRef.current?.focus()
  }

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      openAt(0)
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      openAt(items.length - 1)
    }
  }

  const onMenuKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault()
        setActive((i) => (i >= last ? 0 : i + 1))
        break
      case 'ArrowUp':
        e.preventDefault()
        setActive((i) => (i <= 0 ? last : i - 1))
        break
      case 'Home':
        e.preventDefault()
        setActive(0)
        break
      case 'End':
        e.preventDefault()
        setActive(last)
        break
      case 'Escape':
        e.preventDefault()
        close()
        break
      case 'Tab':
        close(false)
        break
    }
  }

  const itemClass =
    'block w-full px-4 py-2 text-left text-sm text-stone-700 outline-none hover:bg-amber-50 focus:bg-amber-50 focus:text-amber-800'

  return (
    <div className="relative">
      <Button
        ref={buttonRef}
        variant="bare"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`${tr.userMenu.label}: ${user.fullName || user.displayName}`}
        onClick={() => (open ? close() : openAt(0))}
        onKeyDown={onButtonKeyDown}
        className="flex items-center gap-2 rounded-full border border-stone-200 bg-white py-1 pr-2 pl-1 text-sm font-medium text-stone-700 hover:border-amber-300 focus-visible:outline-2 focus-visible:outline-amber-600"
      >
        {user.avatarUrl ? (
          <img src={user.avatarUrl} alt="" className="h-7 w-7 rounded-full object-cover" />
        ) : (
          <span className="flex h-7 w-7 items-center justify-center rounded-full bg-amber-100 text-amber-800">
            <UserIcon className="h-4 w-4" />
          </span>
        )}
        <span className="hidden max-w-32 truncate md:inline">{user.displayName || user.fullName}</span>
        <ChevronDownIcon />
      </Button>
      {open ? (
        // Focus goes to the menu items (roving, from onMenuKeyDown), never to the menu itself.
        // eslint-disable-next-line jsx-a11y/interactive-supports-focus
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={tr.userMenu.label}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-2 w-52 overflow-hidden rounded-md border border-stone-200 bg-white py-1 shadow-lg"
        >
          {items.map((item, i) =>
            item.to ? (
              <Link
                key={item.key}
                ref={(el) => {
                  itemRefs.current[i] = el
                }}
                to={item.to}
                role="menuitem"
                tabIndex={i === active ? 0 : -1}
                className={itemClass}
                onClick={() => setOpen(false)}
              >
                {item.label}
              </Link>
            ) : (
              <Button
                key={item.key}
                ref={(el) => {
                  itemRefs.current[i] = el
                }}
                variant="bare"
                role="menuitem"
                tabIndex={i === active ? 0 : -1}
                className={`${itemClass} border-t border-stone-100`}
                onClick={() => {
                  setOpen(false)
                  item.onSelect?.()
                }}
              >
                {item.label}
              </Button>
            ),
          )}
        </div>
      ) : null}
    </div>
  )
}
