import { useId, useState } from 'react'
import { tr } from '@/i18n'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useAuthorOptions, type AuthorOption } from '../api/events'

const t = tr.adminEvents

/**
 * The event form's author: a searchable select (ARIA combobox) over the
 * approved authors, GET /api/admin/author-options?q= (the server returns at
 * most 50, so it searches as one types). Typing clears the choice until an
 * option is picked.
 */
export function AuthorSelect({
  value,
  onChange,
  onBlur,
  error,
  label,
}: {
  value: AuthorOption | null
  onChange: (author: AuthorOption | null) => void
  onBlur?: () => void
  error?: string
  label: string
}) {
  const id = useId()
  const listId = `${id}-list`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const [text, setText] = useState(value?.name ?? '')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  // While a choice is shown the whole list is offered; typing narrows it.
  const query = useDebouncedValue(value && text === value.name ? '' : text.trim(), 250)
  const options = useAuthorOptions(query, open)
  const items = options.data ?? []

  function pick(option: AuthorOption) {
    onChange(option)
    setText(option.name)
    setOpen(false)
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      if (!open) setOpen(true)
      else setActive((i) => Math.min(i + 1, items.length - 1))
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      setActive((i) => Math.max(i - 1, 0))
    } else if (e.key === 'Enter') {
      if (open && items[active]) {
        e.preventDefault()
        pick(items[active])
      }
    } else if (e.key === 'Escape' && open) {
      // Close the list, not the dialog around it.
      e.preventDefault()
      setOpen(false)
    }
  }

  const describedBy = [error ? errorId : null, hintId].filter(Boolean).join(' ')
  const activeId = open && items[active] ? `${id}-opt-${items[active].id}` : undefined

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-700">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        placeholder={t.authorPlaceholder}
        value={text}
        onChange={(e) => {
          setText(e.target.value)
          setActive(0)
          setOpen(true)
          if (value) onChange(null)
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          // Let a click on an option land first.
          setTimeout(() => setOpen(false), 150)
          onBlur?.()
        }}
        onKeyDown={onKeyDown}
        className={`block w-full rounded-md border bg-white px-3 py-2 text-stone-900 shadow-sm outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-200 ${
          error ? 'border-red-400' : 'border-stone-300'
        }`}
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={t.authorOptions}
          // Not a Tab stop: Chromium would focus the scrolling list, which closes on the input's blur and drops the focus.
          tabIndex={-1}
          className="absolute z-10 mt-1 max-h-60 w-full overflow-auto rounded-md border border-stone-200 bg-white py-1 text-sm shadow-lg"
        >
          {items.length === 0 && !options.isFetching ? (
            <li role="option" aria-selected="false" aria-disabled="true" className="px-3 py-2 text-stone-500">
              {t.authorNoResults}
            </li>
          ) : (
            items.map((o, i) => (
              <li
                key={o.id}
                id={`${id}-opt-${o.id}`}
                role="option"
                aria-selected={value?.id === o.id}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => pick(o)}
                className={`cursor-pointer px-3 py-2 ${i === active ? 'bg-amber-50 text-amber-900' : 'text-stone-800'} ${
                  value?.id === o.id ? 'font-semibold' : ''
                }`}
              >
                {o.name}
              </li>
            ))
          )}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <p id={hintId} className="mt-1 text-xs text-stone-500">
        {t.authorHint}
      </p>
    </div>
  )
}
