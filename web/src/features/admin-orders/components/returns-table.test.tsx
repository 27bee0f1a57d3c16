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
    carrier: '',
    carrierCode: '',
    codePending: false,
    handedOverAt: null,
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

  it('show the return carrier code, the refund deadline from the hand-over, and ask for the condition of goods the carrier delivered back', () => {
    const r: AdminReturn = {
      ...refunded('kargo', false),
      state: 'received',
      stateLabel: 'Teslim alındı',
      condition: '',
      refunded: 0,
      refundedAt: null,
      carrier: 'MNG Kargo',
      carrierCode: 'RT00040001',
      handedOverAt: '2026-11-21T09:00:00Z',
      refundDue: '2026-12-05T09:00:00Z',
    }
    const pending: AdminReturn = {
      ...r,
      id: 'bekleyen',
      state: 'requested',
      stateLabel: 'Talep alındı',
      carrierCode: '',
      codePending: true,
      handedOverAt: null,
    }
    wrap(<ReturnsTable items={[r, pending]} />)
    const rows = screen.getAllByTestId('admin-return-row')
    expect(within(rows[0]!).getByTestId('admin-return-carrier-code')).toHaveTextContent(
      'MNG Kargo iade kodu: RT00040001',
    )
    expect(within(rows[0]!).getByTestId('admin-return-due-basis')).toHaveTextContent(
      'kargoya teslim 21 Kasım 2026 tarihinden itibaren 14 gün',
    )
    expect(within(rows[0]!).getByRole('button', { name: 'Durumu Kaydet' })).toBeInTheDocument()
    expect(within(rows[0]!).queryByRole('button', { name: 'İade Et' })).toBeNull()
    expect(within(rows[1]!).getByTestId('admin-return-carrier-code')).toHaveTextContent(
      'MNG Kargo iade kodu bekleniyor',
    )
    expect(within(rows[1]!).getByTestId('admin-return-due-basis')).toHaveTextContent('talep tarihinden itibaren 14 gün')
  })
})
