import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fmt } from '@/i18n'
import { renderRoutes } from '@/app/render-routes'
import { json, requestsTo, stubApi } from '@/test/render'
import { adminOrder, confirmedId, pendingId } from '@/test/orders'
import { adminUser as admin } from './admin-test-user'
import { trPanels } from '@/i18n/panels'

afterEach(() => vi.unstubAllGlobals())

const m = trPanels.adminOrders
const t = trPanels.invoices

const order = (id: string, status: 'pending' | 'confirmed') => adminOrder(id, status)

function doc(overrides: Record<string, unknown> = {}) {
  return {
    id: 'inv-1',
    orderId: confirmedId,
    orderNumber: confirmedId.slice(0, 8),
    kind: 'sale',
    profile: 'EARSIVFATURA',
    number: 'KTP2026000000001',
    ettn: '6f1c2f0e-6b7a-4c9e-9a55-0d6d3c1d2e01',
    status: 'accepted',
    buyerName: 'Deniz Okur',
    buyerTaxId: '11111111111',
    total: 25900,
    issuedAt: '2026-11-20T09:31:00Z',
    rejectReason: '',
    ...overrides,
  }
}

function server(docs: unknown[]) {
  const orders = [order(pendingId, 'pending'), order(confirmedId, 'confirmed')]
  return stubApi({
    '/api/auth/me': () => json(200, { user: admin }),
    '/api/admin/orders': () => json(200, { items: orders, total: 2, page: 1, pageSize: 20 }),
    [`/api/admin/orders/${pendingId}`]: () => json(200, orders[0]),
    [`/api/admin/orders/${confirmedId}`]: () => json(200, orders[1]),
    [`/api/admin/orders/${confirmedId}/invoices`]: () => json(200, docs),
  })
}

async function openDetail(id: string) {
  renderRoutes('/admin/siparisler')
  const number = id.slice(0, 8)
  const row = within(await screen.findByRole('table'))
    .getByText(`#${number}`)
    .closest('tr')!
  await userEvent.click(within(row).getByRole('button', { name: fmt(m.viewLabel, { number }) }))
  return screen.findByRole('dialog', { name: fmt(m.detailTitle, { number }) })
}

describe('Admin order detail: Belgeler', () => {
  it('lists the order’s documents with state, number, files and a rejection’s reason; the info slip opens', async () => {
    server([
      doc(),
      doc({
        id: 'inv-2',
        kind: 'return_slip',
        number: 'GPS2026000000001',
        status: 'rejected',
        rejectReason: 'Satır toplamı tutmuyor',
      }),
    ])
    const dialog = await openDetail(confirmedId)
    const section = within(await within(dialog).findByTestId('admin-order-documents'))
    expect(section.getByRole('heading', { name: t.orderSection })).toBeInTheDocument()
    const items = await section.findAllByTestId('admin-order-document')
    expect(items).toHaveLength(2)

    const sale = within(items[0]!)
    expect(sale.getByText('KTP2026000000001')).toBeInTheDocument()
    expect(sale.getByText('Kesildi')).toBeInTheDocument()
    expect(sale.getByText(/Satış faturası/)).toBeInTheDocument()
    expect(sale.getByRole('link', { name: 'KTP2026000000001 PDF' })).toHaveAttribute(
      'href',
      '/api/admin/invoices/inv-1/pdf',
    )
    expect(sale.getByRole('link', { name: 'KTP2026000000001 XML' })).toHaveAttribute(
      'href',
      '/api/admin/invoices/inv-1/xml',
    )
    expect(sale.queryByTestId('invoice-reject-reason')).not.toBeInTheDocument()

    const slip = within(items[1]!)
    expect(slip.getByText('Reddedildi')).toBeInTheDocument()
    expect(slip.getByText(/İade gider pusulası/)).toBeInTheDocument()
    expect(slip.getByTestId('invoice-reject-reason')).toHaveTextContent('Ret nedeni: Satır toplamı tutmuyor')

    const print = section.getByRole('link', { name: t.infoSlip })
    expect(print).toHaveAttribute('href', `/api/admin/orders/${confirmedId}/info-slip`)
    expect(print).toHaveAttribute('target', '_blank')
  })

  it('offers the info slip only once the sales invoice exists, and says why', async () => {
    server([])
    const dialog = await openDetail(confirmedId)
    const section = within(await within(dialog).findByTestId('admin-order-documents'))
    expect(await section.findByText(t.orderNone)).toBeInTheDocument()
    expect(section.queryByRole('link', { name: t.infoSlip })).not.toBeInTheDocument()
    const button = section.getByRole('button', { name: t.infoSlip })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription(t.infoSlipWaiting)
  })

  it('asks nothing for a pending order: it has no documents yet', async () => {
    const mock = server([])
    const dialog = await openDetail(pendingId)
    expect(await within(dialog).findByText('Book One')).toBeInTheDocument()
    expect(within(dialog).queryByTestId('admin-order-documents')).not.toBeInTheDocument()
    expect(requestsTo(mock, `/api/admin/orders/${pendingId}/invoices`)).toHaveLength(0)
  })
})
