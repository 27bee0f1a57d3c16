import { useRef } from 'react'
import { fmt, tr } from '@/i18n'
import { TextField } from '@/components/ui/form-field'
import { Button } from '@/components/ui/button'

const t = tr.campaigns

export type Target = { id: string; name: string; detail?: string }

/**
 * A searchable multi-select: the chosen entries as removable chips, a search
 * field and the matches with an 'Ekle' button each. Plain buttons and a
 * labelled input, so the keyboard and a screen reader need nothing special;
 * after adding or removing, focus returns to the search field (the button
 * pressed is gone from the list) and an added entry clears the search.
 * Entries already chosen are not offered again.
 */
export function TargetPicker({
  legend,
  searchLabel,
  placeholder,
  chosen,
  onChange,
  search,
  onSearch,
  matches,
}: {
  legend: string
  searchLabel: string
  placeholder?: string
  chosen: Target[]
  onChange: (next: Target[]) => void
  search: string
  onSearch: (q: string) => void
  /** The entries matching `search`; undefined while there is nothing to show. */
  matches: Target[] | undefined
}) {
  const input = useRef<HTMLInputElement>(null)
  const open = matches?.filter((m) => !chosen.some((c) => c.id === m.id))
  return (
    <fieldset className="rounded-md border border-stone-200 p-3">
      <legend className="px-1 text-sm font-medium text-stone-700">{legend}</legend>
      {chosen.length === 0 ? (
        <p className="text-sm text-stone-600">{t.noneChosen}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={legend}>
          {chosen.map((c) => (
            <li
              key={c.id}
              className="flex max-w-full items-center gap-1 rounded-full bg-amber-50 py-1 pr-1 pl-3 text-sm text-amber-900"
            >
              <span className="min-w-0 truncate">{c.name}</span>
              <Button
                type="button"
                variant="bare"
                aria-label={fmt(t.removeTarget, { name: c.name })}
                onClick={() => {
                  onChange(chosen.filter((x) => x.id !== c.id))
                  input.current?.focus()
                }}
                className="h-6 w-6 shrink-0 rounded-full text-amber-900 hover:bg-amber-100"
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <TextField
        ref={input}
        className="mt-3"
        type="search"
        label={searchLabel}
        placeholder={placeholder}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
      />
      {matches?.length === 0 ? <p className="mt-2 text-sm text-stone-600">{t.noMatches}</p> : null}
      {open && open.length > 0 ? (
        <ul className="mt-2 max-h-48 divide-y divide-stone-100 overflow-y-auto rounded-md border border-stone-200">
          {open.map((m) => (
            <li key={m.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="font-medium text-stone-900">{m.name}</span>
                {m.detail ? <span className="text-stone-600"> · {m.detail}</span> : null}
              </span>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                aria-label={fmt(t.addTargetLabel, { name: m.name })}
                onClick={() => {
                  onChange([...chosen, { id: m.id, name: m.name }])
                  onSearch('') // ready for the next name
                  input.current?.focus()
                }}
              >
                {t.addTarget}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  )
}
