import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fmt, tr } from '@/i18n'
import { renderRoutes } from '@/app/render-routes'
import { json, requestsTo, stubApi } from '@/test/render'
import { adminUser as admin } from './admin-test-user'
import { trPanels } from '@/i18n/panels'

const m = trPanels.adminBooks

// The lazy route, the dialog and Quill take a while on a busy machine.
configure({ asyncUtilTimeout: 4000 })
vi.setConfig({ testTimeout: 20_000 })

afterEach(() => {
  vi.unstubAllGlobals()
})

function book(overrides: Record<string, unknown> = {}) {
  return {
    id: 'b1',
    title: 'Book One',
    isbn: '9786051234564',
    isbnFormatted: '978-605-12345-6-4',
    authorId: 'a1',
    authorName: 'Author One',
    categoryId: 'c1',
    categoryName: 'Novel',
    price: 12950,
    stock: 5,
    pageCount: 300,
    publicationDate: '2024-01-02',
    coverUrl: '/media/book-covers/b1.jpg',
    description: '<p>Text</p>',
    featured: false,
    approved: true,
    createdAt: '2026-11-01T10:00:00Z',
    ...overrides,
  }
}

const noIsbnBook = book({
  id: 'b2',
  title: 'Book Two',
  isbn: '',
  isbnFormatted: '',
  approved: false,
  categoryId: null,
  categoryName: null,
})

function api(extra: Record<string, Parameters<typeof stubApi>[0][string]> = {}, items = [book(), noIsbnBook]) {
  return stubApi({
    '/api/auth/me': () => json(200, { user: admin }),
    '/api/admin/books': (_, req) =>
      req.method === 'GET' ? json(200, { items, total: 45, page: 1, pageSize: 20 }) : undefined,
    '/api/admin/categories': () =>
      json(200, {
        items: [
          { id: 'c1', name: 'Novel', description: '', createdAt: '2026-01-01T00:00:00Z' },
          { id: 'c2', name: 'Poetry', description: '', createdAt: '2026-01-01T00:00:00Z' },
        ],
      }),
    '/api/admin/author-options': () =>
      json(200, {
        items: [
          { id: 'a1', name: 'Author One' },
          { id: 'a2', name: 'Author Two' },
        ],
      }),
    ...extra,
  })
}

async function openNewForm() {
  await userEvent.click(await screen.findByRole('button', { name: m.newBook }))
  return screen.findByRole('dialog', { name: m.formNewTitle })
}

describe('AdminBooksPage: the table', () => {
  it('lists the books from the server with ISBN or N/A, price, status and the view link', async () => {
    const mock = api()
    renderRoutes('/admin/kitaplar?q=kitap&sayfa=2')
    expect(await screen.findByRole('heading', { name: m.title, level: 1 })).toBeInTheDocument()
    const rows = await screen.findAllByTestId('admin-book-row')
    expect(rows).toHaveLength(2)
    expect(within(rows[0]!).getByText('978-605-12345-6-4')).toBeInTheDocument()
    expect(within(rows[0]!).getByText(m.statusApproved)).toBeInTheDocument()
    expect(within(rows[0]!).getByText('₺129,50')).toBeInTheDocument()
    expect(within(rows[1]!).getByText(m.noIsbn)).toBeInTheDocument()
    expect(within(rows[1]!).getByText(m.statusPending)).toBeInTheDocument()
    const view = within(rows[0]!).getByRole('link', { name: m.view })
    expect(view).toHaveAttribute('href', '/kitap/b1')
    expect(view).toHaveAttribute('target', '_blank')
    const url = requestsTo(mock, '/api/admin/books')[0]!
    expect(url.searchParams.get('q')).toBe('kitap')
    expect(url.searchParams.get('page')).toBe('2')
    expect(url.searchParams.get('pageSize')).toBe('20')
    expect(screen.getByRole('navigation', { name: tr.pagination.label })).toBeInTheDocument()
    expect(screen.getByLabelText(m.searchLabel)).toHaveValue('kitap')
  })

  it('approves a pending book and withdraws an approved one', async () => {
    const bodies: unknown[] = []
    api({
      '/api/admin/books/b1/approval': async (_, req) => {
        bodies.push(await req.json())
        return json(200, book({ approved: false }))
      },
      '/api/admin/books/b2/approval': async (_, req) => {
        bodies.push(await req.json())
        return json(200, { ...noIsbnBook, approved: true })
      },
    })
    renderRoutes('/admin/kitaplar')
    const rows = await screen.findAllByTestId('admin-book-row')
    await userEvent.click(within(rows[0]!).getByRole('button', { name: m.unapprove }))
    expect(await screen.findByText(m.unapprovedToast)).toBeInTheDocument()
    await userEvent.click(within(rows[1]!).getByRole('button', { name: m.approve }))
    expect(await screen.findByText(m.approvedToast)).toBeInTheDocument()
    expect(bodies).toEqual([{ approved: false }, { approved: true }])
  })

  it('shows the server message when an approval fails', async () => {
    api({ '/api/admin/books/b2/approval': () => json(404, { status: 404, code: 'not_found', message: 'Kitap yok' }) })
    renderRoutes('/admin/kitaplar')
    const rows = await screen.findAllByTestId('admin-book-row')
    await userEvent.click(within(rows[1]!).getByRole('button', { name: m.approve }))
    expect(await screen.findByText('Kitap yok')).toBeInTheDocument()
  })

  it('asks before deleting; cancel keeps the book, confirm deletes it', async () => {
    const deletes: string[] = []
    api({
      '/api/admin/books/b2': (_, req) => {
        if (req.method !== 'DELETE') return undefined
        deletes.push(req.url)
        return new Response(null, { status: 204 })
      },
    })
    renderRoutes('/admin/kitaplar')
    const rows = await screen.findAllByTestId('admin-book-row')
    await userEvent.click(within(rows[1]!).getByRole('button', { name: m.delete }))
    let dialog = screen.getByRole('alertdialog', { name: m.deleteTitle })
    expect(within(dialog).getByText(m.deleteConfirm)).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: m.cancel })).toHaveFocus()
    await userEvent.click(within(dialog).getByRole('button', { name: m.cancel }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(deletes).toEqual([])

    await userEvent.click(within(rows[1]!).getByRole('button', { name: m.delete }))
    dialog = screen.getByRole('alertdialog', { name: m.deleteTitle })
    await userEvent.click(within(dialog).getByRole('button', { name: m.delete }))
    expect(await screen.findByText(m.deleted)).toBeInTheDocument()
    expect(deletes).toHaveLength(1)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it("shows the server's refusal for a book that is in orders", async () => {
    const refusal = 'Bu kitap siparişlerde yer aldığı için silinemez; onayını kaldırarak mağazadan gizleyebilirsiniz.'
    api({
      '/api/admin/books/b1': (_, req) =>
        req.method === 'DELETE' ? json(409, { status: 409, code: 'conflict', message: refusal }) : undefined,
    })
    renderRoutes('/admin/kitaplar')
    const rows = await screen.findAllByTestId('admin-book-row')
    await userEvent.click(within(rows[0]!).getByRole('button', { name: m.delete }))
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: m.delete }))
    expect(await screen.findByText(refusal)).toBeInTheDocument()
  })

  it('goes back to the last page when the current one is empty (after a delete)', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const mock = stubApi({
      '/api/auth/me': () => json(200, { user: admin }),
      '/api/admin/books': (url) =>
        url.searchParams.get('page') === '3'
          ? json(200, { items: [], total: 25, page: 3, pageSize: 20 })
          : json(200, { items: [book()], total: 25, page: 2, pageSize: 20 }),
    })
    const { router } = renderRoutes('/admin/kitaplar?sayfa=3')
    expect(await screen.findByTestId('admin-book-row')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?sayfa=2')
    expect(requestsTo(mock, '/api/admin/books').map((u) => u.searchParams.get('page'))).toEqual(['3', '2'])
  })

  it('shows the load error with a retry', async () => {
    // A 4xx is not retried; a problem without a message gives the load-error text.
    api({ '/api/admin/books': () => json(400, { status: 400, code: 'invalid', message: '' }) })
    renderRoutes('/admin/kitaplar')
    expect(await screen.findByText(m.loadError)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: tr.common.retry })).toBeInTheDocument()
  })
})

describe('AdminBooksPage: the form', () => {
  it('opens the new-book form from ?yeni=1 and drops the parameter', async () => {
    api()
    const { router } = renderRoutes('/admin/kitaplar?yeni=1')
    const dialog = await screen.findByRole('dialog', { name: m.formNewTitle })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    await waitFor(() => expect(router.state.location.search).toBe(''))
    await waitFor(() => expect(within(dialog).getByLabelText(m.fieldTitle)).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("validates with the server's messages before sending anything", async () => {
    const mock = api()
    renderRoutes('/admin/kitaplar')
    const dialog = await openNewForm()
    await userEvent.type(within(dialog).getByLabelText(m.fieldPrice), '-5')
    await userEvent.clear(within(dialog).getByLabelText(m.fieldStock))
    await userEvent.type(within(dialog).getByLabelText(m.fieldStock), '-1')
    await userEvent.click(within(dialog).getByRole('button', { name: m.save }))
    expect(await within(dialog).findAllByText(tr.validation.required)).toHaveLength(3) // title, author, cover
    expect(within(dialog).getByText(tr.isbn.required)).toBeInTheDocument() // the server's own ISBN message
    expect(within(dialog).getByText(m.priceMin)).toBeInTheDocument()
    expect(within(dialog).getByText(m.stockMin)).toBeInTheDocument()
    expect(mock.mock.calls.some(([r]) => (r as Request).method === 'POST')).toBe(false)
  })

  it('shows the live ISBN hint and enables the lookup only for a valid number', async () => {
    api()
    renderRoutes('/admin/kitaplar')
    const dialog = await openNewForm()
    const lookup = within(dialog).getByRole('button', { name: m.lookup })
    expect(lookup).toBeDisabled()
    const isbn = within(dialog).getByLabelText(m.fieldIsbn)
    await userEvent.type(isbn, '97860512345')
    expect(within(dialog).getByTestId('isbn-hint')).toHaveTextContent(tr.isbn.length)
    expect(lookup).toBeDisabled()
    await userEvent.type(isbn, '65')
    expect(within(dialog).getByTestId('isbn-hint')).toHaveTextContent(tr.isbn.invalidCheck)
    await userEvent.type(isbn, '{backspace}4')
    expect(within(dialog).getByTestId('isbn-hint')).toHaveTextContent(fmt(tr.isbn.valid, { type: 'ISBN-13' }))
    expect(lookup).toBeEnabled()
  })

  it('an empty ISBN lookup (Enter in the field) says so', async () => {
    api()
    renderRoutes('/admin/kitaplar')
    const dialog = await openNewForm()
    await userEvent.type(within(dialog).getByLabelText(m.fieldIsbn), '{Enter}')
    expect(await screen.findByText(tr.isbn.required)).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: m.formNewTitle })).toBeInTheDocument()
  })

  it('fills only the fields the lookup found', async () => {
    const looked: unknown[] = []
    api({
      '/api/admin/isbn-lookup': async (_, req) => {
        looked.push(await req.json())
        return json(200, {
          found: true,
          message: tr.isbn.found,
          bookData: {
            title: 'Found Title',
            description: null,
            authorId: 'a2',
            authorName: 'Author Two',
            categoryId: null,
            pageCount: 312,
            publicationDate: null,
            coverUrl: 'https://books.example/cover.jpg',
          },
        })
      },
    })
    renderRoutes('/admin/kitaplar')
    const rows = await screen.findAllByTestId('admin-book-row')
    await userEvent.click(within(rows[0]!).getByRole('button', { name: m.edit }))
    const dialog = await screen.findByRole('dialog', { name: m.formEditTitle })
    await userEvent.click(within(dialog).getByRole('button', { name: m.lookup }))
    expect(await screen.findByText(tr.isbn.found)).toBeInTheDocument()
    expect(looked).toEqual([{ isbn: '9786051234564' }])
    expect(within(dialog).getByLabelText(m.fieldTitle)).toHaveValue('Found Title')
    expect(within(dialog).getByRole('combobox', { name: m.fieldAuthor })).toHaveValue('Author Two')
    expect(within(dialog).getByLabelText(m.fieldPageCount)).toHaveValue(312)
    // Not found by the source: kept.
    expect(within(dialog).getByLabelText(m.fieldPublicationDate)).toHaveValue('2024-01-02')
    await waitFor(() => expect(within(dialog).getByLabelText(m.fieldCategory)).toHaveValue('c1'))
    // A remote cover cannot be saved: the shop's own stays.
    expect(within(dialog).getByAltText(tr.images.preview)).toHaveAttribute('src', '/media/book-covers/b1.jpg')
  })

  it('says so when the lookup finds nothing or fails', async () => {
    let fail = false
    api({
      '/api/admin/isbn-lookup': () =>
        fail
          ? json(502, {
              status: 502,
              code: 'bad_gateway',
              message: `${tr.isbn.lookupFailed}: ISBN servisine ulaşılamadı`,
            })
          : json(200, { found: false, message: tr.isbn.notFound, bookData: null }),
    })
    renderRoutes('/admin/kitaplar')
    const dialog = await openNewForm()
    await userEvent.type(within(dialog).getByLabelText(m.fieldTitle), 'Kept')
    await userEvent.type(within(dialog).getByLabelText(m.fieldIsbn), '0306406152')
    await userEvent.click(within(dialog).getByRole('button', { name: m.lookup }))
    expect(await screen.findByText(tr.isbn.notFound)).toBeInTheDocument()
    expect(within(dialog).getByLabelText(m.fieldTitle)).toHaveValue('Kept')
    fail = true
    await userEvent.click(within(dialog).getByRole('button', { name: m.lookup }))
    // The lookup-failed text with the status, and the server's reason.
    expect(await screen.findByText('ISBN sorgulaması başarısız: 502 (ISBN servisine ulaşılamadı)')).toBeInTheDocument()
  })

  it('saves an edited book as kuruş and shows the server field errors under their fields', async () => {
    const sent: Array<Record<string, unknown>> = []
    api({
      '/api/admin/books/b1': async (_, req) => {
        expect(req.method).toBe('PUT')
        sent.push(await req.json())
        return json(422, {
          status: 422,
          code: 'invalid',
          message: tr.errors.validation,
          errors: [{ field: 'isbn', message: 'Bu ISBN başka bir kitapta kayıtlı' }],
        })
      },
    })
    renderRoutes('/admin/kitaplar')
    const rows = await screen.findAllByTestId('admin-book-row')
    await userEvent.click(within(rows[0]!).getByRole('button', { name: m.edit }))
    const dialog = await screen.findByRole('dialog', { name: m.formEditTitle })
    expect(within(dialog).getByLabelText(m.fieldPrice)).toHaveValue('129,50')
    await userEvent.clear(within(dialog).getByLabelText(m.fieldPrice))
    await userEvent.type(within(dialog).getByLabelText(m.fieldPrice), '99.99')
    await userEvent.clear(within(dialog).getByLabelText(m.fieldPublicationDate))
    await userEvent.click(within(dialog).getByRole('button', { name: m.save }))
    expect(await within(dialog).findByText('Bu ISBN başka bir kitapta kayıtlı')).toBeInTheDocument()
    expect(await screen.findByText(m.saveError)).toBeInTheDocument()
    expect(sent[0]).toMatchObject({
      price: 9999,
      publicationDate: null,
      authorId: 'a1',
      categoryId: 'c1',
      approved: true,
    })
    expect(screen.getByRole('dialog', { name: m.formEditTitle })).toBeInTheDocument()
  })

  it('creates a book, shows Kaydediliyor... while saving, then closes', async () => {
    let release: (() => void) | undefined
    const sent: Array<Record<string, unknown>> = []
    const none = {
      title: null,
      description: null,
      authorId: null,
      authorName: null,
      categoryId: null,
      pageCount: null,
      publicationDate: null,
    }
    api({
      '/api/admin/books': async (_, req) => {
        if (req.method === 'GET') return json(200, { items: [], total: 0, page: 1, pageSize: 20 })
        sent.push(await req.json())
        await new Promise<void>((r) => (release = r))
        return json(201, book({ id: 'new' }))
      },
      // The shop's own cover from a lookup stands in for the upload widget here.
      '/api/admin/isbn-lookup': () =>
        json(200, { found: true, message: tr.isbn.found, bookData: { ...none, coverUrl: '/media/book-covers/c.jpg' } }),
    })
    renderRoutes('/admin/kitaplar')
    expect(await screen.findByText(m.empty)).toBeInTheDocument()
    const dialog = await openNewForm()
    await userEvent.type(within(dialog).getByLabelText(m.fieldTitle), 'New Book')
    await userEvent.type(within(dialog).getByLabelText(m.fieldIsbn), '978-605-12345-6-4')
    const author = within(dialog).getByRole('combobox', { name: m.fieldAuthor })
    await userEvent.click(author)
    await userEvent.type(author, 'Two')
    await userEvent.click(await screen.findByRole('option', { name: 'Author Two' }))
    expect(author).toHaveValue('Author Two')
    const category = within(dialog).getByLabelText(m.fieldCategory)
    await within(category).findByRole('option', { name: 'Poetry' })
    await userEvent.selectOptions(category, 'c2')
    await userEvent.type(within(dialog).getByLabelText(m.fieldPrice), '10')
    await userEvent.click(within(dialog).getByLabelText(m.fieldApproved))
    await userEvent.click(within(dialog).getByRole('button', { name: m.save }))
    expect(await within(dialog).findByText(tr.validation.required)).toBeInTheDocument() // the cover
    expect(sent).toEqual([])

    await userEvent.click(within(dialog).getByRole('button', { name: m.lookup }))
    expect(await screen.findByText(tr.isbn.found)).toBeInTheDocument()
    expect(within(dialog).getByAltText(tr.images.preview)).toHaveAttribute('src', '/media/book-covers/c.jpg')
    expect(within(dialog).queryByText(tr.validation.required)).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: m.save }))
    const saving = await within(dialog).findByRole('button', { name: m.saving })
    expect(saving).toBeDisabled()
    expect(sent).toEqual([
      {
        title: 'New Book',
        isbn: '9786051234564',
        authorId: 'a2',
        categoryId: 'c2',
        price: 1000,
        stock: 0,
        pageCount: 0,
        publicationDate: null,
        coverUrl: '/media/book-covers/c.jpg',
        description: '',
        featured: false,
        approved: true,
        kdvRate: null,
        kdvExemption: '',
        weightGrams: null,
        widthMm: null,
        heightMm: null,
        depthMm: null,
      },
    ])
    release?.()
    expect(await screen.findByText(m.added)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
