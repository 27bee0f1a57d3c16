import { render, screen, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { AdminReturn } from '../api/returns'
import { OrderReturnsList, ReturnsTable } from './returns-table'

function refunded(id: string, iadeInvoiceExpected: boolean): AdminReturn {
  return {
    id,
    code: `IAD-${id}`,
    condition: 'intact',
    createdAt: '2026-11-20T10:00:00Z',
    customerEmail: `${id}@example.com`,
    customerName: 'Deniz Okur',
    formText: '',
    iadeInvoiceExpected,
    instructions: '',
    lines: [{ bookId: 'b1', itemId: 'i1', quantity: 1, refunded: 12950, title: 'Kitap', unitPrice: 12950 }],
    note: '',
    orderId: 'o1',
    orderNumber: 'abcd1234',
    reason: '',
    reasonLabel: '',
    receivedAt: '2026-11-21T10:00:00Z',
    refundDue: '2026-12-04T10:00:00Z',
    refundError: '',
    refunded: 12950,
    refundedAt: '2026-11-22T10:00:00Z',
    rejectReason: '',
    shippingRefunded: 0,
    state: 'refunded',
    stateLabel: 'İade edildi',
    value: 12950,
  }
}

function wrap(ui: ReactNode) {
  return render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>)
}

const note = 'Alıcının iade faturası bekleniyor (e-Fatura)'

describe("the admin's returns", () => {
  it("say when an e-Fatura buyer's iade faturası is awaited, in the list and on the order", () => {
    const items = [refunded('efatura', true), refunded('earsiv', false)]
    const { unmount } = wrap(<ReturnsTable items={items} />)
    const rows = screen.getAllByTestId('admin-return-row')
    expect(within(rows[0]!).getByTestId('admin-return-iade-invoice')).toHaveTextContent(note)
    expect(within(rows[1]!).queryByText(note)).toBeNull()
    unmount()

    wrap(<OrderReturnsList items={items} />)
    const cards = screen.getAllByTestId('admin-order-return')
    expect(within(cards[0]!).getByText(note)).toBeInTheDocument()
    expect(within(cards[1]!).queryByText(note)).toBeNull()
  })
})
