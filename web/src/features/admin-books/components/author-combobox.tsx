import { useId, useState, type KeyboardEvent } from 'react'
import { tr } from '@/i18n'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useAuthorOptions, type AuthorOption } from '../api/books'

const m = tr.adminBooks

interface Props {
  /** The chosen author's id ('' for none) and the text shown. */
  authorId: string
  authorName: string
  onChange: (author: { id: string; name: string }) => void
  error?: string
  hint?: string
}

/**
 * The author field: a searchable select (ARIA combobox with a listbox) over
 * the approved authors, asked from the server by name (at most 50 a time).
 * Typing clears the choice until an option is picked.
 */
export function AuthorCombobox({ authorId, authorName, onChange, error, hint }: Props) {
  const id = useId()
  const listId = `${id}-list`
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  // While the list is open the text is the search; a chosen author's name is not a search.
  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search.trim(), 250)
  const options = useAuthorOptions(q, open)
  const items: AuthorOption[] = options.data ?? []

  function choose(a: AuthorOption) {
    onChange({ id: a.id, name: a.name })
    setSearch('')
    setOpen(false)
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      if (!open) setOpen(true)
      else setActive((i) => Math.min(i + 1, items.length - 1))
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      setActive((i) => Math.max(i - 1, 0))
    } else if (e.key === 'Enter') {
      if (open) {
        e.preventDefault()
        const a = items[active]
        if (a) choose(a)
      }
    } else if (e.key === 'Escape' && open) {
      // Closes the list only, not the dialog around it.
      e.stopPropagation()
      e.preventDefault()
      setOpen(false)
    }
  }

  const describedBy = [error ? errorId : null, hint && !error ? hintId : null].filter(Boolean).join(' ') || undefined
  const activeId = open && items[active] ? `${id}-opt-${items[active].id}` : undefined

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-700">
        {m.fieldAuthor}
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
        placeholder={m.authorPlaceholder}
        value={open ? search : authorName}
        onFocus={() => {
          setSearch('')
          setActive(0)
          setOpen(true)
        }}
        onChange={(e) => {
          setSearch(e.target.value)
          setActive(0)
          setOpen(true)
          if (authorId) onChange({ id: '', name: '' })
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={`block w-full rounded-md border bg-white px-3 py-2 text-stone-900 shadow-sm outline-none transition placeholder:text-stone-400 focus:border-amber-500 focus:ring-2 focus:ring-amber-200 ${
          error ? 'border-red-400' : 'border-stone-300'
        }`}
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={m.fieldAuthor}
          // Not a Tab stop: Chromium would focus the scrolling list, which closes on the input's blur and drops the focus.
          tabIndex={-1}
          className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-md border border-stone-200 bg-white py-1 text-sm shadow-lg"
        >
          {options.isPending ? (
            <li className="px-3 py-2 text-stone-500">{m.authorLoading}</li>
          ) : items.length === 0 ? (
            <li className="px-3 py-2 text-stone-500">{m.authorNone}</li>
          ) : (
            items.map((a, i) => (
              <li
                key={a.id}
                id={`${id}-opt-${a.id}`}
                role="option"
                aria-selected={a.id === authorId}
                // mousedown keeps the focus in the input, so blur does not close the list first
                onMouseDown={(e) => {
                  e.preventDefault()
                  choose(a)
                }}
                onMouseEnter={() => setActive(i)}
                className={`cursor-pointer px-3 py-2 ${i === active ? 'bg-amber-50 text-amber-900' : 'text-stone-800'} ${
                  a.id === authorId ? 'font-semibold' : ''
                }`}
              >
                {a.name}
              </li>
            ))
          )}
        </ul>
      ) : null}
      {hint && !error ? (
        <p id={hintId} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  )
}
