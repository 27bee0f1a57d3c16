import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fmt, tr } from '@/i18n'
import { renderRoutes } from '@/app/render-routes'
import { json, stubApi } from '@/test/render'
import { adminOrder as order, confirmedId, pendingId, shippedId } from '@/test/orders'
import { adminUser as admin } from './admin-test-user'
import { trPanels } from '@/i18n/panels'

afterEach(() => vi.unstubAllGlobals())

const m = trPanels.adminOrders

function server(details: Record<string, ReturnType<typeof order>>) {
  const all = [order(pendingId, 'pending'), details[confirmedId]!, details[shippedId]!]
  return stubApi({
    '/api/auth/me': () => json(200, { user: admin }),
    '/api/admin/orders': () => json(200, { items: all, total: 3, page: 1, pageSize: 20 }),
    [`/api/admin/orders/${pendingId}`]: () => json(200, all[0]),
    [`/api/admin/orders/${confirmedId}`]: () => json(200, details[confirmedId]),
    [`/api/admin/orders/${shippedId}`]: () => json(200, details[shippedId]),
  })
}

function rowOf(number: string) {
  return within(screen.getByRole('table')).getByText(`#${number}`).closest('tr')!
}

// The billing party frozen on an order, in the admin's order detail.
describe('AdminOrdersPage: billing party', () => {
  it('shows the billing party frozen on the order in full: Kurumsal with its VKN, or a person whose address is the delivery one', async () => {
    const corporate = {
      invoiceType: 'corporate',
      invoiceLabel: 'Kurumsal',
      name: 'Okur Yayıncılık A.Ş.',
      tckn: '',
      vkn: '1234567890',
      taxOffice: 'Çankaya',
      deliveryAddress: 'Moda Cad. No: 12\nKadıköy / İstanbul',
      billingAddress: 'Atatürk Blv. No: 100\nÇankaya / Ankara',
      invoiceProfile: 'TEMELFATURA',
      profileLabel: 'e-Fatura',
      taxpayerCheck: 'answered',
    }
    server({
      [confirmedId]: order(confirmedId, 'confirmed', { parties: corporate }),
      [shippedId]: order(shippedId, 'shipped', {
        parties: {
          ...corporate,
          invoiceType: 'individual',
          invoiceLabel: 'Bireysel',
          name: 'Deniz Okur',
          tckn: '10000000146',
          vkn: '',
          taxOffice: '',
          billingAddress: 'Moda Cad. No: 12\nKadıköy / İstanbul',
          invoiceProfile: 'EARSIVFATURA',
          profileLabel: 'e-Arşiv',
          taxpayerCheck: 'not_needed',
        },
      }),
    })
    renderRoutes('/admin/siparisler')
    await screen.findByRole('table')
    const open = async (id: string) => {
      const number = id.slice(0, 8)
      await userEvent.click(within(rowOf(number)).getByRole('button', { name: fmt(m.viewLabel, { number }) }))
      return within(await screen.findByRole('dialog', { name: fmt(m.detailTitle, { number }) }))
    }
    const company = await open(confirmedId)
    const party = await company.findByTestId('admin-billing-party')
    expect(party).toHaveTextContent('Kurumsal: Okur Yayıncılık A.Ş.')
    expect(party).toHaveTextContent(`${tr.addresses.taxId}: 1234567890 · ${tr.addresses.taxOffice}: Çankaya`)
    expect(party).toHaveTextContent('Atatürk Blv. No: 100')
    expect(party).toHaveTextContent(`${tr.addresses.invoiceProfile}: e-Fatura`)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    const person = await open(shippedId)
    const personParty = await person.findByTestId('admin-billing-party')
    expect(personParty).toHaveTextContent('Bireysel: Deniz Okur')
    expect(personParty).toHaveTextContent(`${tr.addresses.nationalId}: 10000000146`)
    expect(personParty).toHaveTextContent(`${tr.addresses.billingAddress}: ${tr.addresses.billingSameAsDelivery}`)
    expect(personParty).toHaveTextContent(`${tr.addresses.invoiceProfile}: e-Arşiv`)
    expect(personParty).not.toHaveTextContent(tr.addresses.profileUnchecked)
    // An order placed before the address book has none.
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const old = await open(pendingId)
    await old.findByText(m.total)
    expect(old.queryByTestId('admin-billing-party')).not.toBeInTheDocument()
  }, 30_000)
})
