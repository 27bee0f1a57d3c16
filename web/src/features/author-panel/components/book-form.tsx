import { useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { tr } from '@/i18n'
import { TextField } from '@/components/ui/form-field'
import { isbnHint } from '@/lib/isbn'
import { notify } from '@/lib/notify'
import { useSaveAuthorBook, type AuthorBook } from '../api/books'
import { authorBookSchema, bookToValues, valuesToBookRequest } from '../schemas'
import { useAuthorForm } from '../use-author-form'
import { RichTextField } from '@/components/ui/rich-text-field'
import { ApprovalNote, DialogFormButtons, UploadSection } from './form-parts'

const b = tr.authorPanel.books

export type CategoryOption = { id: string; name: string }

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
  const { register, control, errors, onSubmit, isRunning } = useAuthorForm({
    resolver: zodResolver(authorBookSchema),
    defaultValues: bookToValues(book),
    saveError: b.saveError,
    action: async (values) => {
      const saved = await save.mutateAsync({ id: book?.id, body: valuesToBookRequest(values) })
      notify.success(book ? b.updated : b.added)
      onSaved(saved, !book)
    },
  })
  const isbn = useWatch({ control, name: 'isbn' })
  const hint = errors.isbn ? null : isbnHint(isbn)

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <ApprovalNote
        isNew={!book}
        approved={book?.approved === true}
        newText={b.newBookNote}
        approvedText={b.approvedEditNote}
      />
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
      <RichTextField control={control} name="description" label={b.fieldDescription} height={160} />
      <UploadSection
        title={b.cover}
        upload={book ? cover : null}
        pending={b.coverPending}
        afterSave={b.coverAfterSave}
      />
      <DialogFormButtons busy={isRunning} onCancel={onCancel} />
    </form>
  )
}
