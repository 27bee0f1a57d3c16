import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fmt, tr } from '@/i18n'
import { renderRoutes } from '@/app/render-routes'
import { json, requestsTo, stubApi } from '@/test/render'
import { relativeTime } from '@/lib/relative-time'
import { isoToIstanbulLocal, istanbulLocalToIso } from '@/features/author-panel/schemas'
import { trPanels } from '@/i18n/panels'

afterEach(() => {
  vi.unstubAllGlobals()
})

const ap = trPanels.authorPanel

const authorUser = {
  id: 'u-author',
  email: 'yazar@kitapevi.test',
  fullName: 'Ayşe Yazar',
  displayName: 'Ayşe Yazar',
  role: 'author',
  avatarUrl: null,
  phone: '',
  shippingAddress: '',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
}

const profile = (approved: boolean) => ({
  id: 'a1',
  name: 'Ayşe Yazar',
  biography: '<p>Bio</p>',
  photoUrl: null,
  approved,
  createdAt: '2026-01-01T00:00:00Z',
})

const book = (over: Record<string, unknown> = {}) => ({
  id: 'b1',
  title: 'İlk Kitap',
  isbn: '9780306406157',
  isbnFormatted: '978-0-30640-615-7',
  authorId: 'a1',
  authorName: 'Ayşe Yazar',
  categoryId: 'c1',
  categoryName: 'Roman',
  coverUrl: null,
  createdAt: '2026-11-20T10:00:00Z',
  description: '<p>Uzun bir <b>açıklama</b></p>',
  featured: false,
  approved: false,
  pageCount: 200,
  price: 12950,
  publicationDate: null,
  stock: 0,
  ...over,
})

const event = (over: Record<string, unknown> = {}) => ({
  id: 'e1',
  title: 'İmza Günü',
  description: '<p>Gel</p>',
  authorId: 'a1',
  authorName: 'Ayşe Yazar',
  createdAt: '2026-11-20T10:00:00Z',
  eventDate: '2026-12-01T16:30:00Z',
  imageUrl: null,
  location: 'Kadıköy',
  status: 'rejected',
  ...over,
})

const emptyList = { items: [], total: 0, page: 1, pageSize: 12 }

describe('author panel', () => {
  it('dashboard: pending status and notice, counters, working quick actions, server activity', async () => {
    stubApi({
      '/api/auth/me': () => json(200, { user: authorUser }),
      '/api/author/me': () => json(200, { author: profile(false), email: authorUser.email }),
      '/api/author/dashboard': () =>
        json(200, {
          books: 3,
          approvedBooks: 1,
          events: 2,
          approvedEvents: 0,
          activity: [
            {
              id: 'x1',
              action: 'book.created',
              entity: 'books',
              entityId: 'b1',
              title: 'İlk Kitap',
              createdAt: new Date().toISOString(),
            },
            {
              id: 'x2',
              action: 'event.status_changed',
              entity: 'events',
              entityId: 'e1',
              title: 'İmza Günü',
              status: 'rejected',
              createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
            },
          ],
        }),
    })
    const { router } = renderRoutes('/yazar')
    expect(await screen.findByTestId('author-status')).toHaveTextContent(ap.status.pending)
    expect(screen.getByText(ap.status.pendingNotice)).toBeInTheDocument()
    expect(await screen.findByText(ap.dashboard.totalBooks)).toBeInTheDocument()
    expect(screen.getByText('3')).toBeInTheDocument()
    expect(screen.getByText(fmt(ap.dashboard.actions.bookCreated, { title: 'İlk Kitap' }))).toBeInTheDocument()
    expect(
      screen.getByText(fmt(ap.dashboard.actions.eventStatus, { title: 'İmza Günü', status: ap.common.rejected })),
    ).toBeInTheDocument()
    expect(screen.getByText(tr.relativeTime.justNow)).toBeInTheDocument()
    expect(screen.getByText(fmt(tr.relativeTime.hoursAgo, { n: 3 }))).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: ap.dashboard.newBook }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/yazar/kitaplar'))
    expect(router.state.location.search).toBe('?yeni=1')
  })

  it('books: an unapproved author sees the notice and cannot add', async () => {
    stubApi({
      '/api/auth/me': () => json(200, { user: authorUser }),
      '/api/author/me': () => json(200, { author: profile(false), email: authorUser.email }),
      '/api/author/books': () => json(200, emptyList),
      '/api/categories': () => json(200, { items: [] }),
    })
    renderRoutes('/yazar/kitaplar?yeni=1')
    expect(await screen.findByText(ap.books.empty)).toBeInTheDocument()
    expect(await screen.findByText(ap.status.pendingNotice)).toBeInTheDocument()
    for (const btn of screen.getAllByRole('button', { name: ap.books.add })) expect(btn).toBeDisabled()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('books: the empty state adds a book with only the author fields, price in kuruş', async () => {
    const bodies: unknown[] = []
    let list = emptyList as { items: unknown[]; total: number; page: number; pageSize: number }
    const mock = stubApi({
      '/api/auth/me': () => json(200, { user: authorUser }),
      '/api/author/me': () => json(200, { author: profile(true), email: authorUser.email }),
      '/api/author/books': async (_u, req) => {
        if (req.method === 'POST') {
          bodies.push(await req.json())
          list = { ...emptyList, items: [book()], total: 1 }
          return json(201, book())
        }
        return json(200, list)
      },
      '/api/categories': () => json(200, { items: [{ id: 'c1', name: 'Roman', description: '' }] }),
    })
    renderRoutes('/yazar/kitaplar')
    const empty = await screen.findByText(ap.books.empty)
    const emptyBox = empty.parentElement!
    await userEvent.click(within(emptyBox).getByRole('button', { name: ap.books.add }))
    const dialog = await screen.findByRole('dialog', { name: ap.books.formAddTitle })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    const d = within(dialog)
    await userEvent.click(d.getByRole('button', { name: ap.common.save }))
    expect(await d.findByText(tr.isbn.required)).toBeInTheDocument()
    await userEvent.type(d.getByLabelText(ap.books.fieldTitle), 'İlk Kitap')
    await userEvent.type(d.getByLabelText(ap.books.fieldIsbn), '978-0-306-40615-7')
    expect(d.getByText(fmt(tr.isbn.valid, { type: 'ISBN-13' }))).toBeInTheDocument()
    await userEvent.selectOptions(d.getByLabelText(ap.books.fieldCategory), 'c1')
    await userEvent.type(d.getByLabelText(ap.books.fieldPrice), '129.50')
    await userEvent.type(d.getByLabelText(ap.books.fieldPageCount), '200')
    await new Promise((r) => setTimeout(r, 1100))
    await userEvent.click(d.getByRole('button', { name: ap.common.save }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toEqual({
      title: 'İlk Kitap',
      isbn: '978-0-306-40615-7',
      categoryId: 'c1',
      price: 12950,
      pageCount: 200,
      publicationDate: null,
      description: '',
      weightGrams: null,
      widthMm: null,
      heightMm: null,
      depthMm: null,
    })
    expect(await screen.findByText(ap.books.added)).toBeInTheDocument()
    // The new book stays open as an edit, with the cover upload.
    expect(await screen.findByRole('dialog', { name: ap.books.formEditTitle })).toBeInTheDocument()
    expect(screen.getByText(tr.images.approvalNote)).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const card = (await screen.findByRole('heading', { name: 'İlk Kitap' })).closest('article')!
    expect(within(card).getByText(ap.common.pending)).toBeInTheDocument()
    expect(within(card).getByText('Roman')).toBeInTheDocument()
    expect(within(card).getByText('Uzun bir açıklama')).toBeInTheDocument()
    expect(within(card).getByText(/129,50/)).toBeInTheDocument()
    expect(requestsTo(mock, '/api/author/books').length).toBeGreaterThan(1)
  })

  it('books: editing an approved book warns it goes back to approval; view opens the storefront page', async () => {
    stubApi({
      '/api/auth/me': () => json(200, { user: authorUser }),
      '/api/author/me': () => json(200, { author: profile(true), email: authorUser.email }),
      '/api/author/books': () => json(200, { ...emptyList, items: [book({ approved: true })], total: 1 }),
      '/api/categories': () => json(200, { items: [] }),
    })
    renderRoutes('/yazar/kitaplar')
    const view = await screen.findByRole('link', { name: fmt(ap.books.viewLabel, { title: 'İlk Kitap' }) })
    expect(view).toHaveAttribute('href', '/kitap/b1')
    await userEvent.click(screen.getByRole('button', { name: fmt(ap.books.editLabel, { title: 'İlk Kitap' }) }))
    const dialog = await screen.findByRole('dialog', { name: ap.books.formEditTitle })
    expect(within(dialog).getByText(ap.books.approvedEditNote)).toBeInTheDocument()
    expect(within(dialog).getByLabelText(ap.books.fieldPrice)).toHaveValue('129,50')
  })

  it('events: status badges, search goes to the server, server errors are shown', async () => {
    const mock = stubApi({
      '/api/auth/me': () => json(200, { user: authorUser }),
      '/api/author/me': () => json(200, { author: profile(true), email: authorUser.email }),
      '/api/author/events': (_u, req) =>
        req.method === 'POST'
          ? json(403, {
              status: 403,
              code: 'forbidden',
              message: 'Kitap ve etkinlik ekleyebilmek için yazar profilinizin admin tarafından onaylanması gerekir.',
            })
          : json(200, {
              ...emptyList,
              items: [event(), event({ id: 'e2', title: 'Söyleşi', status: 'approved' })],
              total: 2,
            }),
    })
    renderRoutes('/yazar/etkinlikler?yeni=1')
    expect(await screen.findByText(ap.common.rejected)).toBeInTheDocument()
    expect(screen.getByText(ap.common.approved)).toBeInTheDocument()
    const dialog = await screen.findByRole('dialog', { name: ap.events.formAddTitle })
    const d = within(dialog)
    await userEvent.type(d.getByLabelText(ap.events.fieldTitle), 'Yeni')
    await userEvent.type(d.getByLabelText(ap.events.fieldDate), '2026-12-24T19:30')
    await userEvent.click(d.getByRole('button', { name: ap.common.save }))
    expect(
      await screen.findByText(
        'Kitap ve etkinlik ekleyebilmek için yazar profilinizin admin tarafından onaylanması gerekir.',
      ),
    ).toBeInTheDocument()
    const post = mock.mock.calls.map(([r]) => r as Request).find((r) => r.method === 'POST')!
    expect(await post.clone().json()).toMatchObject({ title: 'Yeni', eventDate: '2026-12-24T16:30:00.000Z' })
    await userEvent.click(d.getByRole('button', { name: ap.common.cancel }))
    await userEvent.type(screen.getByLabelText(ap.events.searchLabel), 'imza')
    await waitFor(() =>
      expect(requestsTo(mock, '/api/author/events').some((u) => u.searchParams.get('q') === 'imza')).toBe(true),
    )
  })

  it('profile: approved badge, read-only e-mail, name required, update toast', async () => {
    const bodies: unknown[] = []
    stubApi({
      '/api/auth/me': () => json(200, { user: authorUser }),
      '/api/author/me': () => json(200, { author: profile(true), email: authorUser.email }),
      '/api/author/profile': async (_u, req) => {
        bodies.push(await req.json())
        return json(200, { author: { ...profile(true), name: 'Yeni Ad' }, message: 'x' })
      },
    })
    renderRoutes('/yazar/profil')
    expect(await screen.findByTestId('author-status')).toHaveTextContent(ap.status.approved)
    expect(screen.queryAllByRole('status').some((el) => el.textContent === ap.status.pendingNotice)).toBe(false)
    expect(screen.getByLabelText(ap.profile.email)).toHaveAttribute('readonly')
    expect(screen.getByText(tr.images.approvalNote)).toBeInTheDocument()
    const name = screen.getByLabelText(ap.profile.name)
    await userEvent.clear(name)
    await userEvent.click(screen.getByRole('button', { name: ap.profile.save }))
    expect(await screen.findByText(tr.validation.required)).toBeInTheDocument()
    await userEvent.type(name, 'Yeni Ad')
    await userEvent.click(screen.getByRole('button', { name: ap.profile.save }))
    expect(await screen.findByText(ap.profile.updated)).toBeInTheDocument()
    expect(bodies).toEqual([{ name: 'Yeni Ad', biography: '<p>Bio</p>' }])
  })

  it('profile: the first save creates the profile', async () => {
    let created = false
    stubApi({
      '/api/auth/me': () => json(200, { user: authorUser }),
      '/api/author/me': () => json(200, { author: created ? profile(false) : null, email: authorUser.email }),
      '/api/author/profile': () => {
        created = true
        return json(200, { author: profile(false), message: 'x' })
      },
    })
    renderRoutes('/yazar/profil')
    await userEvent.type(await screen.findByLabelText(ap.profile.name), 'Ayşe Yazar')
    await userEvent.click(screen.getByRole('button', { name: ap.profile.create }))
    expect(await screen.findByText(ap.profile.created)).toBeInTheDocument()
  })
})

describe('author panel helpers', () => {
  it('relative times', () => {
    const now = Date.parse('2026-11-22T12:00:00Z')
    expect(relativeTime('2026-11-22T11:59:30Z', now)).toBe('Az önce')
    expect(relativeTime('2026-11-22T11:15:00Z', now)).toBe('45 dk önce')
    expect(relativeTime('2026-11-22T07:00:00Z', now)).toBe('5 saat önce')
    expect(relativeTime('2026-11-19T12:00:00Z', now)).toBe('3 gün önce')
    expect(relativeTime('2026-11-01T12:00:00Z', now)).toBe('1 Kasım 2026')
  })

  it('Istanbul times for the event form', () => {
    expect(istanbulLocalToIso('2026-12-24T19:30')).toBe('2026-12-24T16:30:00.000Z')
    expect(isoToIstanbulLocal('2026-12-01T16:30:00Z')).toBe('2026-12-01T19:30')
  })
})
