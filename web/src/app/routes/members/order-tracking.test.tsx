import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderRoutes } from '@/app/render-routes'
import { fmt, tr } from '@/i18n'
import { json, stubApi } from '@/test/render'
import { memberOrder, memberOrderId as id } from '@/test/orders'
import { memberUser as member } from './member-test-user'

afterEach(() => vi.unstubAllGlobals())

const order = (status: string, shipment: unknown) =>
  memberOrder(status, { shipment, createdAt: '2026-11-27T09:00:00Z', updatedAt: '2026-11-27T09:00:00Z' })

const ev = (key: string, status: string, label: string, at: string, location: string) => ({
  key,
  status,
  label,
  at,
  location,
  description: '',
})

const onTheWay = {
  carrier: 'MNG Kargo',
  trackingNumber: '700012345678',
  trackingUrl: 'https://kargotakip.example/700012345678',
  status: 'in_transit',
  statusLabel: 'Transfer merkezinde',
  expectedDelivery: '2026-12-01',
  // Out of order on purpose: the page shows the newest first.
  events: [
    ev('e1', 'accepted', 'Kargo firmasına teslim edildi', '2026-11-28T07:10:00Z', 'Kadıköy Şube'),
    ev('e2', 'in_transit', 'Transfer merkezinde', '2026-11-28T19:45:00Z', 'İzmir Transfer Merkezi'),
  ],
}

function tracking() {
  return within(screen.getByRole('heading', { name: tr.orders.tracking }).closest('section')!)
}

describe('/siparis/:id: kargo takibi', () => {
  it("shows the carrier's movements newest first with time and place, the expected day and the tracking link", async () => {
    stubApi({
      '/api/auth/me': () => json(200, { user: member }),
      [`/api/orders/${id}`]: () => json(200, order('shipped', onTheWay)),
    })
    renderRoutes(`/siparis/${id}`)
    await screen.findByRole('heading', { name: tr.orders.tracking })
    const t = tracking()
    expect(t.getByText('MNG Kargo')).toBeInTheDocument()
    expect(t.getByText('700012345678')).toBeInTheDocument()
    expect(t.getByRole('link', { name: tr.orders.trackLink })).toHaveAttribute(
      'href',
      'https://kargotakip.example/700012345678',
    )
    expect(t.getByText(fmt(tr.orders.expectedDelivery, { day: '1 Aralık Salı' }))).toBeInTheDocument()
    const items = within(t.getByRole('list', { name: tr.orders.trackingHistory })).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Transfer merkezinde')
    expect(items[0]).toHaveTextContent('28 Kasım 2026 22:45')
    expect(items[0]).toHaveTextContent('İzmir Transfer Merkezi')
    expect(items[0]).toHaveAttribute('aria-current', 'step')
    expect(items[1]).toHaveTextContent('Kargo firmasına teslim edildi')
    expect(items[1]).toHaveTextContent('28 Kasım 2026 10:10')
    expect(items[1]).toHaveTextContent('Kadıköy Şube')
  })

  it('promises no day once delivered, and shows nothing of a shipment that is not there', async () => {
    const delivered = {
      ...onTheWay,
      status: 'delivered',
      statusLabel: 'Teslim edildi',
      events: [...onTheWay.events, ev('e3', 'delivered', 'Teslim edildi', '2026-11-29T11:02:00Z', 'Karşıyaka')],
    }
    stubApi({
      '/api/auth/me': () => json(200, { user: member }),
      [`/api/orders/${id}`]: () => json(200, order('delivered', delivered)),
    })
    const { unmount } = renderRoutes(`/siparis/${id}`)
    await screen.findByRole('heading', { name: tr.orders.tracking })
    expect(tracking().queryByText(/Tahmini teslim/)).not.toBeInTheDocument()
    expect(tracking().getAllByRole('listitem')[0]).toHaveTextContent('Teslim edildi')
    unmount()

    stubApi({
      '/api/auth/me': () => json(200, { user: member }),
      [`/api/orders/${id}`]: () => json(200, order('confirmed', null)),
    })
    renderRoutes(`/siparis/${id}`)
    await screen.findByRole('heading', { name: tr.orders.tracking })
    expect(tracking().getByText(tr.orders.noTracking)).toBeInTheDocument()
    expect(tracking().queryByText(tr.orders.trackingHistory)).not.toBeInTheDocument()
  })
})
