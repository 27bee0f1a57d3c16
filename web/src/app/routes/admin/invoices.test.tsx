import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fmt, tr } from '@/i18n'
import { notify } from '@/lib/notify'
import { renderRoutes } from '@/app/render-routes'
import { json, requestsTo, stubApi } from '@/test/render'
import { adminUser as admin } from './admin-test-user'
import { trPanels } from '@/i18n/panels'

const t = trPanels.invoices

let success: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  success = vi.spyOn(notify, 'success')
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** An InvoiceSummary as the server answers it. */
function invoice(overrides: Record<string, unknown> = {}) {
  return {
    id: 'inv-1',
    orderId: 'ord-1',
    orderNumber: '0193a1b2',
    kind: 'sale',
    profile: 'EARSIVFATURA',
    number: 'KTP2026000000001',
    ettn: '6f1c2f0e-6b7a-4c9e-9a55-0d6d3c1d2e01',
    status: 'accepted',
    buyerName: 'Deniz Okur',
    buyerTaxId: '11111111111',
    total: 25900,
    issuedAt: '2026-11-20T09:30:00Z',
    rejectReason: '',
    ...overrides,
  }
}

const rejected = invoice({
  id: 'inv-2',
  orderId: 'ord-2',
  orderNumber: '0193a1b3',
  number: 'KTP2026000000002',
  profile: 'TEMELFATURA',
  status: 'rejected',
  buyerName: 'Okur Yayıncılık A.Ş.',
  buyerTaxId: '1234567890',
  rejectReason: 'Alıcı VKN e-Fatura sisteminde kayıtlı değil',
})

const slip = invoice({ id: 'inv-3', kind: 'return_slip', number: 'GPS2026000000001', status: 'issued', total: 12950 })

function page(items: unknown[], total = items.length) {
  return json(200, { items, page: 1, pageSize: 20, total })
}

function server(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    '/api/auth/me': () => json(200, { user: admin }),
    '/api/admin/invoices': () => page([invoice(), rejected, slip], 45),
    ...handlers,
  })
}

// The list is both a table (desktop) and cards (phone, shown by CSS); the
// tests act on the table, and check the cards carry the same.
function rowOf(number: string) {
  return within(screen.getByRole('table')).getByText(number).closest('tr')!
}

describe('AdminInvoicesPage', () => {
  it('is in the admin navigation next to the returns', async () => {
    server()
    renderRoutes('/admin/faturalar')
    const nav = await screen.findByRole('link', { name: tr.admin.invoices })
    expect(nav).toHaveAttribute('href', '/admin/faturalar')
    const links = within(nav.closest('nav')!).getAllByRole('link')
    const i = links.indexOf(nav)
    expect(links[i - 1]).toHaveAccessibleName(tr.admin.returns)
  })

  it('lists the documents with their states, order links and files', async () => {
    const mock = server()
    renderRoutes('/admin/faturalar')
    expect(await screen.findByRole('heading', { name: t.title, level: 1 })).toBeInTheDocument()
    const table = await screen.findByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([t.colNumber, t.colOrder, t.colBuyer, t.colAmount, t.colStatus, t.colDate, t.colFiles])
    expect(within(table).getAllByRole('row')).toHaveLength(4)
    expect(screen.getByText(fmt(t.resultCount, { n: 45 }))).toBeInTheDocument()

    const accepted = within(rowOf('KTP2026000000001'))
    expect(accepted.getByText('Kesildi')).toBeInTheDocument()
    expect(accepted.getByText(/Satış faturası · e-Arşiv/)).toBeInTheDocument()
    expect(accepted.getByText(/259,00/)).toBeInTheDocument()
    expect(accepted.getByRole('link', { name: 'Sipariş #0193a1b2' })).toHaveAttribute(
      'href',
      '/admin/siparisler?q=0193a1b2',
    )
    expect(accepted.getByRole('link', { name: 'KTP2026000000001 PDF' })).toHaveAttribute(
      'href',
      '/api/admin/invoices/inv-1/pdf',
    )
    expect(accepted.getByRole('link', { name: 'KTP2026000000001 XML' })).toHaveAttribute(
      'href',
      '/api/admin/invoices/inv-1/xml',
    )
    expect(accepted.queryByRole('button', { name: /yeniden gönder/i })).not.toBeInTheDocument()

    const bad = within(rowOf('KTP2026000000002'))
    expect(bad.getByText('Reddedildi')).toBeInTheDocument()
    expect(bad.getByText(/Satış faturası · e-Fatura/)).toBeInTheDocument()
    expect(bad.getByTestId('invoice-reject-reason')).toHaveTextContent(
      'Ret nedeni: Alıcı VKN e-Fatura sisteminde kayıtlı değil',
    )
    expect(bad.getByRole('button', { name: 'KTP2026000000002 yeniden gönder' })).toBeInTheDocument()

    expect(within(rowOf('GPS2026000000001')).getByText('Düzenlendi')).toBeInTheDocument()
    expect(within(rowOf('GPS2026000000001')).getByText(/İade gider pusulası/)).toBeInTheDocument()

    // The phone's cards: the same documents, the rejection's reason and its resend.
    const cards = screen.getAllByTestId('invoice-card')
    expect(cards).toHaveLength(3)
    const badCard = within(cards[1]!)
    expect(badCard.getByText('KTP2026000000002')).toBeInTheDocument()
    expect(badCard.getByTestId('invoice-reject-reason')).toHaveTextContent(
      'Alıcı VKN e-Fatura sisteminde kayıtlı değil',
    )
    expect(badCard.getByRole('button', { name: 'KTP2026000000002 yeniden gönder' })).toBeInTheDocument()
    expect(badCard.getByRole('link', { name: 'Sipariş #0193a1b3' })).toHaveAttribute(
      'href',
      '/admin/siparisler?q=0193a1b3',
    )

    const first = requestsTo(mock, '/api/admin/invoices')[0]!
    expect([...first.searchParams.keys()]).toEqual(['page'])
    expect(first.searchParams.get('page')).toBe('1')
  })

  it('sends the filters, the search and the page to the server', async () => {
    const mock = server()
    renderRoutes('/admin/faturalar')
    await screen.findByRole('table')
    const last = () => requestsTo(mock, '/api/admin/invoices').at(-1)!.searchParams

    await userEvent.selectOptions(screen.getByLabelText(t.filterStatus), 'rejected')
    await waitFor(() => expect(last().get('status')).toBe('rejected'))
    await userEvent.selectOptions(screen.getByLabelText(t.filterKind), 'return_slip')
    await waitFor(() => expect(last().get('kind')).toBe('return_slip'))
    fireEvent.change(screen.getByLabelText(t.filterFrom), { target: { value: '2026-11-01' } })
    await waitFor(() => expect(last().get('from')).toBe('2026-11-01'))
    fireEvent.change(screen.getByLabelText(t.filterTo), { target: { value: '2026-11-30' } })
    await waitFor(() => expect(last().get('to')).toBe('2026-11-30'))
    await userEvent.type(screen.getByLabelText(t.searchLabel), 'KTP2026')
    await waitFor(() => expect(last().get('q')).toBe('KTP2026'))
    expect(last().get('status')).toBe('rejected')
    expect(last().get('kind')).toBe('return_slip')

    await userEvent.click(screen.getByRole('button', { name: fmt(tr.pagination.page, { n: 2 }) }))
    await waitFor(() => expect(last().get('page')).toBe('2'))
    expect(last().get('q')).toBe('KTP2026')
  })

  it('resends a rejected invoice after a confirmation: one request, the new state shown', async () => {
    let current = rejected
    const mock = server({
      '/api/admin/invoices': () => page([invoice(), current]),
      '/api/admin/invoices/inv-2/resend': (_, req) => {
        if (req.method !== 'POST') return undefined
        current = { ...rejected, status: 'sending', rejectReason: '', ettn: 'a-new-ettn' }
        return json(200, {
          ...current,
          lines: [],
          taxes: [],
          lastAnswer: '',
          attempts: 2,
          cancelRequested: false,
          amountInWords: 'YALNIZ: İKİ YÜZ ELLİ DOKUZ TÜRK LİRASI',
        })
      },
    })
    renderRoutes('/admin/faturalar')
    await screen.findByRole('table')
    await userEvent.click(
      within(rowOf('KTP2026000000002')).getByRole('button', { name: 'KTP2026000000002 yeniden gönder' }),
    )
    const dialog = await screen.findByRole('alertdialog', { name: t.resendTitle })
    expect(dialog).toHaveTextContent(fmt(t.resendText, { number: 'KTP2026000000002' }))
    expect(within(dialog).getByTestId('invoice-reject-reason')).toHaveTextContent(
      'Alıcı VKN e-Fatura sisteminde kayıtlı değil',
    )
    expect(requestsTo(mock, '/api/admin/invoices/inv-2/resend')).toHaveLength(0)

    await userEvent.click(within(dialog).getByRole('button', { name: t.resendConfirm }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(requestsTo(mock, '/api/admin/invoices/inv-2/resend')).toHaveLength(1)
    expect(success).toHaveBeenCalledWith(fmt(t.resent, { status: 'Gönderiliyor' }))
    // The list is read again and shows the new state.
    expect(await within(rowOf('KTP2026000000002')).findByText('Gönderiliyor')).toBeInTheDocument()
    expect(screen.queryByTestId('invoice-reject-reason')).not.toBeInTheDocument()
    // Its opener gone with the rejection, focus lands on the same document's PDF link.
    expect(document.activeElement).toHaveAccessibleName('KTP2026000000002 PDF')
  })

  it('shows the server’s refusal of a resend in Turkish and stays open', async () => {
    const mock = server({
      '/api/admin/invoices/inv-2/resend': () =>
        json(409, { code: 'conflict', message: 'Yalnızca reddedilen fatura yeniden gönderilebilir' }),
    })
    renderRoutes('/admin/faturalar')
    await screen.findByRole('table')
    await userEvent.click(
      within(rowOf('KTP2026000000002')).getByRole('button', { name: 'KTP2026000000002 yeniden gönder' }),
    )
    const dialog = await screen.findByRole('alertdialog', { name: t.resendTitle })
    await userEvent.click(within(dialog).getByRole('button', { name: t.resendConfirm }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Yalnızca reddedilen fatura yeniden gönderilebilir',
    )
    expect(requestsTo(mock, '/api/admin/invoices/inv-2/resend')).toHaveLength(1)
    expect(success).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: t.resendCancel }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('says so when there is no invoice yet, and when a filter matches none', async () => {
    server({ '/api/admin/invoices': () => page([], 0) })
    renderRoutes('/admin/faturalar')
    expect(await screen.findByText(t.empty)).toBeInTheDocument()
    expect(t.empty).toBe('Henüz fatura yok')
    await userEvent.selectOptions(screen.getByLabelText(t.filterStatus), 'rejected')
    expect(await screen.findByText(t.emptySearch)).toBeInTheDocument()
  })

  it('shows the load error with a retry', async () => {
    let fail = true
    server({
      '/api/admin/invoices': () =>
        fail ? json(403, { code: 'forbidden', message: 'Bu işlem için yetkiniz yok' }) : page([invoice()]),
    })
    renderRoutes('/admin/faturalar')
    expect(await screen.findByText('Bu işlem için yetkiniz yok')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: tr.common.retry }))
    expect(await screen.findByRole('table')).toBeInTheDocument()
  })

  it('offers the accountant’s month as a CSV download', async () => {
    server()
    renderRoutes('/admin/faturalar')
    await screen.findByRole('table')
    const month = screen.getByLabelText(t.exportMonth)
    fireEvent.change(month, { target: { value: '2026-10' } })
    expect(screen.getByRole('link', { name: fmt(t.exportCsvLabel, { month: '2026-10' }) })).toHaveAttribute(
      'href',
      '/api/admin/invoices/export?month=2026-10&format=csv',
    )
    expect(screen.getByRole('link', { name: fmt(t.exportCsvLabel, { month: '2026-10' }) })).toHaveAttribute('download')
  })
})
