// A refund whose answer from iyzico never comes, in the browser against the
// real binary and the simulator as its own process: iyzico answers 500 to
// the refund of a member's cancellation. The member is told 'İade işlemi
// sürüyor' (not the payment's message), the order page says so instead of
// the cancel button, and the admin's order detail shows the refund with
// since when and iyzico's last answer. Reconciliation then settles it (its
// cases are in internal/httpapi/refund_faults_test.go).
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import {
  launch,
  newPage,
  screenshot,
  uniqueEmail,
  expectToast,
  adminPage,
  registerMember,
  phone,
  desktop,
} from './helpers.mjs'
import { saveAddress, addBookFromList, placeOrder, openHostedForm, payOnIyzico, expectPaid } from './checkout-steps.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await fetch(`${process.env.E2E_IYZICO_URL}/_sim/faults`, { method: 'DELETE' })
  await browser?.close()
})

test('refunds: a refund iyzico never answered shows İade işlemi sürüyor to the member and the admin', async () => {
  const customer = await newPage(browser)
  await registerMember(customer, { name: 'Deniz Okur', email: uniqueEmail('iade-suruyor') })
  await saveAddress(customer)
  const title = await addBookFromList(customer)
  const orderId = await placeOrder(customer, title)
  await payOnIyzico(await openHostedForm(customer))
  await expectPaid(customer, orderId)
  const number = orderId.slice(0, 8)

  const res = await fetch(`${process.env.E2E_IYZICO_URL}/_sim/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ endpoint: 'refund', status: 500, count: 50 }),
  })
  assert.equal(res.status, 201)

  await customer.goto(`/siparis/${orderId}`)
  await customer.getByRole('button', { name: 'Siparişi İptal Et' }).click()
  const dialog = customer.getByRole('alertdialog', { name: 'Siparişi iptal et' })
  await dialog.getByRole('button', { name: 'Evet, iptal et' }).click()
  await expectToast(
    customer,
    "İade işlemi sürüyor. Sonucu iyzico'dan alınınca sipariş güncellenecek; lütfen daha sonra sayfayı yenileyin.",
  )
  await customer.getByTestId('refund-pending').waitFor()
  assert.equal(await customer.getByRole('button', { name: 'Siparişi İptal Et' }).count(), 0)
  assert.equal(await customer.getByText('Bu siparişin ödemesi şu anda işleniyor', { exact: false }).count(), 0)
  for (const [name, size] of [
    ['phone', phone],
    ['desktop', desktop],
  ]) {
    await customer.setViewportSize(size)
    await screenshot(customer, `refund-pending-member-${name}`)
  }

  for (const [name, size] of [
    ['phone', phone],
    ['desktop', desktop],
  ]) {
    const admin = await adminPage(browser, size)
    await admin.goto(`/admin/siparisler?q=${number}`)
    const row = admin.locator('tr', { hasText: `#${number}` }).or(admin.locator('li', { hasText: `#${number}` }))
    await row
      .getByRole('button', { name: `Sipariş #${number}: Detay` })
      .first()
      .click()
    const detail = admin.getByRole('dialog', { name: `Sipariş #${number}` })
    const notice = detail.getByTestId('pending-refund')
    await notice.getByRole('heading', { name: /İade işlemi sürüyor/ }).waitFor()
    await notice.getByText(/HTTP 500/).waitFor()
    await screenshot(admin, `refund-pending-admin-${name}`)
    await admin.context().close()
  }
})
