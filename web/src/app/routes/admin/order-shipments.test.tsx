import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fmt } from '@/i18n'
import { notify } from '@/lib/notify'
import { renderRoutes } from '@/app/render-routes'
import { json, requestsTo, stubApi } from '@/test/render'
import { adminOrder } from '@/test/orders'
import { adminUser as admin } from './admin-test-user'
import { trPanels } from '@/i18n/panels'

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
const ms = trPanels.adminShipments

/** The shipment screens' orders are paid, line by line, and have no shipment yet. */
function order(id: string, status: 'pending' | 'confirmed' | 'shipped', extra: Record<string, unknown> = {}) {
  const plain = adminOrder(id, status)
  return adminOrder(id, status, {
    paymentState: 'paid',
    paymentLabel: 'Ödendi',
    items: plain.items.map((line) => ({ ...line, paid: line.lineTotal })),
    shipment: null,
    shipmentStatus: null,
    ...extra,
  })
}

const a = 'aaaa0001-0000-7000-8000-000000000001'
const b = 'bbbb0002-0000-7000-8000-000000000002'
const p = 'cccc0003-0000-7000-8000-000000000003'
const s = 'dddd0004-0000-7000-8000-000000000004'

function shipment(orderId: string, extra: Record<string, unknown> = {}) {
  return {
    id: `sh-${orderId}`,
    orderId,
    orderNumber: orderId.slice(0, 8),
    carrier: 'MNG Kargo',
    trackingNumber: `7000${orderId.slice(0, 4)}`,
    trackingUrl: `https://kargotakip.example/${orderId.slice(0, 4)}`,
    reference: orderId.slice(0, 8).toUpperCase(),
    status: 'created',
    statusLabel: 'Kargo kaydı oluşturuldu',
    statusAt: '2026-11-28T10:00:00Z',
    grams: 450,
    desi: 2,
    createdAt: '2026-11-28T10:00:00Z',
    deliveredAt: null,
    attention: '',
    events: [],
    ...extra,
  }
}

const withApi = {
  carriers: [
    { name: 'Aras Kargo', api: false },
    { name: 'MNG Kargo', api: true },
  ],
}
const withoutApi = {
  carriers: [
    { name: 'Aras Kargo', api: false },
    { name: 'MNG Kargo', api: false },
  ],
}

function server(carriers = withApi, extra: Record<string, Parameters<typeof stubApi>[0][string]> = {}) {
  const orders = [order(a, 'confirmed'), order(b, 'confirmed'), order(p, 'pending'), order(s, 'shipped')]
  let prepared = false
  return stubApi({
    '/api/auth/me': () => json(200, { user: admin }),
    '/api/admin/carriers': () => json(200, carriers),
    '/api/admin/orders': () =>
      json(200, {
        items: orders.map((o) => (prepared && o.id === a ? { ...o, shipmentStatus: 'created' } : o)),
        total: 4,
        page: 1,
        pageSize: 20,
      }),
    ...Object.fromEntries(
      Object.entries(extra).map(([path, h]) => [
        path,
        (url: URL, req: Request) => {
          if (path === '/api/admin/shipments') prepared = true
          return h(url, req)
        },
      ]),
    ),
  })
}

function table() {
  return within(screen.getByRole('table'))
}

describe('/admin/siparisler: Kargoya hazırla', () => {
  it('selects orders with the keyboard and the whole page with select-all', async () => {
    server()
    renderRoutes('/admin/siparisler')
    await screen.findByRole('table')
    const selectAll = await table().findByRole('checkbox', { name: ms.selectAll })
    expect(screen.getByText(fmt(ms.selectHint, { carrier: 'MNG Kargo' }))).toBeInTheDocument()

    // One order by the keyboard, then the whole page.
    const boxA = table().getByRole('checkbox', { name: fmt(ms.selectOrder, { number: a.slice(0, 8) }) })
    boxA.focus()
    await userEvent.keyboard(' ')
    expect(boxA).toBeChecked()
    expect(selectAll).toHaveProperty('indeterminate', true)
    expect(screen.getByText(fmt(ms.selectedCount, { n: 1 }))).toBeInTheDocument()
    await userEvent.click(selectAll)
    expect(
      table()
        .getAllByRole('checkbox')
        .every((c) => (c as HTMLInputElement).checked),
    ).toBe(true)
    expect(screen.getByText(fmt(ms.selectedReady, { n: 4, ready: 2 }))).toBeInTheDocument()
  })

  it('prepares the selected confirmed orders and shows prepared, failed and the labels', async () => {
    const bodies: unknown[] = []
    const mock = server(withApi, {
      '/api/admin/shipments': async (_, req) => {
        bodies.push(await req.json())
        return json(200, {
          prepared: [shipment(a)],
          failed: [
            { orderId: b, orderNumber: b.slice(0, 8), message: 'Sipariş satırlarından birinin ağırlığı girilmemiş.' },
          ],
        })
      },
    })
    renderRoutes('/admin/siparisler')
    await screen.findByRole('table')
    await userEvent.click(await table().findByRole('checkbox', { name: ms.selectAll }))
    await userEvent.click(screen.getByRole('button', { name: fmt(ms.prepareCount, { n: 2 }) }))
    const dialog = await screen.findByRole('dialog', { name: ms.resultTitle })
    // Only the confirmed orders are sent.
    expect(bodies).toEqual([{ orderIds: [a, b] }])
    const prepared = within(within(dialog).getByTestId('prepared-orders'))
    expect(prepared.getByText(fmt(ms.resultOrder, { number: a.slice(0, 8) }))).toBeInTheDocument()
    expect(prepared.getByText(/7000aaaa/)).toBeInTheDocument()
    const failed = within(within(dialog).getByTestId('failed-orders'))
    expect(failed.getByText(fmt(ms.resultOrder, { number: b.slice(0, 8) }))).toBeInTheDocument()
    expect(failed.getByText('Sipariş satırlarından birinin ağırlığı girilmemiş.')).toBeInTheDocument()
    const print = within(dialog).getByRole('link', { name: ms.printLabels })
    expect(print).toHaveAttribute('href', `/api/admin/shipments/labels?orders=${a}`)
    expect(print).toHaveAttribute('target', '_blank')
    expect(print).toHaveFocus()
    // The selection is spent and the list is fetched again.
    expect(
      table()
        .getAllByRole('checkbox')
        .some((c) => (c as HTMLInputElement).checked),
    ).toBe(false)
    await waitFor(() => expect(requestsTo(mock, '/api/admin/orders').length).toBeGreaterThan(1))

    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(failure).not.toHaveBeenCalled()
    // A prepared order shows the carrier's status and is not shipped again by hand.
    const row = table()
      .getByText(`#${a.slice(0, 8)}`)
      .closest('tr')!
    expect(within(row).getByText(ms.statusOptions.created)).toBeInTheDocument()
    expect(
      within(row).queryByRole('button', { name: fmt(m.shipLabel, { number: a.slice(0, 8) }) }),
    ).not.toBeInTheDocument()
  })

  it("shows the server's message when the whole request is refused, and nothing opens", async () => {
    server(withApi, {
      '/api/admin/shipments': () =>
        json(503, {
          status: 503,
          code: 'unavailable',
          message: 'Kargo firmasına şu anda ulaşılamıyor; hiçbir şey değiştirilmedi.',
        }),
    })
    renderRoutes('/admin/siparisler')
    await screen.findByRole('table')
    await userEvent.click(
      await table().findByRole('checkbox', { name: fmt(ms.selectOrder, { number: a.slice(0, 8) }) }),
    )
    await userEvent.click(screen.getByRole('button', { name: fmt(ms.prepareCount, { n: 1 }) }))
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Kargo firmasına şu anda ulaşılamıyor; hiçbir şey değiştirilmedi.'),
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('offers no selection when no carrier has an API; the manual ship dialog stays', async () => {
    server(withoutApi)
    renderRoutes('/admin/siparisler')
    await screen.findByRole('table')
    await waitFor(() => expect(screen.queryByTestId('bulk-ship-bar')).not.toBeInTheDocument())
    expect(table().queryByRole('checkbox')).not.toBeInTheDocument()
    expect(table().getByRole('button', { name: fmt(m.shipLabel, { number: a.slice(0, 8) }) })).toBeInTheDocument()
  })

  it('filters by carrier through the URL', async () => {
    const mock = server()
    renderRoutes('/admin/siparisler?kargo=MNG%20Kargo')
    await screen.findByRole('table')
    expect(screen.getByLabelText(ms.filterCarrier)).toHaveValue('MNG Kargo')
    expect(requestsTo(mock, '/api/admin/orders')[0]!.searchParams.get('carrier')).toBe('MNG Kargo')
    await userEvent.selectOptions(screen.getByLabelText(ms.filterCarrier), 'Aras Kargo')
    await waitFor(() =>
      expect(requestsTo(mock, '/api/admin/orders').some((u) => u.searchParams.get('carrier') === 'Aras Kargo')).toBe(
        true,
      ),
    )
  })
})

describe('/admin/siparisler: the shipment in the order detail', () => {
  it('shows carrier, tracking link, status, the movements newest first and the attention text; cancels after a confirmation', async () => {
    let current = shipment(a, {
      status: 'created',
      events: [
        {
          key: 'e1',
          status: 'created',
          label: 'Kargo kaydı oluşturuldu',
          at: '2026-11-28T10:00:00Z',
          location: '',
          description: '',
        },
      ],
    })
    const cancels: string[] = []
    server(withApi, {
      [`/api/admin/orders/${a}`]: () =>
        json(200, order(a, 'confirmed', { shipment: current, shipmentStatus: current.status })),
      [`/api/admin/orders/${a}/shipment/cancel`]: () => {
        cancels.push(a)
        current = { ...current, status: 'cancelled', statusLabel: 'İptal edildi' }
        return json(200, current)
      },
    })
    renderRoutes('/admin/siparisler')
    await screen.findByRole('table')
    await userEvent.click(table().getByRole('button', { name: fmt(m.viewLabel, { number: a.slice(0, 8) }) }))
    const dialog = await screen.findByRole('dialog', { name: fmt(m.detailTitle, { number: a.slice(0, 8) }) })
    const section = within(await within(dialog).findByRole('region', { name: ms.shipmentTitle }))
    expect(section.getByText('MNG Kargo')).toBeInTheDocument()
    expect(section.getByRole('link', { name: '7000aaaa' })).toHaveAttribute('href', 'https://kargotakip.example/aaaa')
    expect(section.getByRole('link', { name: ms.labels })).toHaveAttribute(
      'href',
      `/api/admin/shipments/labels?orders=${a}`,
    )
    expect(section.getByText('0,45 kg · 2 desi')).toBeInTheDocument()
    // Already prepared: no second 'Kargoya hazırla'.
    expect(
      section.queryByRole('button', { name: fmt(ms.prepareLabel, { number: a.slice(0, 8) }) }),
    ).not.toBeInTheDocument()

    await userEvent.click(section.getByRole('button', { name: ms.cancelShipment }))
    const confirm = await screen.findByRole('dialog', { name: ms.cancelTitle })
    expect(within(confirm).getByRole('button', { name: ms.cancelKeep })).toHaveFocus()
    await userEvent.click(within(confirm).getByRole('button', { name: ms.cancelSubmit }))
    await waitFor(() => expect(success).toHaveBeenCalledWith(ms.cancelled))
    expect(cancels).toEqual([a])
    // Cancelled: the order can be prepared again.
    expect(
      await section.findByRole('button', { name: fmt(ms.prepareLabel, { number: a.slice(0, 8) }) }),
    ).toBeInTheDocument()
  })

  it('highlights what to do after a failed delivery and lists the movements newest first', async () => {
    const failedDelivery = shipment(s, {
      status: 'delivery_failed',
      statusLabel: 'Teslim edilemedi',
      attention: 'Alıcıya ulaşılamadı; müşteriyi arayıp adresi doğrulayın. Paket 3 gün şubede bekler.',
      events: [
        {
          key: 'e1',
          status: 'accepted',
          label: 'Kargo firmasına teslim edildi',
          at: '2026-11-28T07:00:00Z',
          location: 'Kadıköy',
          description: '',
        },
        {
          key: 'e3',
          status: 'delivery_failed',
          label: 'Teslim edilemedi',
          at: '2026-11-29T15:30:00Z',
          location: 'Karşıyaka',
          description: 'Alıcı adreste yok',
        },
        {
          key: 'e2',
          status: 'in_transit',
          label: 'Transfer merkezinde',
          at: '2026-11-28T20:00:00Z',
          location: 'İzmir',
          description: '',
        },
      ],
    })
    server(withApi, {
      [`/api/admin/orders/${s}`]: () =>
        json(200, order(s, 'shipped', { shipment: failedDelivery, shipmentStatus: 'delivery_failed' })),
    })
    renderRoutes('/admin/siparisler')
    await screen.findByRole('table')
    await userEvent.click(table().getByRole('button', { name: fmt(m.viewLabel, { number: s.slice(0, 8) }) }))
    const dialog = await screen.findByRole('dialog', { name: fmt(m.detailTitle, { number: s.slice(0, 8) }) })
    const section = within(await within(dialog).findByRole('region', { name: ms.shipmentTitle }))
    expect(section.getByTestId('shipment-attention')).toHaveTextContent('müşteriyi arayıp adresi doğrulayın')
    expect(section.getByTestId('shipment-attention').className).toMatch(/red/)
    const items = within(section.getByTestId('shipment-events')).getAllByRole('listitem')
    expect(items.map((li) => li.firstChild?.textContent)).toEqual([
      'Teslim edilemedi',
      'Transfer merkezinde',
      'Kargo firmasına teslim edildi',
    ])
    expect(items[0]).toHaveTextContent('Alıcı adreste yok')
    // Picked up: neither the label nor a cancellation.
    expect(section.queryByRole('button', { name: ms.cancelShipment })).not.toBeInTheDocument()
  })

  it("prepares one confirmed order from its detail and shows a failure's message", async () => {
    let calls = 0
    server(withApi, {
      [`/api/admin/orders/${b}`]: () => json(200, order(b, 'confirmed')),
      '/api/admin/shipments': () => {
        calls++
        return json(200, {
          prepared: [],
          failed: [
            { orderId: b, orderNumber: b.slice(0, 8), message: 'Kargo firması teslimat adresinin ilçesini tanımıyor.' },
          ],
        })
      },
    })
    renderRoutes('/admin/siparisler')
    await screen.findByRole('table')
    await userEvent.click(table().getByRole('button', { name: fmt(m.viewLabel, { number: b.slice(0, 8) }) }))
    const dialog = await screen.findByRole('dialog', { name: fmt(m.detailTitle, { number: b.slice(0, 8) }) })
    await userEvent.click(
      await within(dialog).findByRole('button', { name: fmt(ms.prepareLabel, { number: b.slice(0, 8) }) }),
    )
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Kargo firması teslimat adresinin ilçesini tanımıyor.'))
    expect(calls).toBe(1)
  })
})
