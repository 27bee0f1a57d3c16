import { useId, useState, type KeyboardEvent } from 'react'
import { useAdminAuthorOptions, type AuthorOption } from '@/hooks/use-admin-author-options'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { FieldError } from '@/components/ui/field-error'

/** The picker's texts, from the catalogue section of the form that uses it. */
export interface AuthorPickerTexts {
  label: string
  placeholder: string
  /** The accessible name of the option list. */
  list: string
  /** Shown in the list while the options load. */
  loading: string
  /** Shown in the list when no approved author matches. */
  none: string
}

/**
 * The author field of the admin book and event forms: a searchable select
 * (ARIA combobox with a listbox) over the approved authors, asked from the
 * server by name as one types (at most 50 a time). Opening the list keeps
 * the chosen name and offers every author; typing searches and clears the
 * choice until an option is picked. Closed, the box shows the chosen
 * author's name, so a choice made from outside (e.g. an ISBN lookup) shows.
 */
export function AuthorPicker({
  texts,
  value,
  onChange,
  onBlur,
  error,
  hint,
}: {
  texts: AuthorPickerTexts
  value: AuthorOption | null
  onChange: (author: AuthorOption | null) => void
  onBlur?: () => void
  error?: string
  hint?: string
}) {
  const id = useId()
  const listId = `${id}-list`
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  // The box's text while the list is open; the chosen name alone is not a search.
  const [search, setSearch] = useState('')
  const query = useDebouncedValue(value && search === value.name ? '' : search.trim(), 250)
  const options = useAdminAuthorOptions(query, open)
  const items = options.data ?? []

  function openList() {
    setSearch(value?.name ?? '')
    setActive(0)
    setOpen(true)
  }

  function choose(author: AuthorOption) {
    onChange({ id: author.id, name: author.name })
    setOpen(false)
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      if (!open) openList()
      else setActive((i) => Math.min(i + 1, items.length - 1))
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      setActive((i) => Math.max(i - 1, 0))
    } else if (e.key === 'Enter') {
      // While the list is open Enter picks; it never submits the form.
      if (open) {
        e.preventDefault()
        const author = items[active]
        if (author) choose(author)
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
        {texts.label}
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
        placeholder={texts.placeholder}
        value={open ? search : (value?.name ?? '')}
        onFocus={openList}
        onClick={() => {
          if (!open) openList()
        }}
        onChange={(e) => {
          setSearch(e.target.value)
          setActive(0)
          setOpen(true)
          if (value) onChange(null)
        }}
        onBlur={() => {
          setOpen(false)
          onBlur?.()
        }}
        onKeyDown={onKeyDown}
        className={`block w-full rounded-md border bg-white px-3 py-2 text-stone-900 shadow-sm outline-none transition placeholder:text-stone-400 focus:border-amber-500 focus:ring-2 focus:ring-amber-200 ${
          error ? 'border-red-400' : 'border-stone-300'
        }`}
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={texts.list}
          // Not a Tab stop: Chromium would focus the scrolling list, which closes on the input's blur and drops the focus.
          tabIndex={-1}
          className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-md border border-stone-200 bg-white py-1 text-sm shadow-lg"
        >
          {items.length === 0 ? (
            <li role="option" aria-selected="false" aria-disabled="true" className="px-3 py-2 text-stone-500">
              {options.isFetching ? texts.loading : texts.none}
            </li>
          ) : (
            items.map((a, i) => (
              <li
                key={a.id}
                id={`${id}-opt-${a.id}`}
                role="option"
                aria-selected={a.id === value?.id}
                // mousedown keeps the focus in the input, so blur does not close the list first
                onMouseDown={(e) => {
                  e.preventDefault()
                  choose(a)
                }}
                onMouseEnter={() => setActive(i)}
                className={`cursor-pointer px-3 py-2 ${i === active ? 'bg-amber-50 text-amber-900' : 'text-stone-800'} ${
                  a.id === value?.id ? 'font-semibold' : ''
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
      <FieldError id={errorId} message={error} />
    </div>
  )
}
