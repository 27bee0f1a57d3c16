import { useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type ReactNode } from 'react'
import { TextField } from '@/components/ui/form-field'
import { MoneyField } from '@/components/ui/money-input'
import { isbnHint } from '@/lib/isbn'
import { notify } from '@/lib/notify'
import { useSaveAuthorBook, type AuthorBook } from '../api/books'
import { authorBookSchema } from '@/lib/book-schema'
import { bookToValues, valuesToBookRequest } from '../schemas'
import { useAuthorForm } from '../use-author-form'
import { RichTextField } from '@/components/ui/rich-text-field'
import { ApprovalNote, DialogFormButtons, UploadSection } from './form-parts'
import { trPanels } from '@/i18n/panels'
import { BookParcelFields } from '@/components/book-parcel-fields'

const b = trPanels.authorPanel.books

export type CategoryOption = { id: string; name: string }

/** Sends the cover chosen in a new book's form, once the book has its id. */
export type SendCover = (bookId: string) => Promise<unknown>

/**
 * Add or edit one of the author's own books. Sends only the fields an author
 * may set (never approval, stock or featured). Saving an approved book keeps
 * the approved version in the shop and the edit waits for the admin (the
 * book's pendingRevision, which the form then edits), and the form says so.
 * `cover` is the upload slot the route composes in for a saved book;
 * `newCover` the slot of a new book, whose chosen image is sent right after
 * the first save (so the cover needs no second step).
 */
export function AuthorBookForm({
  book,
  categories,
  cover,
  newCover,
  onSaved,
  onCancel,
}: {
  book: AuthorBook | null
  categories: CategoryOption[]
  cover?: ReactNode
  newCover?: (onChosen: (send: SendCover | null) => void) => ReactNode
  onSaved: (book: AuthorBook, created: boolean) => void
  onCancel: () => void
}) {
  const save = useSaveAuthorBook()
  const [sendCover, setSendCover] = useState<SendCover | null>(null)
  const { register, control, errors, onSubmit, isRunning } = useAuthorForm({
    resolver: zodResolver(authorBookSchema),
    defaultValues: bookToValues(book),
    saveError: b.saveError,
    action: async (values) => {
      const saved = await save.mutateAsync({ id: book?.id, body: valuesToBookRequest(values) })
      notify.success(book ? b.updated : b.added)
      if (!book && sendCover) await sendCover(saved.id)
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
        approvedText={book?.pendingRevision ? b.revisionPendingNote : b.approvedEditNote}
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
        <MoneyField label={b.fieldPrice} error={errors.price?.message} {...register('price')} />
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
      <RichTextField control={control} name="description" label={b.fieldDescription} height={160} />
      <UploadSection
        title={b.cover}
        upload={book ? cover : newCover?.((send) => setSendCover(() => send))}
        pending={book ? b.coverPending : b.coverWithNewBook}
        afterSave={b.coverAfterSave}
      />
      <DialogFormButtons busy={isRunning} onCancel={onCancel} />
    </form>
  )
}
