import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderRoutes } from '@/app/render-routes'
import { fmt } from '@/i18n'
import { trPanels } from '@/i18n/panels'
import { notify } from '@/lib/notify'
import { json, requestsTo, stubApi } from '@/test/render'
import { adminUser as admin } from './admin-test-user'

const t = trPanels.payments.settings

let success: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  success = vi.spyOn(notify, 'success')
  vi.spyOn(notify, 'error')
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const iban1 = 'TR330006100519786457841326'
const iban2 = 'TR320010009999901234567890'

const saved = {
  transferOn: true,
  holdHours: 48,
  transferDiscount: 2,
  codOn: false,
  codFee: 1990,
  codMaxTotal: 0,
  codForms: ['cash', 'card'],
  codCarriers: ['MNG Kargo'],
  codBanDays: 180,
  bankAccounts: [
    { id: 'ba1', bank: 'Ziraat Bankası', holder: 'Kitapevi Yayınları A.Ş.', iban: iban1 },
    { id: 'ba2', bank: 'Garanti BBVA', holder: 'Kitapevi Yayınları A.Ş.', iban: iban2 },
  ],
}

function serve(put: (req: Request) => Response | Promise<Response>) {
  return stubApi({
    '/api/auth/me': () => json(200, { user: admin }),
    '/api/admin/settings/payments': (_u, req) => (req.method === 'PUT' ? put(req) : json(200, saved)),
  })
}

async function card() {
  const heading = await screen.findByRole('heading', { name: t.title })
  const section = heading.closest('section')!
  await within(section).findByLabelText(t.holdHours)
  return within(section)
}

describe("/admin/ayarlar: 'Ödeme yöntemleri'", () => {
  it('shows the setting, reorders, removes and adds accounts and saves them in one PUT, kuruş and whole numbers', async () => {
    const bodies: unknown[] = []
    serve(async (req) => {
      const body = (await req.json()) as typeof saved
      bodies.push(body)
      return json(200, body)
    })
    renderRoutes('/admin/ayarlar')
    const c = await card()
    expect(c.getByLabelText(t.transferOn)).toBeChecked()
    expect(c.getByLabelText(t.holdHours)).toHaveValue('48')
    expect(c.getByLabelText(t.codFee)).toHaveValue('19,90')
    expect(c.getAllByLabelText(t.iban)).toHaveLength(2)

    await userEvent.click(c.getByRole('button', { name: fmt(t.moveDownLabel, { n: 1 }) }))
    await userEvent.click(c.getByRole('button', { name: fmt(t.removeLabel, { n: 2 }) }))
    await userEvent.click(c.getByRole('button', { name: t.addAccount }))
    const added = within(c.getByRole('listitem', { name: fmt(t.account, { n: 2 }) }))
    await userEvent.type(added.getByLabelText(t.bank), 'İş Bankası')
    await userEvent.type(added.getByLabelText(t.holder), 'Kitapevi Yayınları A.Ş.')
    await userEvent.type(added.getByLabelText(t.iban), 'tr33 0006 1005 1978 6457 8413 26')
    expect(added.getByText(t.ibanValid)).toBeInTheDocument()

    await userEvent.click(c.getByLabelText(t.codOn))
    await userEvent.clear(c.getByLabelText(t.codMaxTotal))
    await userEvent.type(c.getByLabelText(t.codMaxTotal), '1.500,00')
    await userEvent.click(c.getByRole('checkbox', { name: 'Aras Kargo' }))
    await userEvent.click(c.getByRole('button', { name: t.save }))

    await waitFor(() => expect(success).toHaveBeenCalledWith(t.saved))
    expect(bodies).toEqual([
      {
        ...saved,
        codOn: true,
        codMaxTotal: 150000,
        codCarriers: ['MNG Kargo', 'Aras Kargo'],
        bankAccounts: [
          { id: 'ba2', bank: 'Garanti BBVA', holder: 'Kitapevi Yayınları A.Ş.', iban: iban2 },
          { bank: 'İş Bankası', holder: 'Kitapevi Yayınları A.Ş.', iban: iban1 },
        ],
      },
    ])
  }, 30_000)

  it('checks the IBAN as typed and refuses bad values without sending', async () => {
    const api = serve(() => json(200, saved))
    renderRoutes('/admin/ayarlar')
    const c = await card()
    const first = within(c.getByRole('listitem', { name: fmt(t.account, { n: 1 }) }))
    const iban = first.getByLabelText(t.iban)
    await userEvent.clear(iban)
    await userEvent.type(iban, 'TR330006100519786457841327')
    expect(first.getByText(t.ibanInvalid)).toBeInTheDocument()
    expect(iban).toHaveAttribute('aria-invalid', 'true')
    await userEvent.clear(c.getByLabelText(t.holdHours))
    await userEvent.type(c.getByLabelText(t.holdHours), '0')
    await userEvent.clear(c.getByLabelText(t.codFee))
    await userEvent.type(c.getByLabelText(t.codFee), '-5')
    await userEvent.click(c.getByRole('button', { name: t.save }))
    expect(await c.findByText(t.holdHoursInvalid)).toBeInTheDocument()
    expect(c.getByText(t.amountInvalid)).toBeInTheDocument()
    expect(requestsTo(api, '/api/admin/settings/payments').filter((u) => u.search === '')).toHaveLength(1)
  }, 20_000)

  it("puts the server's field errors under their fields, an account's included", async () => {
    serve(() =>
      json(422, {
        status: 422,
        code: 'invalid',
        message: 'Girdiğiniz bilgilerde hata var.',
        errors: [
          { field: 'bankAccounts[1].iban', message: 'Bu IBAN başka bir hesapta kayıtlı' },
          { field: 'codBanDays', message: 'Kapıda ödeme yasağı 0 ile 3650 gün arasında olmalıdır' },
        ],
      }),
    )
    renderRoutes('/admin/ayarlar')
    const c = await card()
    await userEvent.click(c.getByRole('button', { name: t.save }))
    const second = within(c.getByRole('listitem', { name: fmt(t.account, { n: 2 }) }))
    expect(await second.findByText('Bu IBAN başka bir hesapta kayıtlı')).toBeInTheDocument()
    expect(c.getByLabelText(t.codBanDays)).toHaveAttribute('aria-invalid', 'true')
  })
})
