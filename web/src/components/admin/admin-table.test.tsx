import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AdminTable } from './admin-table'

describe('AdminTable', () => {
  it('scrolls inside a region named by its label, with the header row from its columns', () => {
    render(
      <AdminTable
        label="E-posta listesi"
        columns={[
          { label: 'Alıcı' },
          { label: 'Kitaplar', fromMd: true },
          { label: 'Deneme', align: 'right' },
          { label: 'İçeriği göster', srOnly: true },
        ]}
      >
        <tr>
          <td>a@example.com</td>
          <td>Çalıkuşu</td>
          <td>1</td>
          <td>
            <button type="button">İçeriği göster</button>
          </td>
        </tr>
      </AdminTable>,
    )
    const region = screen.getByRole('region', { name: 'E-posta listesi' })
    expect(region).toHaveClass('overflow-x-auto')
    const table = within(region).getByRole('table')
    const headers = within(table).getAllByRole('columnheader')
    expect(headers.map((h) => h.textContent)).toEqual(['Alıcı', 'Kitaplar', 'Deneme', 'İçeriği göster'])
    expect(headers[1]).toHaveClass('hidden', 'md:table-cell')
    expect(headers[2]).toHaveClass('text-right')
    expect(headers[3]?.querySelector('.sr-only')).toHaveTextContent('İçeriği göster')
    expect(within(table).getByRole('button', { name: 'İçeriği göster' })).toBeInTheDocument()
  })
})
