import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderRoutes } from '@/app/render-routes'
import { fmt } from '@/i18n'
import { trPanels } from '@/i18n/panels'
import { formatPrice } from '@/lib/format'
import { notify } from '@/lib/notify'
import { json, requestsTo, stubApi } from '@/test/render'
import { adminUser as admin } from './admin-test-user'

const mp = trPanels.payments
const s = mp.statement

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

const refund = (id: string, state: string, dueBy: string, extra: Record<string, unknown> = {}) => ({
  id,
  orderId: `order-${id}`,
  orderNumber: `0192${id}00`.slice(0, 8),
  customerName: 'Deniz Okur',
  reason: 'cancel',
  reasonLabel: 'Sipariş iptali',
  amount: 25900,
  state,
  stateLabel: state,
  iban: state === 'awaiting_iban' ? '' : 'TR330006100519786457841326',
  holder: state === 'awaiting_iban' ? '' : 'Deniz Okur',
  dueBy: `${dueBy}T12:00:00Z`,
  doneAt: null,
  bankRef: '',
  ...extra,
})

describe("/admin/iadeler-banka: 'Yapılacak iadeler'", () => {
  it('lists the refunds with their deadline, an overdue one highlighted, filters by state and marks one done', async () => {
    const bodies: unknown[] = []
    const api = stubApi({
      '/api/auth/me': () => json(200, { user: admin }),
      '/api/admin/bank-refunds': () =>
        json(200, {
          items: [refund('a1', 'due', '2020-01-10'), refund('b2', 'awaiting_iban', '2999-12-31')],
          total: 2,
        }),
      '/api/admin/bank-refunds/a1/done': async (_u, req) => {
        bodies.push(await req.json())
        return json(200, refund('a1', 'done', '2020-01-10', { doneAt: '2026-11-29T10:00:00Z' }))
      },
    })
    renderRoutes('/admin/iadeler-banka')
    expect(await screen.findByRole('heading', { level: 1, name: mp.refundsPage.title })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: mp.refundsPage.nav })).toHaveAttribute('href', '/admin/iadeler-banka')
    const rows = await screen.findAllByTestId('bank-refund-row')
    expect(rows).toHaveLength(2)
    expect(within(rows[0]!).getByTestId('overdue')).toHaveTextContent(mp.overdue)
    expect(rows[0]).toHaveClass('bg-red-50')
    expect(within(rows[1]!).queryByTestId('overdue')).not.toBeInTheDocument()
    expect(within(rows[1]!).getByText(mp.refundStates.awaiting_iban)).toBeInTheDocument()
    expect(within(rows[1]!).queryByRole('button', { name: /./ })).not.toBeInTheDocument()

    await userEvent.selectOptions(screen.getByLabelText(mp.refundsPage.filterState), 'due')
    await waitFor(() =>
      expect(requestsTo(api, '/api/admin/bank-refunds').some((u) => u.searchParams.get('state') === 'due')).toBe(true),
    )

    await userEvent.click(
      within(rows[0]!).getByRole('button', {
        name: fmt(mp.markDoneLabel, { number: '0192a100', amount: formatPrice(25900) }),
      }),
    )
    const dialog = within(await screen.findByRole('dialog', { name: fmt(mp.doneTitle, { number: '0192a100' }) }))
    await userEvent.type(dialog.getByLabelText(mp.doneRef), 'EFT-1')
    await userEvent.click(dialog.getByRole('button', { name: mp.markDone }))
    await waitFor(() => expect(success).toHaveBeenCalledWith(mp.doneSaved))
    expect(bodies).toEqual([{ bankRef: 'EFT-1' }])
  })
})

describe("/admin/hesap-hareketleri: 'Hesap hareketleri'", () => {
  const rows = [
    {
      line: 2,
      date: '2026-11-27',
      amount: 25900,
      description: 'SIPARIS 0191A1B2 DENIZ OKUR',
      bankRef: 'REF-1',
      orderId: 'o1',
      orderNumber: '0191a1b2',
      customerName: 'Deniz Okur',
      match: 'exact',
    },
    {
      line: 3,
      date: '2026-11-27',
      amount: 10000,
      description: 'KIRA',
      bankRef: 'REF-2',
      match: 'none',
    },
    {
      line: 4,
      date: '2026-11-28',
      amount: 20000,
      description: '0191a1b3',
      bankRef: 'REF-3',
      orderId: 'o2',
      orderNumber: '0191a1b3',
      customerName: 'Ali Veli',
      match: 'amount_differs',
      expected: 25900,
    },
  ]

  it('sends the pasted CSV, shows the proposals and records a line in one click', async () => {
    const sent: unknown[] = []
    const recorded: unknown[] = []
    stubApi({
      '/api/auth/me': () => json(200, { user: admin }),
      '/api/admin/transfers/statement': async (_u, req) => {
        sent.push(await req.json())
        return json(200, { rows })
      },
      '/api/admin/orders/o1/transfers': async (_u, req) => {
        recorded.push(await req.json())
        return json(200, {})
      },
      '/api/admin/orders/o2/transfers': () =>
        json(409, { status: 409, code: 'conflict', message: 'Bu banka referansıyla bir havale zaten kaydedildi.' }),
    })
    renderRoutes('/admin/hesap-hareketleri')
    expect(await screen.findByRole('heading', { level: 1, name: s.title })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: s.analyze }))
    expect(await screen.findByText(s.required)).toBeInTheDocument()
    expect(sent).toHaveLength(0)

    const csv = 'Tarih;Tutar;Açıklama\n27.11.2026;259,00;SIPARIS 0191A1B2'
    await userEvent.click(screen.getByLabelText(s.csvLabel))
    await userEvent.paste(csv)
    await userEvent.click(screen.getByRole('button', { name: s.analyze }))
    const table = within(await screen.findByRole('table'))
    expect(sent).toEqual([{ csv }])
    const lines = table.getAllByTestId('statement-row')
    expect(lines).toHaveLength(3)
    expect(within(lines[0]!).getByText(s.matches.exact)).toBeInTheDocument()
    expect(within(lines[1]!).queryByRole('button')).not.toBeInTheDocument()
    expect(within(lines[2]!).getByText(fmt(s.expected, { amount: formatPrice(25900) }))).toBeInTheDocument()

    await userEvent.click(
      within(lines[0]!).getByRole('button', { name: fmt(s.acceptLabel, { line: 2, number: '0191a1b2' }) }),
    )
    await waitFor(() => expect(success).toHaveBeenCalledWith(fmt(s.accepted, { number: '0191a1b2' })))
    expect(recorded).toEqual([{ amount: 25900, receivedOn: '2026-11-27', sender: 'Deniz Okur', bankRef: 'REF-1' }])
    expect(within(lines[0]!).getByText(s.matches.recorded)).toBeInTheDocument()
    expect(within(lines[0]!).queryByRole('button')).not.toBeInTheDocument()

    await userEvent.click(
      within(lines[2]!).getByRole('button', { name: fmt(s.acceptLabel, { line: 4, number: '0191a1b3' }) }),
    )
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Bu banka referansıyla bir havale zaten kaydedildi.'))
  }, 20_000)

  it('refuses a statement over 1 MB without sending it', async () => {
    const api = stubApi({ '/api/auth/me': () => json(200, { user: admin }) })
    renderRoutes('/admin/hesap-hareketleri')
    const input = await screen.findByLabelText(s.fileLabel)
    const big = new File(['x'.repeat(1024 * 1024 + 1)], 'hareketler.csv', { type: 'text/csv' })
    await userEvent.upload(input, big)
    expect(await screen.findByText(s.tooLarge)).toBeInTheDocument()
    expect(requestsTo(api, '/api/admin/transfers/statement')).toHaveLength(0)
  })
})
