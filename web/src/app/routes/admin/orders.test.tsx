import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fmt, tr } from '@/i18n'
import { notify } from '@/lib/notify'
import { renderRoutes } from '@/app/render-routes'
import { json, requestsTo, stubApi } from '@/test/render'
import {
  adminOrder as order,
  adminOrderLabels as labels,
  confirmedId,
  pendingId,
  shippedId,
  type AdminOrderStatus as Status,
} from '@/test/orders'
import { adminUser as admin } from './admin-test-user'
import { trPanels } from '@/i18n/panels'

// Sonner's toasts outlive a test; assert on the calls (they still render).
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

const m = trPanels.adminOrders

let shipBodies: unknown[] = []

/** A server with three orders whose transitions change its state. */
function server(overrides: Record<string, (url: URL, req: Request) => Response | Promise<Response> | undefined> = {}) {
  shipBodies = []
  const orders = new Map([
    [pendingId, order(pendingId, 'pending')],
    [confirmedId, order(confirmedId, 'confirmed')],
    [
      shippedId,
      order(shippedId, 'shipped', {
        trackingNumber: 'YK123',
        cargoCompany: 'Yurtiçi Kargo',
        trackingUrl: 'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=YK123',
      }),
    ],
  ])
  const move = (id: string, status: Status, extra: Record<string, unknown> = {}) => {
    const o = { ...orders.get(id)!, status, statusLabel: labels[status], ...extra }
    orders.set(id, o)
    return json(200, o)
  }
  const mock = stubApi({
    '/api/auth/me': () => json(200, { user: admin }),
    '/api/admin/orders': () => json(200, { items: [...orders.values()], total: 45, page: 1, pageSize: 20 }),
    [`/api/admin/orders/${pendingId}`]: () => json(200, orders.get(pendingId)),
    [`/api/admin/orders/${confirmedId}`]: () => json(200, orders.get(confirmedId)),
    [`/api/admin/orders/${shippedId}`]: () => json(200, orders.get(shippedId)),
    [`/api/admin/orders/${pendingId}/confirm`]: () => move(pendingId, 'confirmed'),
    [`/api/admin/orders/${confirmedId}/ship`]: async (_, req) => {
      const body = (await req.json()) as { trackingNumber: string; cargoCompany: string }
      shipBodies.push(body)
      return move(confirmedId, 'shipped', body)
    },
    [`/api/admin/orders/${shippedId}/deliver`]: () => move(shippedId, 'delivered'),
    [`/api/admin/orders/${confirmedId}/cancel`]: () => move(confirmedId, 'cancelled'),
    ...overrides,
  })
  return mock
}

// The list is both a table (desktop) and cards (phone, shown by CSS); the
// tests act on the table.
function inTable() {
  return within(screen.getByRole('table'))
}

function rowOf(number: string) {
  const cell = inTable().getByText(`#${number}`)
  return cell.closest('tr')!
}

describe('AdminOrdersPage', () => {
  it('lists the orders from the server with their columns, searches and pages on the server', async () => {
    const mock = server()
    renderRoutes('/admin/siparisler')
    expect(await screen.findByRole('heading', { name: m.title, level: 1 })).toBeInTheDocument()
    const table = await screen.findByRole('table')
    expect(within(table).getAllByRole('row')).toHaveLength(4)
    const shipped = rowOf(shippedId.slice(0, 8))
    expect(within(shipped).getByText('YK123')).toBeInTheDocument()
    expect(within(shipped).getByText('Yurtiçi Kargo')).toBeInTheDocument()
    expect(within(shipped).getByText('Deniz Okur')).toBeInTheDocument()
    expect(within(shipped).getByText('deniz@example.com')).toBeInTheDocument()
    expect(within(shipped).getByText(/259,00/)).toBeInTheDocument()
    expect(within(shipped).getByText('Kargoda')).toBeInTheDocument()
    expect(within(shipped).getByText('20.11.2026')).toBeInTheDocument()
    expect(within(shipped).getByText('12:30')).toBeInTheDocument()

    // Actions by status.
    const pending = rowOf(pendingId.slice(0, 8))
    expect(
      within(pending).getByRole('button', { name: fmt(m.confirmLabel, { number: pendingId.slice(0, 8) }) }),
    ).toBeInTheDocument()
    expect(within(pending).queryByRole('button', { name: /kargoya ver/i })).not.toBeInTheDocument()
    expect(
      within(pending).getByRole('button', { name: fmt(m.cancelLabel, { number: pendingId.slice(0, 8) }) }),
    ).toBeInTheDocument()
    const confirmed = rowOf(confirmedId.slice(0, 8))
    expect(
      within(confirmed).getByRole('button', { name: fmt(m.shipLabel, { number: confirmedId.slice(0, 8) }) }),
    ).toBeInTheDocument()
    expect(within(confirmed).queryByRole('button', { name: /onayla$/i })).not.toBeInTheDocument()
    expect(
      within(shipped).getByRole('button', { name: fmt(m.deliverLabel, { number: shippedId.slice(0, 8) }) }),
    ).toBeInTheDocument()
    expect(within(shipped).queryByRole('button', { name: /iptal/i })).not.toBeInTheDocument()

    expect(screen.getByText(fmt(m.resultCount, { n: 45 }))).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: tr.pagination.label })).toBeInTheDocument()
    const first = requestsTo(mock, '/api/admin/orders')[0]!
    expect(first.searchParams.get('pageSize')).toBe('20')
    expect(first.searchParams.get('page')).toBe('1')

    await userEvent.type(screen.getByLabelText(m.searchLabel), 'deniz')
    await waitFor(() =>
      expect(requestsTo(mock, '/api/admin/orders').some((u) => u.searchParams.get('q') === 'deniz')).toBe(true),
    )

    await userEvent.click(screen.getByRole('button', { name: fmt(tr.pagination.page, { n: 2 }) }))
    await waitFor(() =>
      expect(
        requestsTo(mock, '/api/admin/orders').some(
          (u) => u.searchParams.get('page') === '2' && u.searchParams.get('q') === 'deniz',
        ),
      ).toBe(true),
    )
  })

  it('shows the detail modal with items, totals and the tracking link; Escape closes it and focus returns', async () => {
    server()
    renderRoutes('/admin/siparisler')
    await screen.findByRole('table')
    const number = shippedId.slice(0, 8)
    const view = within(rowOf(number)).getByRole('button', { name: fmt(m.viewLabel, { number }) })
    await userEvent.click(view)
    const dialog = await screen.findByRole('dialog', { name: fmt(m.detailTitle, { number }) })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(within(dialog).getByText(shippedId)).toBeInTheDocument()
    expect(within(dialog).getByText('Deniz Okur')).toBeInTheDocument()
    expect(within(dialog).getByText(/Moda Cad\. No: 12/)).toBeInTheDocument()
    expect(within(dialog).getByText('Book One')).toBeInTheDocument()
    expect(within(dialog).getByText(/2 × ₺129,50/)).toBeInTheDocument()
    expect(within(dialog).getByText(m.total).nextElementSibling).toHaveTextContent('₺259,00')
    expect(within(dialog).getByText('YK123')).toBeInTheDocument()
    const link = within(dialog).getByRole('link', { name: m.trackLink })
    expect(link).toHaveAttribute('href', expect.stringContaining('yurticikargo.com'))
    expect(link).toHaveAttribute('target', '_blank')
    expect(dialog).toContainElement(document.activeElement as HTMLElement)

    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(view).toHaveFocus()
  })

  it('shows how a paid order was charged: instalments with the charge and the interest, or a single payment; nothing when unpaid', async () => {
    server({
      [`/api/admin/orders/${shippedId}`]: () =>
        json(200, order(shippedId, 'shipped', { trackingNumber: 'YK123', installment: 6, paidAmount: 28500 })),
      [`/api/admin/orders/${confirmedId}`]: () =>
        json(200, order(confirmedId, 'confirmed', { installment: 1, paidAmount: 25900 })),
    })
    renderRoutes('/admin/siparisler')
    await screen.findByRole('table')

    const open = async (id: string) => {
      const number = id.slice(0, 8)
      await userEvent.click(within(rowOf(number)).getByRole('button', { name: fmt(m.viewLabel, { number }) }))
      return within(await screen.findByRole('dialog', { name: fmt(m.detailTitle, { number }) }))
    }
    const close = async () => {
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    }

    const shipped = await open(shippedId)
    expect((await shipped.findByText(m.installment)).nextElementSibling).toHaveTextContent(/^6$/)
    expect(shipped.getByText(m.paidAmount).nextElementSibling).toHaveTextContent(`₺285,00 (${m.interestIncluded})`)
    expect(shipped.getByText(m.interest).nextElementSibling).toHaveTextContent('₺26,00')
    expect(shipped.getByText(m.total).nextElementSibling).toHaveTextContent('₺259,00')
    expect(shipped.queryByText(m.payment)).not.toBeInTheDocument()
    await close()

    const confirmed = await open(confirmedId)
    expect((await confirmed.findByText(m.payment)).nextElementSibling).toHaveTextContent(m.singlePayment)
    expect(confirmed.queryByText(m.installment)).not.toBeInTheDocument()
    expect(confirmed.queryByText(m.interest)).not.toBeInTheDocument()
    await close()

    const pending = await open(pendingId)
    await pending.findByText(m.total)
    for (const label of [m.payment, m.installment, m.paidAmount, m.interest])
      expect(pending.queryByText(label)).not.toBeInTheDocument()
  })

  it('confirms a pending order and delivers a shipped one', async () => {
    const mock = server()
    renderRoutes('/admin/siparisler')
    await screen.findByRole('table')
    const pending = pendingId.slice(0, 8)
    await userEvent.click(inTable().getByRole('button', { name: fmt(m.confirmLabel, { number: pending }) }))
    await waitFor(() => expect(success).toHaveBeenCalledWith(m.updated))
    await waitFor(() => expect(within(rowOf(pending)).getByText('Onaylandı')).toBeInTheDocument())
    expect(requestsTo(mock, `/api/admin/orders/${pendingId}/confirm`)).toHaveLength(1)

    const shipped = shippedId.slice(0, 8)
    await userEvent.click(inTable().getByRole('button', { name: fmt(m.deliverLabel, { number: shipped }) }))
    // Irreversible (it starts the withdrawal clock): it asks first.
    const confirmDeliver = await screen.findByRole('alertdialog', { name: m.deliverTitle })
    await userEvent.click(within(confirmDeliver).getByRole('button', { name: m.deliverSubmit }))
    await waitFor(() => expect(within(rowOf(shipped)).getByText('Teslim Edildi')).toBeInTheDocument())
    expect(requestsTo(mock, `/api/admin/orders/${shippedId}/deliver`)).toHaveLength(1)
  })

  it('ships a confirmed order: both fields required, the button waits for them, values trimmed', async () => {
    const mock = server()
    renderRoutes('/admin/siparisler')
    await screen.findByRole('table')
    const number = confirmedId.slice(0, 8)
    await userEvent.click(inTable().getByRole('button', { name: fmt(m.shipLabel, { number }) }))
    const dialog = await screen.findByRole('dialog', { name: m.shipTitle })
    const tracking = within(dialog).getByLabelText(m.trackingLabel)
    const cargo = within(dialog).getByLabelText(m.cargoLabel)
    const submit = within(dialog).getByRole('button', { name: m.shipSubmit })
    expect(tracking).toHaveFocus()
    expect(submit).toBeDisabled()
    expect([...(cargo as HTMLSelectElement).options].slice(1).map((o) => o.value)).toEqual([
      'Aras Kargo',
      'MNG Kargo',
      'Yurtiçi Kargo',
      'PTT Kargo',
      'Sürat Kargo',
      'UPS Kargo',
      'DHL',
      'FedEx',
      'Trendyol Express',
      'Getir',
      'Diğer',
    ])

    // Leaving the fields empty shows the required-field messages.
    await userEvent.click(tracking)
    await userEvent.tab()
    expect(await within(dialog).findByText(m.trackingRequired)).toBeInTheDocument()
    await userEvent.tab()
    expect(await within(dialog).findByText(m.cargoRequired)).toBeInTheDocument()

    await userEvent.type(tracking, '   ')
    await userEvent.selectOptions(cargo, 'Yurtiçi Kargo')
    expect(submit).toBeDisabled()
    await userEvent.type(tracking, ' TR-998877 ')
    expect(submit).toBeEnabled()
    await userEvent.click(submit)

    await waitFor(() => expect(success).toHaveBeenCalledWith(m.updated))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const call = mock.mock.calls
      .map(([r]) => r as Request)
      .find((r) => r.url.endsWith(`/api/admin/orders/${confirmedId}/ship`))!
    expect(call.method).toBe('POST')
    expect(shipBodies).toEqual([{ trackingNumber: 'TR-998877', cargoCompany: 'Yurtiçi Kargo' }])
    await waitFor(() => expect(within(rowOf(number)).getByText('TR-998877')).toBeInTheDocument())
    expect(within(rowOf(number)).getByText('Kargoda')).toBeInTheDocument()
    // The 'Kargoya Ver' button is gone; focus lands on the order's 'Detay'
    // (the shown one: the row on a desktop, the card on a phone; jsdom lays
    // nothing out, so here it is the first of the two).
    expect(document.activeElement).toHaveAccessibleName(fmt(m.viewLabel, { number }))
  })

  it('shows the server field messages of a refused shipment next to their fields', async () => {
    server({
      [`/api/admin/orders/${confirmedId}/ship`]: () =>
        json(422, {
          status: 422,
          code: 'invalid',
          message: 'Girdiğiniz bilgilerde hata var.',
          errors: [{ field: 'trackingNumber', message: 'Kargo takip numarası en fazla 64 karakter olabilir' }],
        }),
    })
    renderRoutes('/admin/siparisler')
    await screen.findByRole('table')
    await userEvent.click(
      inTable().getByRole('button', { name: fmt(m.shipLabel, { number: confirmedId.slice(0, 8) }) }),
    )
    const dialog = await screen.findByRole('dialog', { name: m.shipTitle })
    await userEvent.type(within(dialog).getByLabelText(m.trackingLabel), 'X1')
    await userEvent.selectOptions(within(dialog).getByLabelText(m.cargoLabel), 'DHL')
    await userEvent.click(within(dialog).getByRole('button', { name: m.shipSubmit }))
    expect(await within(dialog).findByText('Kargo takip numarası en fazla 64 karakter olabilir')).toBeInTheDocument()
    expect(within(dialog).getByLabelText(m.trackingLabel)).toHaveAttribute('aria-invalid', 'true')
    expect(failure).toHaveBeenCalledWith('Girdiğiniz bilgilerde hata var.')
    expect(screen.getByRole('dialog', { name: m.shipTitle })).toBeInTheDocument()
  })

  it('cancels after a confirmation that speaks of the refund and the stock; a refusal shows the server message', async () => {
    const mock = server({
      [`/api/admin/orders/${pendingId}/cancel`]: () =>
        json(409, {
          status: 409,
          code: 'conflict',
          message: 'Ödeme işlemi sürüyor, lütfen biraz sonra tekrar deneyin.',
        }),
    })
    renderRoutes('/admin/siparisler')
    await screen.findByRole('table')
    const number = confirmedId.slice(0, 8)
    await userEvent.click(inTable().getByRole('button', { name: fmt(m.cancelLabel, { number }) }))
    const dialog = await screen.findByRole('alertdialog', { name: m.cancelTitle })
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining(m.cancelRefund))
    expect(within(dialog).getByRole('button', { name: m.cancelKeep })).toHaveFocus()
    await userEvent.type(within(dialog).getByLabelText(m.cancelReason), 'Stokta hasar tespit edildi')
    await userEvent.click(within(dialog).getByRole('button', { name: m.cancelSubmit }))
    await waitFor(() => expect(success).toHaveBeenCalledWith(m.updated))
    await waitFor(() => expect(within(rowOf(number)).getByText('İptal Edildi')).toBeInTheDocument())
    expect(requestsTo(mock, `/api/admin/orders/${confirmedId}/cancel`)).toHaveLength(1)

    const pending = pendingId.slice(0, 8)
    await userEvent.click(inTable().getByRole('button', { name: fmt(m.cancelLabel, { number: pending }) }))
    const again = await screen.findByRole('alertdialog', { name: m.cancelTitle })
    await userEvent.type(within(again).getByLabelText(m.cancelReason), 'Müşteri talebi')
    await userEvent.click(within(again).getByRole('button', { name: m.cancelSubmit }))
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Ödeme işlemi sürüyor, lütfen biraz sonra tekrar deneyin.'),
    )
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
  })

  it('a paid order refused for want of a reason is sent at once when the reason is typed (no one-second hold)', async () => {
    const mock = server()
    renderRoutes('/admin/siparisler')
    await screen.findByRole('table')
    const number = confirmedId.slice(0, 8)
    await userEvent.click(inTable().getByRole('button', { name: fmt(m.cancelLabel, { number }) }))
    const dialog = await screen.findByRole('alertdialog', { name: m.cancelTitle })
    await userEvent.click(within(dialog).getByRole('button', { name: m.cancelSubmit }))
    expect(await within(dialog).findByText(m.cancelReasonRequired)).toBeInTheDocument()
    expect(within(dialog).getByLabelText(m.cancelReason)).toHaveFocus()
    expect(requestsTo(mock, `/api/admin/orders/${confirmedId}/cancel`)).toHaveLength(0)
    // Typed and confirmed well within a second of the refused click.
    await userEvent.type(within(dialog).getByLabelText(m.cancelReason), 'Hasarlı')
    await userEvent.click(within(dialog).getByRole('button', { name: m.cancelSubmit }))
    await waitFor(() => expect(success).toHaveBeenCalledWith(m.updated))
    expect(requestsTo(mock, `/api/admin/orders/${confirmedId}/cancel`)).toHaveLength(1)
  })

  it('traps Tab inside a dialog', async () => {
    server()
    renderRoutes('/admin/siparisler')
    await screen.findByRole('table')
    await userEvent.click(
      inTable().getByRole('button', { name: fmt(m.cancelLabel, { number: confirmedId.slice(0, 8) }) }),
    )
    const dialog = await screen.findByRole('alertdialog')
    for (let i = 0; i < 5; i++) {
      await userEvent.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    await userEvent.tab({ shift: true })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })

  it("a failed load says 'Siparişler yüklenirken hata oluştu' and offers a retry", async () => {
    stubApi({
      '/api/auth/me': () => json(200, { user: admin }),
      '/api/admin/orders': () => json(403, { status: 403, code: 'forbidden', message: '' }),
    })
    renderRoutes('/admin/siparisler')
    await waitFor(() => expect(failure).toHaveBeenCalledWith(m.loadError))
    expect(await screen.findByText(tr.errors.authorization)).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: tr.common.retry })).toBeInTheDocument()
  })

  it('an empty search result says so', async () => {
    stubApi({
      '/api/auth/me': () => json(200, { user: admin }),
      '/api/admin/orders': () => json(200, { items: [], total: 0, page: 1, pageSize: 20 }),
    })
    renderRoutes('/admin/siparisler?q=yok')
    expect(await screen.findByText(m.emptySearch)).toBeInTheDocument()
    expect(screen.getByLabelText(m.searchLabel)).toHaveValue('yok')
  })
})
