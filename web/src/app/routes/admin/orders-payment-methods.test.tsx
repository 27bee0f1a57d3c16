import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fmt } from '@/i18n'
import { trPanels } from '@/i18n/panels'
import { formatPrice } from '@/lib/format'
import { notify } from '@/lib/notify'
import { renderRoutes } from '@/app/render-routes'
import { json, requestsTo, stubApi } from '@/test/render'
import { adminOrder, confirmedId, pendingId, shippedId } from '@/test/orders'
import { adminUser as admin } from './admin-test-user'

const m = trPanels.adminOrders
const mp = trPanels.payments

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

const pendingNo = pendingId.slice(0, 8)
const shippedNo = shippedId.slice(0, 8)
const confirmedNo = confirmedId.slice(0, 8)

const transferOrder = (extra: Record<string, unknown> = {}) =>
  adminOrder(pendingId, 'pending', {
    paymentState: 'unpaid',
    paymentLabel: 'Ödenmedi',
    paymentMethod: 'transfer',
    paymentMethodLabel: 'Havale / EFT',
    transferState: 'partial',
    transferStateLabel: 'Eksik ödeme',
    missing: 5900,
    excess: 0,
    transfers: [
      {
        id: 't1',
        amount: 20000,
        receivedOn: '2026-11-21',
        sender: 'Deniz Okur',
        bankRef: 'DKN-1',
        recordedBy: '0191a1b2-aaaa-7000-8000-00000000ad01',
        recordedByName: 'Admin Yılmaz',
        createdAt: '2026-11-21T10:00:00Z',
      },
    ],
    bankRefunds: [],
    ...extra,
  })

const codOrder = adminOrder(shippedId, 'shipped', {
  paymentState: 'unpaid',
  paymentLabel: 'Ödenmedi',
  paymentMethod: 'cod',
  paymentMethodLabel: 'Kapıda ödeme',
  methodDiscount: 0,
  methodFee: 1990,
  total: 27890,
  codAmount: 27890,
  trackingNumber: 'MNG1',
  cargoCompany: 'MNG Kargo',
})

const dueRefund = {
  id: 'br1',
  orderId: confirmedId,
  orderNumber: confirmedNo,
  customerName: 'Deniz Okur',
  reason: 'cancel',
  reasonLabel: 'Sipariş iptali',
  amount: 25900,
  state: 'due',
  stateLabel: 'Gönderilecek',
  iban: 'TR330006100519786457841326',
  holder: 'Deniz Okur',
  dueBy: '2026-12-05T12:00:00Z',
  doneAt: null,
  bankRef: '',
}

const refundOrder = adminOrder(confirmedId, 'cancelled', {
  paymentState: 'paid',
  paymentLabel: 'Ödendi',
  paymentMethod: 'transfer',
  paymentMethodLabel: 'Havale / EFT',
  transferState: 'paid',
  transferStateLabel: 'Ödendi',
  transfers: [],
  bankRefunds: [dueRefund],
})

function server(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    '/api/auth/me': () => json(200, { user: admin }),
    '/api/admin/orders': () =>
      json(200, { items: [transferOrder(), codOrder, refundOrder], total: 3, page: 1, pageSize: 20 }),
    [`/api/admin/orders/${pendingId}`]: () => json(200, transferOrder()),
    [`/api/admin/orders/${shippedId}`]: () => json(200, codOrder),
    [`/api/admin/orders/${confirmedId}`]: () => json(200, refundOrder),
    ...handlers,
  })
}

const row = (number: string) => within(within(screen.getByRole('table')).getByText(`#${number}`).closest('tr')!)

async function openDetail(number: string) {
  await screen.findByRole('table')
  await userEvent.click(row(number).getByRole('button', { name: fmt(m.viewLabel, { number }) }))
  return within(await screen.findByRole('dialog', { name: fmt(m.detailTitle, { number }) }))
}

describe('/admin/siparisler: payment methods', () => {
  it("shows the 'Ödeme yöntemi' column and filters on the server by method", async () => {
    const api = server()
    renderRoutes('/admin/siparisler')
    await screen.findByRole('table')
    expect(screen.getByRole('columnheader', { name: mp.colMethod })).toBeInTheDocument()
    expect(row(pendingNo).getByTestId('order-method')).toHaveTextContent('Havale / EFT')
    expect(row(pendingNo).getByTestId('order-method')).toHaveTextContent('Eksik ödeme')
    expect(row(shippedNo).getByTestId('order-method')).toHaveTextContent('Kapıda ödeme')

    await userEvent.selectOptions(screen.getByLabelText(mp.filterMethod), 'transfer')
    await waitFor(() =>
      expect(requestsTo(api, '/api/admin/orders').some((u) => u.searchParams.get('method') === 'transfer')).toBe(true),
    )
  })

  it("a havale order: its state with what is missing, the recorded transfers, and 'Havale alındı' with the server's field errors", async () => {
    const bodies: unknown[] = []
    let answer = () =>
      json(422, {
        status: 422,
        code: 'invalid',
        message: 'Girdiğiniz bilgilerde hata var.',
        errors: [{ field: 'bankRef', message: 'Bu banka referansıyla bir havale zaten kaydedildi.' }],
      })
    server({
      [`/api/admin/orders/${pendingId}/transfers`]: async (_u, req) => {
        bodies.push(await req.json())
        return answer()
      },
    })
    renderRoutes('/admin/siparisler')
    const dialog = await openDetail(pendingNo)
    const section = within(dialog.getByTestId('admin-order-method'))
    expect(section.getByTestId('transfer-state')).toHaveTextContent(
      `Eksik ödeme (${fmt(mp.missing, { amount: formatPrice(5900) })})`,
    )
    const transfer = within(section.getByTestId('recorded-transfer'))
    expect(transfer.getByText('DKN-1')).toBeInTheDocument()
    expect(transfer.getByText(formatPrice(20000))).toBeInTheDocument()
    // Who recorded it by name, not by id.
    expect(transfer.getByText(/Admin Yılmaz/)).toBeInTheDocument()
    expect(transfer.queryByText(/0191a1b2-aaaa/)).not.toBeInTheDocument()

    await userEvent.click(section.getByRole('button', { name: mp.record }))
    const form = within(await screen.findByRole('dialog', { name: fmt(mp.recordTitle, { number: pendingNo }) }))
    // Nothing typed: each field says what it needs; nothing is sent.
    await userEvent.click(form.getByRole('button', { name: mp.save }))
    expect(await form.findByText(mp.amountPositive)).toBeInTheDocument()
    expect(form.getByText(mp.senderRequired)).toBeInTheDocument()
    expect(form.getByText(mp.bankRefRequired)).toBeInTheDocument()
    expect(bodies).toHaveLength(0)

    await userEvent.type(form.getByLabelText(mp.amount), '59,00')
    const date = form.getByLabelText(mp.receivedOn)
    await userEvent.clear(date)
    await userEvent.type(date, '2026-11-22')
    await userEvent.type(form.getByLabelText(mp.sender), 'Deniz Okur')
    await userEvent.type(form.getByLabelText(mp.bankRef), 'DKN-1')
    await userEvent.click(form.getByRole('button', { name: mp.save }))
    expect(await form.findByText('Bu banka referansıyla bir havale zaten kaydedildi.')).toBeInTheDocument()
    expect(form.getByLabelText(mp.bankRef)).toHaveAttribute('aria-invalid', 'true')
    expect(failure).not.toHaveBeenCalled()
    expect(bodies).toEqual([{ amount: 5900, receivedOn: '2026-11-22', sender: 'Deniz Okur', bankRef: 'DKN-1' }])

    answer = () =>
      json(200, transferOrder({ status: 'confirmed', transferState: 'paid', transferStateLabel: 'Ödendi' }))
    await userEvent.clear(form.getByLabelText(mp.bankRef))
    await userEvent.type(form.getByLabelText(mp.bankRef), 'DKN-2')
    await userEvent.click(form.getByRole('button', { name: mp.save }))
    await waitFor(() => expect(success).toHaveBeenCalledWith(mp.recorded))
    expect(bodies[1]).toEqual({ amount: 5900, receivedOn: '2026-11-22', sender: 'Deniz Okur', bankRef: 'DKN-2' })
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: fmt(mp.recordTitle, { number: pendingNo }) }),
      ).not.toBeInTheDocument(),
    )

    // Much typing: slow on a loaded machine.
  }, 30_000)

  it("a shipped kapıda ödeme order: the fee, the amount to collect and 'Tahsil edildi'", async () => {
    const api = server({ [`/api/admin/orders/${shippedId}/cod-collected`]: () => json(200, codOrder) })
    renderRoutes('/admin/siparisler')
    const dialog = await openDetail(shippedNo)
    expect(dialog.getByTestId('admin-order-method-fee')).toHaveTextContent(formatPrice(1990))
    const section = within(dialog.getByTestId('admin-order-method'))
    expect(section.getByText(mp.codAmount).nextElementSibling).toHaveTextContent(formatPrice(27890))
    await userEvent.click(section.getByRole('button', { name: fmt(mp.codCollectLabel, { number: shippedNo }) }))
    const confirm = within(await screen.findByRole('dialog', { name: mp.codCollectTitle }))
    await userEvent.click(confirm.getByRole('button', { name: mp.codCollect }))
    await waitFor(() => expect(success).toHaveBeenCalledWith(mp.codCollected))
    expect(requestsTo(api, `/api/admin/orders/${shippedId}/cod-collected`)).toHaveLength(1)
  })

  it("a refund by bank transfer: 'İade yapıldı' with the bank's reference", async () => {
    const bodies: unknown[] = []
    server({
      '/api/admin/bank-refunds/br1/done': async (_u, req) => {
        bodies.push(await req.json())
        return json(200, { ...dueRefund, state: 'done', doneAt: '2026-11-29T10:00:00Z' })
      },
    })
    renderRoutes('/admin/siparisler')
    const dialog = await openDetail(confirmedNo)
    const refund = within(dialog.getByTestId('admin-bank-refund'))
    expect(refund.getByText('TR33 0006 1005 1978 6457 8413 26')).toBeInTheDocument()
    await userEvent.click(
      refund.getByRole('button', { name: fmt(mp.markDoneLabel, { number: confirmedNo, amount: formatPrice(25900) }) }),
    )
    const done = within(await screen.findByRole('dialog', { name: fmt(mp.doneTitle, { number: confirmedNo }) }))
    await userEvent.click(done.getByRole('button', { name: mp.markDone }))
    expect(await done.findByText(mp.doneRefRequired)).toBeInTheDocument()
    await userEvent.type(done.getByLabelText(mp.doneRef), ' EFT-77 ')
    await userEvent.click(done.getByRole('button', { name: mp.markDone }))
    await waitFor(() => expect(success).toHaveBeenCalledWith(mp.doneSaved))
    expect(bodies).toEqual([{ bankRef: 'EFT-77' }])
  })
})
