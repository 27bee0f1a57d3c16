import { useId, useState, type FormEvent } from 'react'
import { fmt, tr } from '@/i18n'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { SelectField, TextField } from '@/components/ui/form-field'
import { Button } from '@/components/ui/button'
import { CancelSaveButtons } from '@/components/ui/form-buttons'
import { useAdminCategories } from '@/api/categories'
import { useAdminAuthorOptions } from '@/hooks/use-admin-author-options'
import { describeError, serverMessageOr } from '@/lib/errors'
import { formatPrice } from '@/lib/format'
import { notify } from '@/lib/notify'
import { useBookOptions, useSaveSale, type AdminSale, type BookOption, type SaleRequest } from '../api/sales'
import { kurusOf, liraInput, localInput } from './form-parts'
import { MoneyField } from '@/components/ui/money-input'

const t = tr.campaigns

type Scope = SaleRequest['scope']
type Chosen = { id: string; title: string }

/**
 * The add/edit form of a sale, in a dialog. Every rule is the server's (the
 * percentage, a fixed price not above the list price, the dates, overlaps):
 * its Turkish messages land under the fields. A running sale keeps its terms
 * (what it charged is the proof of later struck prices): only its name and end
 * are editable, and the form sends its terms back unchanged.
 */
export function SaleForm({ sale, onClose }: { sale: AdminSale | null; onClose: () => void }) {
  const id = useId()
  const save = useSaveSale()
  const now = new Date()
  const [name, setName] = useState(sale?.name ?? '')
  const [scope, setScope] = useState<Scope>(sale?.scope ?? 'book')
  const [books, setBooks] = useState<Chosen[]>(
    sale ? sale.bookIds.map((b, i) => ({ id: b, title: sale.bookTitles[i] ?? b })) : [],
  )
  const [categoryId, setCategoryId] = useState(sale?.categoryId ?? '')
  const [authorId, setAuthorId] = useState(sale?.authorId ?? '')
  const [kind, setKind] = useState<'percent' | 'fixed'>(sale?.fixedPrice != null ? 'fixed' : 'percent')
  const [percent, setPercent] = useState(sale && sale.percent > 0 ? String(sale.percent) : '')
  const [fixed, setFixed] = useState(sale?.fixedPrice != null ? liraInput(sale.fixedPrice) : '')
  const [startsAt, setStartsAt] = useState(localInput(sale?.startsAt ?? now))
  const [endsAt, setEndsAt] = useState(localInput(sale?.endsAt ?? new Date(now.getTime() + 7 * 86_400_000)))
  const [search, setSearch] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const categories = useAdminCategories()
  const authors = useAdminAuthorOptions('')
  const options = useBookOptions(search)
  const single = scope === 'book'
  const locked = sale?.state === 'running'

  function addBook(b: BookOption) {
    setBooks((cur) => (single ? [{ id: b.id, title: b.title }] : cur.some((c) => c.id === b.id) ? cur : [...cur, b]))
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const fixedPrice = kurusOf(fixed)
    if (kind === 'fixed' && Number.isNaN(fixedPrice)) {
      setErrors({ fixedPrice: tr.validation.amount })
      return
    }
    const endsAtISO = new Date(endsAt).toISOString()
    const body: SaleRequest =
      locked && sale
        ? { ...termsOf(sale), name, endsAt: endsAtISO }
        : {
            name,
            scope,
            startsAt: new Date(startsAt).toISOString(),
            endsAt: endsAtISO,
            ...(scope === 'book' || scope === 'books' ? { bookIds: books.map((b) => b.id) } : {}),
            ...(scope === 'category' ? { categoryId } : {}),
            ...(scope === 'author' ? { authorId } : {}),
            ...(kind === 'percent' ? { percent: Number(percent) || 0 } : { fixedPrice }),
          }
    try {
      await save.mutateAsync({ id: sale?.id, body })
      notify.success(t.saved)
      onClose()
    } catch (err) {
      setErrors(describeError(err).fieldErrors)
      notify.error(serverMessageOr(err, t.saveError))
    }
  }

  const err = (field: string) => errors[field]

  return (
    <ModalDialog
      title={sale ? t.editSale : t.newSale}
      description={t.overlapHint}
      onClose={onClose}
      closeLabel={t.cancel}
      onSubmit={(e) => void onSubmit(e)}
      size="lg"
      busy={save.isPending}
      footer={<CancelSaveButtons busy={save.isPending} onCancel={onClose} texts={t} />}
    >
      <div className="grid gap-4">
        {locked ? (
          <p className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">{t.lockedNote}</p>
        ) : null}
        <TextField
          label={t.name}
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          error={err('name')}
        />
        {/* A running sale's terms: shown, not editable (a disabled fieldset disables every control in it). */}
        <fieldset disabled={locked} className="m-0 grid min-w-0 gap-4 border-0 p-0">
          <SelectField
            label={t.scope}
            value={scope}
            onChange={(e) => {
              const next = e.target.value as Scope
              setScope(next)
              if (next === 'book') setBooks((cur) => cur.slice(0, 1))
            }}
            error={err('scope')}
          >
            <option value="book">{t.scopeBook}</option>
            <option value="books">{t.scopeBooks}</option>
            <option value="category">{t.scopeCategory}</option>
            <option value="author">{t.scopeAuthor}</option>
          </SelectField>

          {scope === 'book' || scope === 'books' ? (
            <fieldset className="rounded-md border border-stone-200 p-3">
              <legend className="px-1 text-sm font-medium text-stone-700">{t.books}</legend>
              {books.length === 0 ? (
                <p className="text-sm text-stone-600">{t.noBooksChosen}</p>
              ) : (
                <ul className="flex flex-wrap gap-2" aria-label={t.books}>
                  {books.map((b) => (
                    <li
                      key={b.id}
                      className="flex items-center gap-1 rounded-full bg-amber-50 py-1 pr-1 pl-3 text-sm text-amber-900"
                    >
                      {b.title}
                      <Button
                        type="button"
                        variant="bare"
                        aria-label={fmt(t.removeBook, { title: b.title })}
                        onClick={() => setBooks((cur) => cur.filter((c) => c.id !== b.id))}
                        className="h-6 w-6 rounded-full text-amber-900 hover:bg-amber-100"
                      >
                        ×
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              {err('bookIds') ? (
                <p role="alert" className="mt-1 text-sm text-red-600">
                  {err('bookIds')}
                </p>
              ) : null}
              <TextField
                className="mt-3"
                type="search"
                label={t.bookSearch}
                placeholder={t.bookSearchPlaceholder}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
              {search.trim() && options.data ? (
                <ul className="mt-2 max-h-48 divide-y divide-stone-100 overflow-y-auto rounded-md border border-stone-200">
                  {options.data.map((b) => (
                    <li key={b.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
                      <span className="min-w-0">
                        <span className="font-medium text-stone-900">{b.title}</span>
                        <span className="text-stone-600">
                          {' '}
                          · {b.authorName} · {formatPrice(b.price)}
                        </span>
                      </span>
                      <Button type="button" variant="secondary" size="sm" onClick={() => addBook(b)}>
                        {t.addBook}
                        <span className="sr-only"> - {b.title}</span>
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </fieldset>
          ) : null}

          {scope === 'category' ? (
            <SelectField
              label={t.category}
              value={categoryId}
              onChange={(e) => setCategoryId(e.target.value)}
              error={err('categoryId')}
            >
              <option value="">{t.chooseCategory}</option>
              {(categories.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </SelectField>
          ) : null}

          {scope === 'author' ? (
            <SelectField
              label={t.author}
              value={authorId}
              onChange={(e) => setAuthorId(e.target.value)}
              error={err('authorId')}
            >
              <option value="">{t.chooseAuthor}</option>
              {(authors.data ?? []).map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </SelectField>
          ) : null}

          <fieldset>
            <legend className="mb-1 text-sm font-medium text-stone-700">{t.kind}</legend>
            <div className="flex gap-4">
              {(['percent', 'fixed'] as const).map((k) => (
                <label key={k} className="flex items-center gap-2 text-sm text-stone-700">
                  <input
                    type="radio"
                    name={`${id}-kind`}
                    value={k}
                    checked={kind === k}
                    onChange={() => setKind(k)}
                    className="h-4 w-4 accent-amber-600"
                  />
                  {k === 'percent' ? t.kindPercent : t.kindFixed}
                </label>
              ))}
            </div>
          </fieldset>
          {kind === 'percent' ? (
            <TextField
              label={t.percent}
              inputMode="numeric"
              value={percent}
              onChange={(e) => setPercent(e.target.value)}
              error={err('percent')}
            />
          ) : (
            <MoneyField
              label={t.fixedPrice}
              value={fixed}
              onChange={(e) => setFixed(e.target.value)}
              error={err('fixedPrice') ?? err('percent')}
            />
          )}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t.startsAt}
            type="datetime-local"
            value={startsAt}
            disabled={locked}
            onChange={(e) => setStartsAt(e.target.value)}
            error={err('startsAt')}
          />
          <TextField
            label={t.endsAt}
            type="datetime-local"
            value={endsAt}
            onChange={(e) => setEndsAt(e.target.value)}
            error={err('endsAt')}
          />
        </div>
      </div>
    </ModalDialog>
  )
}

/** A saved sale's terms as the request carries them (a running sale sends them back unchanged). */
function termsOf(sale: AdminSale): Omit<SaleRequest, 'name' | 'endsAt'> {
  return {
    scope: sale.scope,
    startsAt: sale.startsAt,
    ...(sale.scope === 'book' || sale.scope === 'books' ? { bookIds: sale.bookIds } : {}),
    ...(sale.categoryId ? { categoryId: sale.categoryId } : {}),
    ...(sale.authorId ? { authorId: sale.authorId } : {}),
    ...(sale.fixedPrice != null ? { fixedPrice: sale.fixedPrice } : { percent: sale.percent }),
  }
}
