import { act, render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { useOrderFilters, type OrderFilterState } from './order-filters'

describe('useOrderFilters', () => {
  it('keeps both filters when the second is chosen before the first is rendered', async () => {
    let filters: OrderFilterState | undefined
    function Probe() {
      filters = useOrderFilters()
      return null
    }
    const router = createMemoryRouter([{ path: '/admin/siparisler', element: <Probe /> }], {
      initialEntries: ['/admin/siparisler?q=abc&sayfa=2'],
    })
    render(<RouterProvider router={router} />)
    const stale = filters!
    await act(async () => {
      stale.setStatus('pending')
      stale.setPayment('unpaid')
    })
    const params = new URLSearchParams(router.state.location.search)
    expect(params.get('durum')).toBe('pending')
    expect(params.get('odeme')).toBe('unpaid')
    expect(params.get('q')).toBe('abc')
    expect(params.has('sayfa')).toBe(false)
    expect(filters!.status).toBe('pending')
    expect(filters!.payment).toBe('unpaid')
  })
})
