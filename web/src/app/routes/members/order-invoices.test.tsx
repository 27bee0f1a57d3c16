import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderRoutes } from '@/app/render-routes'
import { json, requestsTo, stubApi } from '@/test/render'
import { memberOrder, memberOrderId as id } from '@/test/orders'
import { memberUser as member } from './member-test-user'
import { trPanels } from '@/i18n/panels'

afterEach(() => vi.unstubAllGlobals())

const t = trPanels.invoices

const order = (status: string) => memberOrder(status)

const sale = {
  id: 'inv-1',
  kind: 'sale',
  number: 'KTP2026000000001',
  status: 'accepted',
  issuedAt: '2026-11-15T09:05:00Z',
  total: 9500,
}
const slip = {
  id: 'inv-2',
  kind: 'return_slip',
  number: 'GPS2026000000001',
  status: 'issued',
  issuedAt: '2026-11-25T10:00:00Z',
  total: 4000,
}

function server(status: string, invoices: unknown[]) {
  return stubApi({
    '/api/auth/me': () => json(200, { user: member }),
    [`/api/orders/${id}`]: () => json(200, order(status)),
    [`/api/orders/${id}/invoices`]: () => json(200, invoices),
  })
}

describe('/siparis/:id: Faturalar', () => {
  it('lists the accepted sales invoice and the return slip, each with its PDF', async () => {
    server('delivered', [sale, slip])
    renderRoutes(`/siparis/${id}`)
    const section = within(await screen.findByRole('region', { name: t.memberSection }))
    const items = await section.findAllByTestId('my-invoice')
    expect(items).toHaveLength(2)
    expect(within(items[0]!).getByText('Satış faturası')).toBeInTheDocument()
    expect(within(items[0]!).getByText('KTP2026000000001')).toBeInTheDocument()
    expect(within(items[0]!).getByRole('link', { name: 'Satış faturası KTP2026000000001, PDF indir' })).toHaveAttribute(
      'href',
      `/api/orders/${id}/invoices/inv-1/pdf`,
    )
    expect(within(items[1]!).getByText('İade gider pusulası')).toBeInTheDocument()
    expect(
      within(items[1]!).getByRole('link', { name: 'İade gider pusulası GPS2026000000001, PDF indir' }),
    ).toHaveAttribute('href', `/api/orders/${id}/invoices/inv-2/pdf`)
    expect(section.queryByText(t.memberPreparing)).not.toBeInTheDocument()
  })

  it('says the invoice is being prepared until it is accepted, with no PDF link for one that is not', async () => {
    server('confirmed', [{ ...sale, status: 'sent' }])
    renderRoutes(`/siparis/${id}`)
    const section = within(await screen.findByRole('region', { name: t.memberSection }))
    expect(await section.findByText('Faturanız hazırlanıyor')).toBeInTheDocument()
    expect(section.queryByRole('link')).not.toBeInTheDocument()
    expect(section.queryByText('KTP2026000000001')).not.toBeInTheDocument()
  })

  it('says it is being prepared while the server has no document yet', async () => {
    server('confirmed', [])
    renderRoutes(`/siparis/${id}`)
    const section = within(await screen.findByRole('region', { name: t.memberSection }))
    expect(await section.findByText(t.memberPreparing)).toBeInTheDocument()
    expect(section.queryByRole('link')).not.toBeInTheDocument()
  })

  it('shows a load error in the section', async () => {
    stubApi({
      '/api/auth/me': () => json(200, { user: member }),
      [`/api/orders/${id}`]: () => json(200, order('shipped')),
      [`/api/orders/${id}/invoices`]: () => json(404, { code: 'not_found', message: 'Sipariş bulunamadı' }),
    })
    renderRoutes(`/siparis/${id}`)
    const section = within(await screen.findByRole('region', { name: t.memberSection }))
    expect(await section.findByRole('alert')).toHaveTextContent(t.memberLoadError)
  })

  it('has no invoice section before the order is paid', async () => {
    const mock = server('pending', [sale])
    renderRoutes(`/siparis/${id}`)
    expect(await screen.findByText('Book One')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: t.memberSection })).not.toBeInTheDocument()
    expect(requestsTo(mock, `/api/orders/${id}/invoices`)).toHaveLength(0)
  })
})
