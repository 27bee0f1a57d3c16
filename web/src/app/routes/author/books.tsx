import { useCategories } from '@/api/categories'
import { ImageUpload } from '@/features/images/components/image-upload'
import { sendPrepared } from '@/features/images/api/upload-image'
import { AUTHOR_BOOKS_PAGE_SIZE, authorBooksQueryOptions } from '@/features/author-panel/api/books'
import { AuthorBookCard } from '@/features/author-panel/components/book-card'
import { AuthorBookForm } from '@/features/author-panel/components/book-form'
import { AuthorListPage } from './author-list-page'
import { trPanels } from '@/i18n/panels'

/** /yazar/kitaplar: the author's own books; ?yeni=1 opens the add form (the dashboard's quick action). */
export function AuthorBooksPage() {
  const categories = useCategories()
  return (
    <AuthorListPage
      texts={trPanels.authorPanel.books}
      listQuery={(params) => authorBooksQueryOptions({ ...params, pageSize: AUTHOR_BOOKS_PAGE_SIZE })}
      renderCard={(book, onEdit) => <AuthorBookCard book={book} onEdit={onEdit} />}
      renderForm={(book, callbacks) => (
        <AuthorBookForm
          book={book}
          categories={categories.data ?? []}
          cover={
            book ? (
              <ImageUpload
                kind="book-cover"
                value={book.coverUrl}
                referenceId={book.id}
                referenceTable="books"
                requiresApproval
              />
            ) : null
          }
          newCover={(onChosen) => (
            <ImageUpload
              kind="book-cover"
              requiresApproval
              onPrepared={(image) => onChosen(image && ((id) => sendPrepared(image, 'books', id)))}
              onRemove={() => onChosen(null)}
            />
          )}
          {...callbacks}
        />
      )}
    />
  )
}

export default AuthorBooksPage
