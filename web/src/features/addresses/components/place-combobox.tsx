import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { tr } from '@/i18n'
import { FieldShell } from '@/components/ui/form-field'
import { matchesTr } from '../schemas'
import type { Place } from '../api/locations'

/** At most this many options are drawn at once (İstanbul has 39 ilçe; 81 il). */
const MAX_SHOWN = 100

/**
 * A searchable select (the ARIA 1.2 combobox pattern with a list box): type
 * to filter (Turkish case-insensitive: 'istanbul' finds 'İstanbul'), the
 * arrow keys move through the options, Enter chooses, Escape closes. Leaving
 * the field without choosing puts the chosen name back.
 */
export function PlaceCombobox({
  label,
  places,
  value,
  onChange,
  placeholder,
  error,
  disabled,
  hint,
}: {
  label: string
  places: Place[]
  value: number
  onChange: (id: number) => void
  placeholder: string
  error?: string
  disabled?: boolean
  hint?: string
}) {
  const listId = useId()
  const chosen = places.find((p) => p.id === value)
  const [query, setQuery] = useState<string | null>(null) // null: not typing, show the chosen name
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const inputRef = useRef<HTMLInputElement>(null)
  const shown = useMemo(() => places.filter((p) => matchesTr(p.name, query ?? '')).slice(0, MAX_SHOWN), [places, query])

  const choose = (p: Place) => {
    onChange(p.id)
    setQuery(null)
    setOpen(false)
  }
  const openAt = (i: number) => {
    setOpen(true)
    setActive(Math.max(0, Math.min(i, shown.length - 1)))
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault()
        openAt(
          open
            ? active + 1
            : Math.max(
                0,
                shown.findIndex((p) => p.id === value),
              ),
        )
        break
      case 'ArrowUp':
        e.preventDefault()
        openAt(open ? active - 1 : shown.length - 1)
        break
      case 'Enter': {
        const p = open ? shown[active] : undefined
        if (p) {
          e.preventDefault()
          choose(p)
        }
        break
      }
      case 'Escape':
        if (open) {
          e.preventDefault()
          setOpen(false)
          setQuery(null)
        }
        break
    }
  }
  const optionId = (i: number) => `${listId}-o${i}`

  return (
    <FieldShell label={label} error={error} hint={hint}>
      {(control) => (
        <div className="relative">
          <input
            ref={inputRef}
            {...control}
            type="text"
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && shown[active] ? optionId(active) : undefined}
            autoComplete="off"
            disabled={disabled}
            placeholder={placeholder}
            value={query ?? chosen?.name ?? ''}
            onChange={(e) => {
              setQuery(e.target.value)
              setOpen(true)
              setActive(0)
            }}
            onFocus={() => setOpen(false)}
            onClick={() => openAt(0)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false)
              setQuery(null)
            }}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={label}
            hidden={!open}
            className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-md border border-stone-200 bg-white py-1 shadow-lg"
          >
            {shown.length === 0 ? (
              <li role="presentation" className="px-3 py-2 text-sm text-stone-500">
                {tr.addresses.noMatch}
              </li>
            ) : (
              shown.map((p, i) => (
                <li
                  key={p.id}
                  id={optionId(i)}
                  role="option"
                  aria-selected={p.id === value}
                  // mousedown, not click: it comes before the input's blur.
                  onMouseDown={(e) => {
                    e.preventDefault()
                    choose(p)
                  }}
                  className={`cursor-pointer px-3 py-2 text-sm ${
                    i === active ? 'bg-amber-100 text-amber-900' : 'text-stone-800'
                  } ${p.id === value ? 'font-semibold' : ''}`}
                >
                  {p.name}
                </li>
              ))
            )}
          </ul>
        </div>
      )}
    </FieldShell>
  )
}
