import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderRoutes } from '@/app/render-routes'
import { fmt, tr } from '@/i18n'
import { formatDateTime, formatPrice } from '@/lib/format'
import { notify } from '@/lib/notify'
import { json, requestsTo, stubApi } from '@/test/render'
import { memberOrder, memberOrderId as id } from '@/test/orders'
import { memberUser as member } from './member-test-user'

const t = tr.payMethods

let success: ReturnType<typeof vi.spyOn>
let failure: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  success = vi.spyOn(notify, 'success')
  failure = vi.spyOn(notify, 'error')
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const iban = 'TR330006100519786457841326'
const deadline = '2026-12-01T15:00:00Z'

const transfer = (extra: Record<string, unknown> = {}) => ({
  accounts: [
    { bank: 'Ziraat Bankası', holder: 'Kitapevi Yayınları A.Ş.', iban },
    { bank: 'Garanti BBVA', holder: 'Kitapevi Yayınları A.Ş.', iban: 'TR320010009999901234567890' },
  ],
  amount: 9100,
  reference: id.slice(0, 8),
  deadline,
  state: 'awaited',
  stateLabel: 'Ödeme bekleniyor',
  recorded: 0,
  missing: 0,
  excess: 0,
  ...extra,
})

const transferOrder = (extra: Record<string, unknown> = {}) =>
  memberOrder('pending', {
    paymentMethod: 'transfer',
    paymentMethodLabel: 'Havale / EFT',
    total: 9100,
    methodDiscount: 400,
    methodFee: 0,
    payBy: deadline,
    transfer: transfer(),
    bankRefunds: [],
    ...extra,
  })

function serve(order: unknown, handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    '/api/auth/me': () => json(200, { user: member }),
    [`/api/orders/${id}`]: () => json(200, order),
    ...handlers,
  })
}

const panel = () => within(screen.getByTestId('transfer-panel'))

describe('/siparis/:id of a havale/EFT order', () => {
  it('shows the method, the transfer discount and the instructions: accounts, IBAN in fours with copy, amount, reference, deadline', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    serve(transferOrder())
    renderRoutes(`/siparis/${id}`)
    expect(await screen.findByRole('heading', { name: t.transferTitle })).toBeInTheDocument()
    expect(within(screen.getByTestId('order-method')).getByText('Havale / EFT')).toBeInTheDocument()
    expect(screen.getByTestId('order-method-discount')).toHaveTextContent(formatPrice(400))
    // No card 'pay now' notice: the money comes by transfer.
    expect(screen.queryByTestId('unpaid-order')).not.toBeInTheDocument()

    const p = panel()
    expect(p.getByText('Ödeme bekleniyor')).toBeInTheDocument()
    expect(p.getAllByTestId('transfer-account')).toHaveLength(2)
    expect(p.getByText('TR33 0006 1005 1978 6457 8413 26')).toBeInTheDocument()
    expect(p.getByTestId('transfer-amount')).toHaveTextContent(formatPrice(9100))
    expect(p.getByText(fmt(t.reference, { reference: id.slice(0, 8) }))).toBeInTheDocument()
    expect(p.getByText(fmt(t.deadline, { time: formatDateTime(deadline) }))).toBeInTheDocument()

    await userEvent.click(p.getByRole('button', { name: fmt(t.copyLabel, { bank: 'Ziraat Bankası' }) }))
    expect(writeText).toHaveBeenCalledWith(iban)
    expect(success).toHaveBeenCalledWith(t.copied)
  })

  it("'Eksik ödeme': what came in and what is still missing", async () => {
    serve(
      transferOrder({
        transfer: transfer({ state: 'partial', stateLabel: 'Eksik ödeme', recorded: 5000, missing: 4100 }),
      }),
    )
    renderRoutes(`/siparis/${id}`)
    await screen.findByTestId('transfer-panel')
    expect(
      panel().getByText(fmt(t.missingText, { recorded: formatPrice(5000), missing: formatPrice(4100) })),
    ).toBeInTheDocument()
    expect(panel().getByTestId('transfer-amount')).toHaveTextContent(formatPrice(4100))
  })

  it('a confirmed kapıda ödeme order shows the method and the fee, not the card terms', async () => {
    serve(
      memberOrder('confirmed', {
        paymentMethod: 'cod',
        paymentMethodLabel: 'Kapıda ödeme',
        total: 11490,
        methodDiscount: 0,
        methodFee: 1990,
        installment: 0,
        paidAmount: 0,
      }),
    )
    renderRoutes(`/siparis/${id}`)
    expect(await screen.findByTestId('order-method')).toHaveTextContent('Kapıda ödeme')
    expect(screen.getByTestId('order-method-fee')).toHaveTextContent(formatPrice(1990))
    expect(screen.queryByTestId('transfer-panel')).not.toBeInTheDocument()
    expect(screen.queryByTestId('order-payment')).not.toBeInTheDocument()
  })
})

describe('/siparis/:id: refunds by bank transfer', () => {
  const awaiting = {
    id: 'br1',
    orderId: id,
    orderNumber: id.slice(0, 8),
    reason: 'cancel',
    reasonLabel: 'Sipariş iptali',
    amount: 9100,
    state: 'awaiting_iban',
    stateLabel: 'IBAN bekleniyor',
    dueBy: '2026-12-12T12:00:00Z',
    iban: '',
    holder: '',
    bankRef: '',
    doneAt: null,
  }
  const cancelled = (refund: Record<string, unknown>) =>
    memberOrder('cancelled', { paymentMethod: 'transfer', paymentMethodLabel: 'Havale / EFT', bankRefunds: [refund] })

  it('checks the IBAN as typed, sends the normalised IBAN and the name, and shows the refund as due', async () => {
    const bodies: unknown[] = []
    let current = cancelled(awaiting)
    const api = serve(undefined, {
      [`/api/orders/${id}`]: () => json(200, current),
      [`/api/orders/${id}/bank-refunds/br1/iban`]: async (_u, req) => {
        bodies.push(await req.json())
        current = cancelled({ ...awaiting, state: 'due', iban: 'TR••••••••••••••••••••1326', holder: 'Ayşe Yılmaz' })
        return json(200, current)
      },
    })
    renderRoutes(`/siparis/${id}`)
    const form = within(await screen.findByRole('form', { name: t.ibanFormTitle }))
    expect(screen.getByText(fmt(t.refundDeadline, { date: '12 Aralık 2026' }), { exact: false })).toBeInTheDocument()

    await userEvent.type(form.getByLabelText(t.ibanLabel), 'TR33 0006 1005 1978 6457 8413 27')
    await userEvent.type(form.getByLabelText(t.holderLabel), ' Ayşe  Yılmaz ')
    await userEvent.click(form.getByRole('button', { name: t.ibanSave }))
    expect(await form.findByText(t.ibanInvalid)).toBeInTheDocument()
    expect(requestsTo(api, `/api/orders/${id}/bank-refunds/br1/iban`)).toHaveLength(0)

    await userEvent.clear(form.getByLabelText(t.ibanLabel))
    await userEvent.type(form.getByLabelText(t.ibanLabel), 'tr33 0006 1005 1978 6457 8413 26')
    await userEvent.click(form.getByRole('button', { name: t.ibanSave }))
    await waitFor(() => expect(success).toHaveBeenCalledWith(t.ibanSaved))
    expect(bodies).toEqual([{ iban, holder: 'Ayşe Yılmaz' }])
    expect(await screen.findByText(t.refundStates.due)).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: t.ibanFormTitle })).not.toBeInTheDocument()
  })

  it("shows the server's message under the field it refuses", async () => {
    const message = 'Geçerli bir IBAN girin (TR ile başlayan 26 karakter)'
    serve(cancelled(awaiting), {
      [`/api/orders/${id}/bank-refunds/br1/iban`]: () =>
        json(422, {
          status: 422,
          code: 'invalid',
          message,
          errors: [{ field: 'holder', message: 'Ad Soyad geçersiz' }],
        }),
    })
    renderRoutes(`/siparis/${id}`)
    const form = within(await screen.findByRole('form', { name: t.ibanFormTitle }))
    await userEvent.type(form.getByLabelText(t.ibanLabel), iban)
    await userEvent.type(form.getByLabelText(t.holderLabel), 'Ayşe Yılmaz')
    await userEvent.click(form.getByRole('button', { name: t.ibanSave }))
    expect(await form.findByText('Ad Soyad geçersiz')).toBeInTheDocument()
    expect(failure).not.toHaveBeenCalled()
  })
})
