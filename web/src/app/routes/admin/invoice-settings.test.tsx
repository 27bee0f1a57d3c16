import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderRoutes } from '@/app/render-routes'
import { trPanels } from '@/i18n/panels'
import { json, stubApi } from '@/test/render'
import { adminUser as admin } from './admin-test-user'

const t = trPanels.invoices.settings

afterEach(() => {
  vi.unstubAllGlobals()
})

const seller = {
  name: 'Kitapevi Yayıncılık ve Dağıtım Ltd. Şti.',
  taxId: '5410237892',
  taxOffice: 'Beyoğlu',
  provinceId: 34,
  districtId: 3412,
  neighborhood: 'Asmalımescit Mah.',
  line: 'Sofyalı Sok. No: 18/2',
  postalCode: '34430',
  email: 'merhaba@kitapeviyayinlari.com.tr',
  phone: '+90 212 245 18 34',
}
const settings = {
  saleSeries: 'KTP',
  returnSeries: 'GPS',
  at: 'confirmation',
  seller,
  webAddress: 'https://kitapeviyayinlari.com.tr',
  province: 'İstanbul',
  district: 'Beyoğlu',
}
const contact = (meta: Record<string, unknown>) => ({
  key: 'contact',
  title: 'İletişim',
  content: '',
  meta,
  missing: [],
  published: true,
  stored: true,
  updatedAt: null,
})

function setup(
  put: (body: unknown) => Response,
  contactMeta = { seller_title: seller.name, tax_number: seller.taxId },
) {
  const puts: unknown[] = []
  const mock = stubApi({
    '/api/auth/me': () => json(200, { user: admin }),
    '/api/admin/pages': () => json(200, { items: [contact(contactMeta)] }),
    '/api/locations/provinces': () => json(200, { items: [{ id: 34, name: 'İstanbul' }] }),
    '/api/locations/provinces/34/districts': () =>
      json(200, {
        items: [
          { id: 3412, name: 'Beyoğlu' },
          { id: 3423, name: 'Kadıköy' },
        ],
      }),
    '/api/admin/invoice-settings': async (_url, req) => {
      if (req.method === 'GET') return json(200, settings)
      const body: unknown = await req.json()
      puts.push(body)
      return put(body)
    },
  })
  renderRoutes('/admin/ayarlar')
  return { mock, puts }
}

const card = async () => within((await screen.findByRole('heading', { name: t.title })).closest('section')!)

describe("the 'Fatura' settings card", () => {
  it('shows the settings in force and sends exactly one PUT with the changed fields', async () => {
    const { puts } = setup((body) => json(200, { ...settings, ...(body as object) }))
    const c = await card()
    const sale = await c.findByLabelText(t.saleSeries)
    expect(sale).toHaveValue('KTP')
    expect(c.getByLabelText(t.name)).toHaveValue(seller.name)
    expect(c.getByText(/numaralanan belgelere uygulanır/)).toBeInTheDocument()
    await userEvent.clear(sale)
    await userEvent.type(sale, 'abc')
    await userEvent.selectOptions(c.getByLabelText(t.at), 'shipping')
    await userEvent.click(c.getByRole('button', { name: t.save }))
    expect(await screen.findByText(t.saved)).toBeInTheDocument()
    expect(puts).toEqual([
      {
        saleSeries: 'ABC',
        returnSeries: 'GPS',
        at: 'shipping',
        webAddress: settings.webAddress,
        seller,
      },
    ])
    expect(c.queryByText(t.mismatch)).not.toBeInTheDocument()
  })

  it("shows the server's field error under its field", async () => {
    setup(() =>
      json(422, {
        status: 422,
        code: 'invalid',
        message: 'Geçersiz vergi kimlik numarası',
        errors: [{ field: 'seller.taxId', message: 'Geçersiz vergi kimlik numarası' }],
      }),
    )
    const c = await card()
    const vkn = await c.findByLabelText(t.taxId)
    await userEvent.clear(vkn)
    await userEvent.type(vkn, '5410237896')
    await userEvent.click(c.getByRole('button', { name: t.save }))
    expect(await c.findByRole('alert')).toHaveTextContent('Geçersiz vergi kimlik numarası')
    expect(vkn).toHaveAttribute('aria-invalid', 'true')
  })

  it("warns when the invoices' seller is not the contracts' seller, naming both", async () => {
    setup(() => json(500, {}), { seller_title: 'Kitapevi Yayınları', tax_number: '5410237896' })
    const c = await card()
    const warning = await c.findByText(t.mismatch)
    const box = warning.closest('[role="alert"]')!
    expect(box).toHaveTextContent(`Faturada: ${seller.name} · VKN 5410237892`)
    expect(box).toHaveTextContent('Sözleşmelerde (İletişim sayfası): Kitapevi Yayınları · VKN 5410237896')
  })
})
