import { useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { tr } from '@/i18n'
import { SearchIcon } from '@/components/icons'
import { FallbackImage, PLACEHOLDER_COVER, PLACEHOLDER_PERSON } from '@/components/fallback-image'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { MIN_SUGGEST_LENGTH, useSuggestions } from '../api/get-suggestions'
import { paths } from '@/lib/paths'

type Option = {
  key: string
  href: string
  group: 'books' | 'authors'
  label: string
  detail?: string
  image: string | null
}

/** Debounce of the suggestion request while typing. */
export const SUGGEST_DEBOUNCE_MS = 200

/**
 * The header search: a combobox (ARIA 1.2, list autocomplete) with book and
 * author suggestions. Arrow keys move through the options, Enter opens the
 * active one, Escape closes the list; Enter with no active option opens
 * /kitaplar?q=... (the earlier product's search box did nothing).
 */
export function SearchCombobox({ className = '' }: { className?: string }) {
  const id = useId()
  const inputId = `${id}-input`
  const listboxId = `${id}-listbox`
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const location = useLocation()
  const current = location.pathname === paths.books() ? (params.get('q') ?? '') : ''
  const [value, setValue] = useState(current)
  // Follow the URL's query (adjusted while rendering, not in an effect).
  const [shown, setShown] = useState(current)
  if (shown !== current) {
    setShown(current)
    setValue(current)
  }

  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const term = value.trim()
  const debounced = useDebouncedValue(term, SUGGEST_DEBOUNCE_MS)
  const { data } = useSuggestions(debounced)

  const options = useMemo<Option[]>(() => {
    if (!data || debounced.length < MIN_SUGGEST_LENGTH) return []
    return [
      ...data.books.map((b) => ({
        key: `b-${b.id}`,
        href: paths.book(b.id),
        group: 'books' as const,
        label: b.title,
        detail: b.authorName,
        image: b.coverUrl,
      })),
      ...data.authors.map((a) => ({
        key: `a-${a.id}`,
        href: paths.author(a.id),
        group: 'authors' as const,
        label: a.name,
        image: a.photoUrl,
      })),
    ]
  }, [data, debounced])

  // New options reset the highlighted one (adjusted while rendering, not in an effect).
  const [activeFor, setActiveFor] = useState(options)
  if (activeFor !== options) {
    setActiveFor(options)
    setActive(-1)
  }

  const expanded = open && term.length >= MIN_SUGGEST_LENGTH && options.length > 0
  const optionId = (i: number) => `${id}-opt-${i}`

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const choose = (option: Option) => {
    close()
    setValue('')
    void navigate(option.href)
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    close()
    void navigate(paths.books({ q: term }))
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = options.length
    switch (e.key) {
      case 'ArrowDown':
        if (term.length < MIN_SUGGEST_LENGTH || n === 0) return
        e.preventDefault()
        if (!expanded) {
          setOpen(true)
          setActive(0)
        } else setActive((a) => (a + 1) % n)
        break
      case 'ArrowUp':
        if (term.length < MIN_SUGGEST_LENGTH || n === 0) return
        e.preventDefault()
        if (!expanded) {
          setOpen(true)
          setActive(n - 1)
        } else setActive((a) => (a <= 0 ? n - 1 : a - 1))
        break
      case 'Enter': {
        const option = expanded && active >= 0 ? options[active] : undefined
        if (option) {
          e.preventDefault()
          choose(option)
        }
        break
      }
      case 'Escape':
        if (expanded) {
          e.preventDefault()
          close()
        }
        break
    }
  }

  const groups: Array<{ group: Option['group']; label: string }> = [
    { group: 'books', label: tr.search.books },
    { group: 'authors', label: tr.search.authors },
  ]

  return (
    <form role="search" onSubmit={onSubmit} className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        {tr.search.label}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone-400" />
      <input
        id={inputId}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(e) => {
          setValue(e.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        placeholder={tr.search.placeholder}
        className="w-full rounded-full border border-stone-300 bg-white py-2 pr-4 pl-9 text-sm outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-200"
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label={tr.search.suggestions}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-xl border border-stone-200 bg-white py-2 shadow-lg"
      >
        {expanded
          ? groups.map(({ group, label }) => {
              const items = options.map((o, i) => [o, i] as const).filter(([o]) => o.group === group)
              if (items.length === 0) return null
              return (
                <div key={group} role="group" aria-labelledby={`${id}-${group}`}>
                  <div
                    id={`${id}-${group}`}
                    role="presentation"
                    className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-stone-500 uppercase"
                  >
                    {label}
                  </div>
                  {items.map(([o, i]) => (
                    // The combobox pattern: focus stays in the input, which handles the keys and points at the
                    // active option with aria-activedescendant, so an option takes neither focus nor key events.
                    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                    <div
                      key={o.key}
                      id={optionId(i)}
                      role="option"
                      aria-selected={i === active}
                      onMouseDown={(e) => e.preventDefault()}
                      onMouseEnter={() => setActive(i)}
                      onClick={() => choose(o)}
                      className={`flex cursor-pointer items-center gap-3 px-4 py-2 text-sm ${
                        i === active ? 'bg-amber-50 text-amber-800' : 'text-stone-800'
                      }`}
                    >
                      <FallbackImage
                        src={o.image}
                        fallback={o.group === 'books' ? PLACEHOLDER_COVER : PLACEHOLDER_PERSON}
                        alt=""
                        aria-hidden="true"
                        className={
                          o.group === 'books' ? 'h-10 w-7 rounded object-cover' : 'h-8 w-8 rounded-full object-cover'
                        }
                      />
                      <span className="min-w-0">
                        <span className="block truncate font-medium">{o.label}</span>
                        {o.detail ? <span className="block truncate text-xs text-stone-500">{o.detail}</span> : null}
                      </span>
                    </div>
                  ))}
                </div>
              )
            })
          : null}
      </div>
    </form>
  )
}
