// Returns and the 14-day withdrawal in the browser against the real binary:
// a member buys two books, the admin ships and delivers the
// order, the member returns one book from /siparis/{id} ('İade / Cayma
// Talebi', the last day shown), the admin receives it as intact and refunds
// it from /admin/iadeler, the member sees 'İade edildi' and the amount, the
// book's stock is back and the mails are in the outbox. And a member cancels
// a paid, unshipped order ('Siparişi İptal Et', confirm dialog): refunded at
// the simulator.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, newPage, screenshot, uniqueEmail, expectToast, adminPage, registerMember } from './helpers.mjs'
import { saveAddress, placeOrder, openHostedForm, payOnIyzico, expectPaid } from './checkout-steps.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

/** From /kitaplar: the first `n` books in stock into the cart; returns their titles. */
async function addBooks(page, n) {
  await page.goto('/kitaplar')
  const cards = page
    .locator('article')
    .filter({ has: page.getByRole('button', { name: 'Sepete Ekle', disabled: false }) })
  await cards.first().waitFor()
  const titles = []
  for (let i = 0; i < n; i++) {
    const card = cards.nth(i)
    const title = (await card.getByRole('heading').first().innerText()).trim()
    await card.getByRole('button', { name: 'Sepete Ekle' }).click()
    await expectToast(page, `${title} sepete eklendi!`)
    titles.push(title)
  }
  return titles
}

async function buy(page, n) {
  await saveAddress(page)
  const titles = await addBooks(page, n)
  const orderId = await placeOrder(page, titles[0])
  await payOnIyzico(await openHostedForm(page))
  await expectPaid(page, orderId)
  return { orderId, titles }
}

async function simPayment(orderId) {
  const list = await (await fetch(`${process.env.E2E_IYZICO_URL}/_sim/payments`)).json()
  return list.find((p) => p.conversationId === orderId && p.state === 'paid')
}

test('returns: one book of two is returned, received and refunded; the shopper sees İade edildi', async () => {
  const customer = await newPage(browser)
  const email = uniqueEmail('iade')
  await registerMember(customer, { name: 'Deniz Okur', email })
  const { orderId, titles } = await buy(customer, 2)
  const number = orderId.slice(0, 8)
  const order = await (await customer.request.get(`/api/orders/${orderId}`)).json()
  const returned = order.items.find((it) => it.title === titles[0])
  const stockBefore = (await (await customer.request.get(`/api/books/${returned.bookId}`)).json()).stock

  // The admin ships and delivers it.
  const admin = await adminPage(browser)
  await admin.goto(`/admin/siparisler?q=${number}`)
  const row = admin.locator('tr', { hasText: `#${number}` })
  await row.getByRole('button', { name: `Sipariş #${number} kargoya ver` }).click()
  const ship = admin.getByRole('dialog', { name: 'Kargoya Ver' })
  await ship.getByLabel('Kargo Takip Numarası *').fill(`AR${Date.now()}`)
  await ship.getByLabel('Kargo Firması *').selectOption('Aras Kargo')
  await ship.getByRole('button', { name: 'Kargoya Ver', exact: true }).click()
  await expectToast(admin, 'Sipariş durumu güncellendi')
  // Irreversible (the withdrawal clock starts): it asks first.
  await row.getByRole('button', { name: `Sipariş #${number}: Teslim edildi olarak işaretle` }).click()
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Teslim edildi olarak işaretle' }).click()
  await expectToast(admin, 'Sipariş durumu güncellendi')

  // The shopper: no cancel any more; the withdrawal with its last day.
  await customer.goto(`/siparis/${orderId}`)
  await customer.getByRole('heading', { name: 'İade ve Cayma' }).waitFor()
  assert.equal(await customer.getByRole('button', { name: 'Siparişi İptal Et' }).count(), 0)
  await customer.getByText(/tarihine kadar kullanabilirsiniz/).waitFor()
  await customer.getByRole('button', { name: 'İade / Cayma Talebi' }).click()
  const form = customer.getByRole('dialog', { name: 'İade / Cayma Talebi' })
  await form.waitFor()
  // Nothing chosen: the form says so and sends nothing.
  await form.getByRole('button', { name: 'Talebi Gönder' }).click()
  await form.getByRole('alert').getByText('İade etmek istediğiniz en az bir kitap seçin.').waitFor()
  await form.getByLabel(`${titles[0]} için iade adedi`).selectOption('1')
  await form.getByLabel('İade nedeni (isteğe bağlı)').selectOption({ label: 'Fikrimi değiştim' })
  await form.getByLabel('Not (isteğe bağlı)').fill('Aynısı hediye geldi.')
  await screenshot(customer, 'returns-request-form')
  await form.getByRole('button', { name: 'Talebi Gönder' }).click()
  await expectToast(customer, 'İade talebiniz alındı')
  const card = customer.getByTestId('return-request')
  await card.getByText('Talep alındı', { exact: true }).waitFor()
  await card.getByText(/İade kodunuz: IAD-/).waitFor()
  await screenshot(customer, 'returns-requested')
  await customer.setViewportSize({ width: 390, height: 844 })
  await screenshot(customer, 'returns-requested-phone')
  await customer.setViewportSize({ width: 1280, height: 900 })

  // The admin: /admin/iadeler, filtered by state; receive as intact; refund.
  await admin.getByRole('navigation', { name: 'Panel menüsü' }).getByRole('link', { name: 'İadeler' }).click()
  await admin.waitForURL((u) => u.pathname === '/admin/iadeler')
  // The orders page (with its own 'Durum' filter) has gone.
  await admin.locator('#order-filter-status').waitFor({ state: 'detached' })
  await admin.getByLabel('Durum').selectOption('requested')
  await admin.waitForURL((u) => u.searchParams.get('durum') === 'requested')
  const ret = admin.getByTestId('admin-return-row').filter({ hasText: email })
  await ret.getByText('Talep alındı', { exact: true }).waitFor()
  // The customer's reason and note, readable at both widths.
  const why = ret.getByTestId('admin-return-reason')
  assert.match(await why.innerText(), /Neden: Fikrimi değiştim/)
  assert.match(await why.innerText(), /Aynısı hediye geldi\./)
  await screenshot(admin, 'returns-admin-list')
  await admin.setViewportSize({ width: 390, height: 844 })
  assert.equal(await why.isVisible(), true, 'the reason shows on a phone')
  await screenshot(admin, 'returns-admin-list-phone')
  await admin.setViewportSize({ width: 1280, height: 900 })
  await ret.getByRole('button', { name: 'Teslim Alındı' }).click()
  const receive = admin.getByRole('dialog', { name: 'Ürünler teslim alındı' })
  await receive.getByLabel('Sağlam (stoğa geri döner)').check()
  await receive.getByRole('button', { name: 'Onayla' }).click()
  await expectToast(admin, 'İade talebi güncellendi')
  await admin.getByLabel('Durum').selectOption('')
  await ret.getByText('Teslim alındı', { exact: true }).waitFor()
  await ret.getByRole('button', { name: 'İade Et' }).click()
  const refund = admin.getByRole('dialog', { name: 'İadeyi öde' })
  await refund.waitFor()
  await screenshot(admin, 'returns-admin-refund')
  await refund.getByRole('button', { name: 'İade Et' }).click()
  await expectToast(admin, 'İade talebi güncellendi')
  await ret.getByText('İade edildi', { exact: true }).waitFor()
  await screenshot(admin, 'returns-admin-refunded')
  await admin.setViewportSize({ width: 390, height: 844 })
  await screenshot(admin, 'returns-admin-phone')

  // The shopper sees İade edildi and the amount; the stock is back; the simulator refunded the book's price.
  await customer.reload()
  await card.getByText('İade edildi', { exact: true }).waitFor()
  const amount = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(returned.price / 100)
  await card.locator('strong', { hasText: amount }).waitFor()
  await screenshot(customer, 'returns-refunded')
  const stockAfter = (await (await customer.request.get(`/api/books/${returned.bookId}`)).json()).stock
  assert.equal(stockAfter, stockBefore + 1)
  const paid = await simPayment(orderId)
  assert.equal(paid.refundedAmount, returned.price)
  assert.equal(paid.refunds, 1)

  // The mails: requested, received, refunded.
  const mails = await (await admin.request.get('/api/admin/mails?pageSize=48')).json()
  const kinds = mails.items.filter((m) => m.to === email && m.kind === 'return-update').map((m) => m.subject)
  for (const s of ['Talep alındı', 'Teslim alındı', 'İade edildi']) {
    assert.ok(
      kinds.some((k) => k.includes(s)),
      `mail ${s} in ${kinds}`,
    )
  }
})

test('returns: a paid order not yet shipped is cancelled by the shopper and refunded', async () => {
  const customer = await newPage(browser)
  await registerMember(customer, { name: 'Deniz Okur', email: uniqueEmail('iptal') })
  const { orderId } = await buy(customer, 1)
  await customer.goto(`/siparis/${orderId}`)
  await customer.getByRole('button', { name: 'Siparişi İptal Et' }).click()
  const dialog = customer.getByRole('alertdialog', { name: 'Siparişi iptal et' })
  await dialog.getByText(/kartınıza iade edilir/).waitFor()
  await screenshot(customer, 'returns-cancel-dialog')
  await dialog.getByRole('button', { name: 'Evet, iptal et' }).click()
  await expectToast(customer, 'Siparişiniz iptal edildi')
  await customer.getByText('İptal Edildi', { exact: true }).first().waitFor()
  assert.equal(await customer.getByRole('button', { name: 'Siparişi İptal Et' }).count(), 0)
  await screenshot(customer, 'returns-cancelled')
  const order = await (await customer.request.get(`/api/orders/${orderId}`)).json()
  const paid = await simPayment(orderId)
  assert.equal(paid.refundedAmount, order.total)
})
