import { Controller, useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { tr } from '@/i18n'
import { RichTextEditor } from '@/components/rich-text-editor'
import { TextField } from '@/components/ui/form-field'
import { isbnHint } from '@/lib/isbn'
import { notify } from '@/lib/notify'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { useSaveAuthorBook, type AuthorBook } from '../api/books'
import { showServerErrors } from '../server-errors'
import { authorBookSchema, bookToValues, valuesToBookRequest, type AuthorBookValues } from '../schemas'

const b = tr.authorPanel.books
const c = tr.authorPanel.common

export type CategoryOption = { id: string; name: string }

const fields = ['title', 'isbn', 'categoryId', 'price', 'pageCount', 'publicationDate', 'description'] as const

/**
 * Add or edit one of the author's own books. Sends only the fields an author
 * may set (never approval, stock or featured). Saving an approved book sends
 * it back to approval, and the form says so. `cover` is the upload slot the
 * route composes in once the book exists.
 */
export function AuthorBookForm({
  book,
  categories,
  cover,
  onSaved,
  onCancel,
}: {
  book: AuthorBook | null
  categories: CategoryOption[]
  cover?: ReactNode
  onSaved: (book: AuthorBook, created: boolean) => void
  onCancel: () => void
}) {
  const save = useSaveAuthorBook()
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AuthorBookValues>({ resolver: zodResolver(authorBookSchema), defaultValues: bookToValues(book) })
  const isbn = useWatch({ control, name: 'isbn' })
  const hint = errors.isbn ? null : isbnHint(isbn)

  const { submit, isRunning } = useGuardedSubmit(async (values: AuthorBookValues) => {
    try {
      const saved = await save.mutateAsync({ id: book?.id, body: valuesToBookRequest(values) })
      notify.success(book ? b.updated : b.added)
      onSaved(saved, !book)
    } catch (err) {
      notify.error(showServerErrors(err, fields, setError, b.saveError))
    }
  })

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      {book?.approved ? (
        <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {b.approvedEditNote}
        </p>
      ) : !book ? (
        <p className="rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 text-sm text-stone-700">{b.newBookNote}</p>
      ) : null}
      <TextField label={b.fieldTitle} error={errors.title?.message} {...register('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={b.fieldIsbn}
          inputMode="numeric"
          error={errors.isbn?.message}
          hint={hint?.message}
          {...register('isbn')}
        />
        <div>
          <label htmlFor="author-book-category" className="mb-1 block text-sm font-medium text-stone-700">
            {b.fieldCategory}
          </label>
          <select
            id="author-book-category"
            className="block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-amber-500 focus:ring-2 focus:ring-amber-200"
            {...register('categoryId')}
          >
            <option value="">{b.chooseCategory}</option>
            {categories.map((cat) => (
              <option key={cat.id} value={cat.id}>
                {cat.name}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={b.fieldPrice}
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
          error={errors.price?.message}
          {...register('price')}
        />
        <TextField
          label={b.fieldPageCount}
          type="number"
          step="1"
          min="0"
          error={errors.pageCount?.message}
          {...register('pageCount')}
        />
        <TextField
          label={b.fieldPublicationDate}
          type="date"
          error={errors.publicationDate?.message}
          {...register('publicationDate')}
        />
      </div>
      <div>
        <span id="author-book-description" className="mb-1 block text-sm font-medium text-stone-700">
          {b.fieldDescription}
        </span>
        <Controller
          control={control}
          name="description"
          render={({ field }) => (
            <RichTextEditor
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria-labelledby="author-book-description"
              height={160}
            />
          )}
        />
        {errors.description ? (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {errors.description.message}
          </p>
        ) : null}
      </div>
      <section aria-label={b.cover} className="rounded-lg border border-stone-200 p-4">
        <h3 className="mb-2 text-sm font-medium text-stone-700">{b.cover}</h3>
        {book && cover ? (
          <>
            {cover}
            <p className="mt-2 text-xs text-stone-500">{b.coverPending}</p>
          </>
        ) : (
          <p className="text-sm text-stone-500">{b.coverAfterSave}</p>
        )}
      </section>
      <div className="flex justify-end gap-3 border-t border-stone-200 pt-4">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-stone-300 px-4 py-2 text-sm font-medium text-stone-700 hover:bg-stone-50"
        >
          {c.cancel}
        </button>
        <button
          type="submit"
          disabled={isRunning}
          aria-busy={isRunning || undefined}
          className="rounded-md bg-amber-600 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-700 disabled:opacity-60"
        >
          {isRunning ? c.saving : c.save}
        </button>
      </div>
    </form>
  )
}
