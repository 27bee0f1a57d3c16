import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fmt } from '@/i18n'
import { renderRoutes } from '@/app/render-routes'
import { json, requestsTo, stubApi } from '@/test/render'
import { plainExcerpt } from '@/features/admin-content/page-form'
import { adminUser as admin } from './admin-test-user'
import { trPanels } from '@/i18n/panels'

afterEach(() => {
  vi.unstubAllGlobals()
})

const t = trPanels.adminContent
const long = 'Kelime '.repeat(40)

const pages = () => [
  {
    key: 'about',
    title: 'Hakkımızda',
    content: `<h2>Biz</h2><p>${long}</p>`,
    meta: { hero_image: '/media/hero.jpg', stats: { books: '10.000+', authors: '500', awards: '', readers: '' } },
    published: true,
    stored: true,
    updatedAt: '2026-11-20T09:30:00Z',
    missing: [],
  },
  {
    key: 'contact',
    title: 'İletişim',
    content: '<p>Bize yazın &amp; arayın</p>',
    meta: {
      address: 'İstanbul',
      phone: '+90 212 000 00 00',
      email: 'info@kitapevi.test',
      seller_title: 'Kitapevi Yayınları',
      mersis: '0541 2378 9610 0015',
      social: { facebook: 'https://facebook.com/kitapevi' },
    },
    published: true,
    stored: true,
    updatedAt: '2026-11-21T10:00:00Z',
    missing: [],
    returnCarriers: ['Aras Kargo', 'MNG Kargo', 'Yurtiçi Kargo'],
  },
  {
    key: 'privacy',
    title: 'Gizlilik Politikası',
    content: '',
    meta: {},
    published: false,
    stored: false,
    updatedAt: null,
    missing: [],
  },
  {
    key: 'terms',
    title: 'Kullanım Koşulları',
    content: '<p>Koşullar</p>',
    meta: {},
    published: false,
    stored: true,
    updatedAt: '2026-11-01T10:00:00Z',
    missing: [],
  },
]

describe('plainExcerpt', () => {
  it('drops tags, separates blocks, decodes entities and cuts at 150 characters', () => {
    expect(plainExcerpt('<h2>Başlık</h2><p>Bir &amp; iki<br>üç</p>')).toBe('Başlık Bir & iki üç')
    const e = plainExcerpt(`<p>${'a'.repeat(200)}</p>`)
    expect(e).toBe(`${'a'.repeat(150)}…`)
  })
})

describe('AdminContentPage', () => {
  it('shows a card per page with its state, excerpt and date', async () => {
    stubApi({
      '/api/auth/me': () => json(200, { user: admin }),
      '/api/admin/pages': () => json(200, { items: pages() }),
    })
    renderRoutes('/admin/icerik')
    expect(await screen.findByRole('heading', { name: t.title, level: 1 })).toBeInTheDocument()
    const about = await screen.findByTestId('page-card-about')
    expect(within(about).getByText(t.published)).toBeInTheDocument()
    expect(within(about).getByText(/^Biz Kelime/)).toHaveTextContent(/…$/)
    expect(within(about).getByText(/^Biz Kelime/).textContent!.length).toBe(151)
    expect(within(about).getByText(fmt(t.lastUpdated, { date: '20 Kasım 2026 12:30' }))).toBeInTheDocument()
    const privacy = screen.getByTestId('page-card-privacy')
    expect(within(privacy).getByText(t.notSaved)).toBeInTheDocument()
    expect(within(privacy).getByText(t.unpublished)).toBeInTheDocument()
    expect(within(screen.getByTestId('page-card-contact')).getByText('Bize yazın & arayın')).toBeInTheDocument()
  })

  it('edits the contact page and sends only its fields', async () => {
    type Page = Record<string, unknown> & { key: string; meta: Record<string, unknown> }
    let list: Page[] = pages()
    const mock = stubApi({
      '/api/auth/me': () => json(200, { user: admin }),
      '/api/admin/pages': () => json(200, { items: list }),
      '/api/admin/pages/contact': async (_, req) => {
        expect(req.method).toBe('PUT')
        const body = (await req.json()) as Record<string, unknown>
        expect(body).toMatchObject({
          title: 'İletişim',
          phone: '0212 555 12 34',
          published: true,
          sellerTitle: 'Kitapevi Yayınları',
          mersis: '0541 2378 9610 0015',
          social: { facebook: 'https://facebook.com/kitapevi' },
        })
        expect(body).not.toHaveProperty('stats')
        expect(body).not.toHaveProperty('subtitle')
        const saved: Page = {
          ...list[1]!,
          title: body.title as string,
          meta: { ...list[1]!.meta, phone: body.phone },
          updatedAt: '2026-11-22T10:00:00Z',
        }
        list = list.map((p) => (p.key === 'contact' ? saved : p))
        return json(200, saved)
      },
    })
    renderRoutes('/admin/icerik')
    await userEvent.click(await screen.findByRole('button', { name: fmt(t.editLabel, { page: t.pageContact }) }))
    const dialog = await screen.findByRole('dialog', { name: fmt(t.modalTitle, { page: t.pageContact }) })
    expect(within(dialog).getByLabelText(t.fieldTitle)).toHaveFocus()
    expect(within(dialog).getByLabelText(t.facebook)).toHaveValue('https://facebook.com/kitapevi')
    expect(within(dialog).queryByText(t.statsTitle)).not.toBeInTheDocument()
    const phone = within(dialog).getByLabelText(t.phone)
    await userEvent.clear(phone)
    await userEvent.type(phone, '0212 555 12 34')
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }))
    expect(await screen.findByText(t.saved)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    const put = mock.mock.calls.map(([r]) => r as Request).find((r) => r.method === 'PUT')!
    expect(new URL(put.url).pathname).toBe('/api/admin/pages/contact')
    expect(requestsTo(mock, '/api/admin/pages/contact')).toHaveLength(1)
    expect(
      within(screen.getByTestId('page-card-contact')).getByText(fmt(t.lastUpdated, { date: '22 Kasım 2026 13:00' })),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: fmt(t.editLabel, { page: t.pageContact }) })).toHaveFocus(),
    )
  })

  it('checks links before sending, shows the server field errors and its message', async () => {
    stubApi({
      '/api/auth/me': () => json(200, { user: admin }),
      '/api/admin/pages': () => json(200, { items: pages() }),
      '/api/admin/pages/contact': () =>
        json(422, {
          status: 422,
          code: 'invalid',
          message: 'Girdiğiniz bilgilerde hata var. Lütfen kontrol edip tekrar deneyin.',
          errors: [{ field: 'phone', message: 'Geçerli bir telefon numarası girin' }],
        }),
    })
    renderRoutes('/admin/icerik')
    await userEvent.click(await screen.findByRole('button', { name: fmt(t.editLabel, { page: t.pageContact }) }))
    const dialog = await screen.findByRole('dialog')
    const twitter = within(dialog).getByLabelText(t.twitter)
    await userEvent.type(twitter, 'http://x.com/k')
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }))
    expect(await within(dialog).findByText(t.httpsRequired)).toBeInTheDocument()

    await userEvent.clear(twitter)
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }))
    expect(await within(dialog).findByText('Geçerli bir telefon numarası girin')).toBeInTheDocument()
    expect(
      await screen.findByText('Girdiğiniz bilgilerde hata var. Lütfen kontrol edip tekrar deneyin.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('dialog')).toBeInTheDocument()

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('edits the contracts seller and shows what the server says is missing', async () => {
    const contact = {
      ...pages()[1]!,
      meta: { address: 'İstanbul' },
      missing: ['sellerTitle', 'phone', 'email', 'mersis'],
    }
    let sent: Record<string, unknown> | undefined
    const mock = stubApi({
      '/api/auth/me': () => json(200, { user: admin }),
      '/api/admin/pages': () => json(200, { items: [pages()[0], contact, pages()[2], pages()[3]] }),
      '/api/admin/pages/contact': async (_, req) => {
        const body = (await req.json()) as Record<string, unknown>
        sent = body
        return json(200, { ...contact, meta: { ...contact.meta, seller_title: body.sellerTitle }, missing: ['mersis'] })
      },
    })
    renderRoutes('/admin/icerik')
    const card = await screen.findByTestId('page-card-contact')
    expect(within(card).getByTestId('page-missing-contact')).toHaveTextContent(
      fmt(t.sellerMissing, { fields: [t.sellerName, t.phone, t.email, t.mersis].join(', ') }),
    )
    expect(screen.queryByTestId('page-missing-about')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: fmt(t.editLabel, { page: t.pageContact }) }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.type(within(dialog).getByLabelText(t.sellerName), 'Moda Kitap A.Ş.')
    await userEvent.type(within(dialog).getByLabelText(t.mersis), '1234')
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }))
    expect(await within(dialog).findByText(t.mersisInvalid)).toBeInTheDocument()
    expect(requestsTo(mock, '/api/admin/pages/contact')).toHaveLength(0)

    await userEvent.clear(within(dialog).getByLabelText(t.mersis))
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent).toMatchObject({ sellerTitle: 'Moda Kitap A.Ş.', mersis: '' })
    expect(within(screen.getByTestId('page-card-contact')).getByTestId('page-missing-contact')).toHaveTextContent(
      fmt(t.sellerMissing, { fields: t.mersis }),
    )
  })

  it('chooses the return carrier from the list with its agreement code, and warns while none is chosen', async () => {
    const contact = { ...pages()[1]!, missing: ['returnCarrier'] }
    let sent: Record<string, unknown> | undefined
    stubApi({
      '/api/auth/me': () => json(200, { user: admin }),
      '/api/admin/pages': () => json(200, { items: [pages()[0], contact, pages()[2], pages()[3]] }),
      '/api/admin/pages/contact': async (_, req) => {
        sent = (await req.json()) as Record<string, unknown>
        return json(200, { ...contact, meta: { ...contact.meta, return_carrier: sent.returnCarrier }, missing: [] })
      },
    })
    renderRoutes('/admin/icerik')
    const card = await screen.findByTestId('page-card-contact')
    expect(within(card).getByTestId('page-return-carrier-contact')).toHaveTextContent(t.returnCarrierMissing)
    expect(within(card).queryByTestId('page-missing-contact')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: fmt(t.editLabel, { page: t.pageContact }) }))
    const dialog = await screen.findByRole('dialog')
    const select = within(dialog).getByLabelText(t.returnCarrier)
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([t.returnCarrierNone, 'Aras Kargo', 'MNG Kargo', 'Yurtiçi Kargo'])
    await userEvent.selectOptions(select, 'MNG Kargo')
    await userEvent.type(within(dialog).getByLabelText(t.returnAgreementCode), 'K'.repeat(41))
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }))
    expect(await within(dialog).findByText(t.returnAgreementCodeInvalid)).toBeInTheDocument()
    await userEvent.clear(within(dialog).getByLabelText(t.returnAgreementCode))
    await userEvent.type(within(dialog).getByLabelText(t.returnAgreementCode), 'MNG-44120')
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent).toMatchObject({ returnCarrier: 'MNG Kargo', returnAgreementCode: 'MNG-44120' })
    expect(
      within(screen.getByTestId('page-card-contact')).queryByTestId('page-return-carrier-contact'),
    ).not.toBeInTheDocument()
  })

  it('shows the about fields and the privacy subtitle', async () => {
    stubApi({
      '/api/auth/me': () => json(200, { user: admin }),
      '/api/admin/pages': () => json(200, { items: pages() }),
    })
    renderRoutes('/admin/icerik')
    await userEvent.click(await screen.findByRole('button', { name: fmt(t.editLabel, { page: t.pageAbout }) }))
    let dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByLabelText(t.statBooks)).toHaveValue('10.000+')
    expect(within(dialog).getByText(t.heroImage)).toBeInTheDocument()
    expect(within(dialog).queryByLabelText(t.phone)).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: t.cancel }))

    await userEvent.click(screen.getByRole('button', { name: fmt(t.editLabel, { page: t.pagePrivacy }) }))
    dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByLabelText(t.subtitleField)).toBeInTheDocument()
    // A page never saved is published once saved, unless unticked.
    expect(within(dialog).getByLabelText(t.fieldPublished)).toBeChecked()
  })

  it('toasts a load failure', async () => {
    stubApi({
      '/api/auth/me': () => json(200, { user: admin }),
      '/api/admin/pages': () =>
        json(403, { status: 403, code: 'forbidden', message: 'Bu işlemi gerçekleştirmek için yetkiniz yok.' }),
    })
    renderRoutes('/admin/icerik')
    expect(await screen.findByText(t.loadError)).toBeInTheDocument()
  })
})
