import { useState, type FormEvent } from 'react'
import { fmt } from '@/i18n'
import { Button } from '@/components/ui/button'
import { notify } from '@/lib/notify'
import { describeError } from '@/lib/errors'
import { useSetBookRoyalty, type AuthorRoyalty } from '../api/royalties'
import { RateFields, draftOf, rateOf, type RateDraft } from './rate-fields'
import { trPanels } from '@/i18n/panels'

const t = trPanels.royalties

type Book = AuthorRoyalty['books'][number]

/** The author's books, each with its override (or the author's rate), editable one at a time. */
export function BookRates({ books }: { books: Book[] }) {
  const [editing, setEditing] = useState<string | null>(null)
  const set = useSetBookRoyalty()
  if (books.length === 0) return <p className="text-sm text-stone-600">{t.noBooks}</p>
  return (
    <ul className="divide-y divide-stone-100">
      {books.map((b) => (
        <li key={b.bookId} className="py-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div>
              <p className="font-medium text-stone-900">{b.title}</p>
              <p className="text-sm text-stone-600">
                {b.rate ? fmt(t.bookOverride, { rate: b.rate.label }) : t.bookDefault}
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => setEditing(b.bookId)}
                aria-label={fmt(t.bookEditButtonLabel, { title: b.title })}
              >
                {t.bookEdit}
              </Button>
              {b.rate ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={set.isPending}
                  aria-label={fmt(t.bookRemoveLabel, { title: b.title })}
                  onClick={() =>
                    set.mutate(
                      { bookId: b.bookId, rate: null },
                      { onError: (err) => notify.error(describeError(err).message) },
                    )
                  }
                >
                  {t.bookRemove}
                </Button>
              ) : null}
            </div>
          </div>
          {editing === b.bookId ? <BookRateForm book={b} onDone={() => setEditing(null)} /> : null}
        </li>
      ))}
    </ul>
  )
}

function BookRateForm({ book, onDone }: { book: Book; onDone: () => void }) {
  const [draft, setDraft] = useState<RateDraft>(() => draftOf(book.rate))
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const set = useSetBookRoyalty()
  function submit(e: FormEvent) {
    e.preventDefault()
    const r = rateOf(draft)
    if ('error' in r) {
      setErrors({ [r.field]: r.error })
      return
    }
    set.mutate(
      { bookId: book.bookId, rate: r.rate },
      {
        onSuccess: () => {
          notify.success(t.saved)
          onDone()
        },
        onError: (err) => {
          const d = describeError(err)
          setErrors(d.fieldErrors)
          notify.error(d.message)
        },
      },
    )
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={fmt(t.bookEditLabel, { title: book.title })}
      className="mt-3 space-y-3 rounded-lg bg-stone-50 p-3"
    >
      <RateFields draft={draft} onChange={setDraft} errors={errors} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={set.isPending}>
          {t.save}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={onDone}>
          {t.cancel}
        </Button>
      </div>
    </form>
  )
}
