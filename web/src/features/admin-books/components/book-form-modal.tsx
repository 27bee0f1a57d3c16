import { useId, type ReactNode } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { bookSchema } from '@/lib/book-schema'
import { fmt, tr } from '@/i18n'
import { AuthorPicker } from '@/components/admin/author-picker'
import { FieldError } from '@/components/ui/field-error'
import { CancelSaveButtons } from '@/components/ui/form-buttons'
import type { ImageSlotProps } from '@/components/admin/image-slot'
import { RichTextField } from '@/components/ui/rich-text-field'
import { fieldIn, setServerFieldErrors } from '@/lib/server-field-errors'
import { CheckboxField, TextField } from '@/components/ui/form-field'
import { MoneyField } from '@/components/ui/money-input'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { serverMessageOr } from '@/lib/errors'
import { isbnHint, isbnLookupFailure, normalizeISBN, validateISBN } from '@/lib/isbn'
import { notify } from '@/lib/notify'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { useAdminCategories } from '@/api/categories'
import { useTaxSettings } from '@/api/tax'
import { KdvSelect } from '@/components/admin/kdv-select'
import { KDV_RATES } from '@/lib/kdv'
import { useIsbnLookup, useSaveBook, type AdminBook } from '../api/books'
import { BOOK_FIELDS, bookToForm, emptyBookForm, lookupPatch, toBookRequest, type BookFormValues } from '../schemas'
import { Button } from '@/components/ui/button'
import { PriceHistory } from './price-history'
import { BookParcelFields } from '@/components/book-parcel-fields'
import { trPanels } from '@/i18n/panels'

const m = trPanels.adminBooks
const tx = trPanels.tax

/** Book form debounce: one save per 3000 ms, none while one runs. */
export const BOOK_SAVE_DEBOUNCE_MS = 3000

interface Props {
  /** The book to edit, or null for a new one. */
  book: AdminBook | null
  onClose: () => void
  /** The cover upload widget; the route renders the images feature's with these props. */
  renderCover: (props: ImageSlotProps) => ReactNode
}

/**
 * The book form modal: add and edit, the
 * live ISBN hint and the lookup, the author combobox, the cover upload and
 * the rich-text description. Server field errors go under their fields.
 */
export function BookFormModal({ book, onClose, renderCover }: Props) {
  const save = useSaveBook()
  const lookup = useIsbnLookup()
  const categories = useAdminCategories()
  const taxes = useTaxSettings()
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    clearErrors,
    formState: { errors },
  } = useForm<BookFormValues>({
    resolver: zodResolver(bookSchema),
    defaultValues: book ? bookToForm(book) : emptyBookForm,
  })

  const { submit, isRunning } = useGuardedSubmit(async (values: BookFormValues) => {
    try {
      await save.mutateAsync({ id: book?.id, body: toBookRequest(values) })
      notify.success(book ? m.updated : m.added)
      onClose()
    } catch (err) {
      const shown = setServerFieldErrors(err, setError, fieldIn(BOOK_FIELDS))
      notify.error(shown.length > 0 ? m.saveError : serverMessageOr(err, m.saveError))
    }
  }, BOOK_SAVE_DEBOUNCE_MS)

  // The app does not use the React Compiler; watch() re-rendering on each change is what the hint needs.
  // eslint-disable-next-line react-hooks/incompatible-library
  const isbn = watch('isbn')
  const hint = isbnHint(isbn)
  const isbnValid = validateISBN(isbn).valid
  const lookupBusy = lookup.isPending

  async function runLookup() {
    const value = getValues('isbn')
    if (normalizeISBN(value) === '') {
      notify.error(tr.isbn.required)
      return
    }
    if (lookupBusy || !validateISBN(value).valid) return
    try {
      const res = await lookup.mutateAsync(value)
      if (!res.found || !res.bookData) {
        notify.error(res.message || tr.isbn.notFound)
        return
      }
      const patch = lookupPatch(res.bookData)
      for (const [key, v] of Object.entries(patch) as Array<[keyof BookFormValues, string]>) {
        setValue(key, v, { shouldDirty: true })
        clearErrors(key)
      }
      notify.success(res.message || tr.isbn.found)
    } catch (err) {
      notify.error(isbnLookupFailure(err))
    }
  }

  const busy = isRunning
  const authorId = watch('authorId')
  const authorName = watch('authorName')
  const lookedUpAuthor =
    lookup.data?.found && lookup.data.bookData?.authorName && !lookup.data.bookData.authorId
      ? lookup.data.bookData.authorName
      : null

  return (
    <ModalDialog
      title={book ? m.formEditTitle : m.formNewTitle}
      closeLabel={m.close}
      onClose={onClose}
      busy={busy}
      size="xl"
      initialFocus='[name="title"]'
      onSubmit={(e) => void handleSubmit(submit)(e)}
      footer={<CancelSaveButtons busy={busy} onCancel={onClose} texts={m} />}
    >
      <div className="space-y-5">
        <TextField label={m.fieldTitle} maxLength={400} error={errors.title?.message} {...register('title')} />

        <div>
          <div className="flex items-end gap-2">
            <TextField
              label={m.fieldIsbn}
              className="flex-1"
              inputMode="text"
              autoComplete="off"
              placeholder={m.isbnPlaceholder}
              error={errors.isbn?.message}
              {...register('isbn')}
              onKeyDown={(e) => {
                // Enter in the ISBN field looks the number up instead of saving.
                if (e.key === 'Enter') {
                  e.preventDefault()
                  void runLookup()
                }
              }}
            />
            <Button
              variant="bare"
              onClick={() => void runLookup()}
              disabled={lookupBusy || !isbnValid}
              aria-busy={lookupBusy || undefined}
              className={`shrink-0 rounded-md border border-amber-600 px-3 py-2 text-sm font-semibold text-amber-700 hover:bg-amber-50 ${
                errors.isbn ? 'mb-7' : ''
              }`}
            >
              {lookupBusy ? m.lookingUp : m.lookup}
            </Button>
          </div>
          {hint && !errors.isbn ? (
            <p data-testid="isbn-hint" className={`mt-1 text-xs ${hint.valid ? 'text-green-700' : 'text-red-600'}`}>
              {hint.message}
            </p>
          ) : null}
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <AuthorPicker
            texts={{
              label: m.fieldAuthor,
              placeholder: m.authorPlaceholder,
              list: m.fieldAuthor,
              loading: m.authorLoading,
              none: m.authorNone,
            }}
            value={authorId ? { id: authorId, name: authorName } : null}
            error={errors.authorId?.message}
            hint={lookedUpAuthor && !authorId ? fmt(m.authorLookupHint, { name: lookedUpAuthor }) : undefined}
            onChange={(a) => {
              setValue('authorId', a?.id ?? '', { shouldDirty: true })
              setValue('authorName', a?.name ?? '')
              if (a) clearErrors('authorId')
            }}
          />
          <Controller
            control={control}
            name="categoryId"
            render={({ field }) => (
              <CategorySelect
                categories={categories.data ?? []}
                value={field.value}
                onChange={field.onChange}
                error={errors.categoryId?.message}
              />
            )}
          />
        </div>

        <div className="grid gap-5 sm:grid-cols-3">
          <MoneyField label={m.fieldPrice} error={errors.price?.message} {...register('price')} />
          <TextField
            label={m.fieldStock}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errors.stock?.message}
            {...register('stock')}
          />
          <TextField
            label={m.fieldPageCount}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errors.pageCount?.message}
            {...register('pageCount')}
          />
        </div>
        <KdvSelect
          label={tx.field}
          hint={tx.bookFieldHint}
          className="sm:max-w-md"
          rates={taxes.data?.rates ?? KDV_RATES}
          exemptions={taxes.data?.exemptions ?? []}
          shopDefault={taxes.data ? taxes.data.book : null}
          current={watch('kdvRate')}
          error={errors.kdvRate?.message}
          {...register('kdvRate')}
        />
        {book ? <PriceHistory bookId={book.id} /> : null}

        <BookParcelFields
          inputs={{
            weightGrams: register('weightGrams'),
            widthMm: register('widthMm'),
            heightMm: register('heightMm'),
            depthMm: register('depthMm'),
          }}
          errors={{
            weightGrams: errors.weightGrams?.message,
            widthMm: errors.widthMm?.message,
            heightMm: errors.heightMm?.message,
            depthMm: errors.depthMm?.message,
          }}
        />

        <TextField
          label={m.fieldPublicationDate}
          type="date"
          className="sm:max-w-xs"
          error={errors.publicationDate?.message}
          {...register('publicationDate')}
        />

        <div>
          <p className="mb-1 text-sm font-medium text-stone-700">{m.fieldCover}</p>
          <Controller
            control={control}
            name="coverUrl"
            render={({ field }) => (
              <>
                {renderCover({
                  value: field.value,
                  onChange: (url) => {
                    field.onChange(url)
                    if (url) clearErrors('coverUrl')
                  },
                  recordId: book?.id,
                })}
              </>
            )}
          />
          <FieldError message={errors.coverUrl?.message} />
        </div>

        <RichTextField control={control} name="description" label={m.fieldDescription} loadingText={m.editorLoading} />

        <div className="flex flex-wrap gap-6">
          <CheckboxField label={m.fieldFeatured} {...register('featured')} />
          <CheckboxField label={m.fieldApproved} {...register('approved')} />
        </div>
      </div>
    </ModalDialog>
  )
}

function CategorySelect({
  categories,
  value,
  onChange,
  error,
}: {
  categories: Array<{ id: string; name: string }>
  value: string
  onChange: (id: string) => void
  error?: string
}) {
  const id = useId()
  // A category the list does not have yet (still loading) keeps its option.
  const known = value === '' || categories.some((c) => c.id === value)
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-700">
        {m.fieldCategory}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`block w-full rounded-md border bg-white px-3 py-2 text-stone-900 shadow-sm outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-200 ${
          error ? 'border-red-400' : 'border-stone-300'
        }`}
      >
        <option value="">{m.categoryNone}</option>
        {known ? null : <option value={value}>{tr.common.loading}</option>}
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  )
}
