// Admin orders and members in the browser against the real binary: a customer
// buys a book with the simulated card (the paid order is confirmed), the admin
// ships it from /admin/siparisler with a tracking number and 'Yurtiçi Kargo',
// the customer's /siparis/{id} shows 'Kargoda' and the carrier's tracking
// link, and the admin marks it delivered. On /admin/uyeler the admin changes a
// member's role and sees the toast; taking away their own admin role is
// refused with the server's message and the select goes back.
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
import { assertAccessible } from './axe.mjs'
import {
  saveAddress,
  kadikoyAddress,
  addBookFromList,
  placeOrder,
  openHostedForm,
  payOnIyzico,
  expectPaid,
} from './checkout-steps.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

/** A paid order: an address, a book in the cart, the order, paid on iyzico's form. */
async function buyABook(page) {
  await saveAddress(page)
  const title = await addBookFromList(page)
  const orderId = await placeOrder(page, title)
  await payOnIyzico(await openHostedForm(page))
  await expectPaid(page, orderId)
  return { orderId, title }
}

test('orders: a paid order is shipped from /admin/siparisler and the customer sees Kargoda and the tracking link', async () => {
  const customer = await newPage(browser)
  const email = uniqueEmail('kargo')
  await registerMember(customer, { name: 'Deniz Okur', email })
  const { orderId, title } = await buyABook(customer)
  const number = orderId.slice(0, 8)

  const admin = await adminPage(browser)
  await admin.getByRole('navigation', { name: 'Panel menüsü' }).getByRole('link', { name: 'Siparişler' }).click()
  await admin.waitForURL((u) => u.pathname === '/admin/siparisler')
  await admin.getByRole('heading', { level: 1, name: 'Sipariş Yönetimi' }).waitFor()
  await admin.getByRole('table').waitFor()
  // Search by the customer's e-mail (on the server), then by the order number.
  await admin.getByLabel('Sipariş ara').fill(email)
  await admin.waitForURL((u) => u.searchParams.get('q') === email)
  const row = admin.locator('tr', { hasText: `#${number}` })
  await row.waitFor()
  await admin.waitForFunction(() => document.querySelectorAll('[data-testid=admin-order-row]').length === 1)
  await row.getByText('Onaylandı', { exact: true }).waitFor()
  await row.getByText('Deniz Okur').waitFor()
  await row.getByText(email).waitFor()
  await admin.getByLabel('Sipariş ara').fill(number)
  await admin.waitForURL((u) => u.searchParams.get('q') === number)
  await row.waitFor()
  await admin.getByLabel('Sipariş ara').fill('')
  await admin.waitForURL((u) => !u.searchParams.has('q'))
  await row.waitFor()
  await screenshot(admin, 'admin-orders-list')

  // Detail modal: customer, address, the book; Escape closes it.
  await row.getByRole('button', { name: `Sipariş #${number}: Detay` }).click()
  const detail = admin.getByRole('dialog', { name: `Sipariş #${number}` })
  await detail.waitFor()
  await detail.getByText(orderId).waitFor()
  await detail.getByText(title).waitFor()
  await detail.getByText(/Moda Cad\. No: 12/).waitFor()
  await detail.getByText('Henüz kargoya verilmedi').waitFor()
  await screenshot(admin, 'admin-orders-detail')
  await admin.keyboard.press('Escape')
  await detail.waitFor({ state: 'detached' })

  // Ship: the button waits for both fields.
  await row.getByRole('button', { name: `Sipariş #${number} kargoya ver` }).click()
  const ship = admin.getByRole('dialog', { name: 'Kargoya Ver' })
  await ship.waitFor()
  const submit = ship.getByRole('button', { name: 'Kargoya Ver', exact: true })
  assert.equal(await submit.isDisabled(), true)
  const tracking = `YK${Date.now()}`
  await ship.getByLabel('Kargo Takip Numarası *').fill(`  ${tracking}  `)
  assert.equal(await submit.isDisabled(), true)
  await ship.getByLabel('Kargo Firması *').selectOption('Yurtiçi Kargo')
  assert.equal(await submit.isDisabled(), false)
  await screenshot(admin, 'admin-orders-ship')
  await submit.click()
  await expectToast(admin, 'Sipariş durumu güncellendi')
  await ship.waitFor({ state: 'detached' })
  await row.getByText('Kargoda', { exact: true }).waitFor()
  await row.getByText(tracking, { exact: true }).waitFor()
  await row.getByText('Yurtiçi Kargo').waitFor()
  await screenshot(admin, 'admin-orders-shipped')

  // The customer's order page: Kargoda, the carrier and the tracking link.
  await customer.goto(`/siparis/${orderId}`)
  await customer.getByRole('heading', { level: 1, name: `Sipariş #${number}` }).waitFor()
  await customer.getByText('Kargoda', { exact: true }).first().waitFor()
  await customer.getByText(tracking, { exact: true }).waitFor()
  await customer.getByText('Yurtiçi Kargo', { exact: true }).waitFor()
  const link = customer.getByRole('link', { name: 'Kargom Nerede?' })
  const href = await link.getAttribute('href')
  assert.match(href, /^https:\/\//)
  assert.ok(href.includes(tracking), `tracking link ${href}`)
  await screenshot(customer, 'admin-orders-customer-shipped')

  // Delivered, from the admin's row: irreversible, so it asks first and says why.
  await row.getByText('Ödendi', { exact: true }).waitFor()
  await row.getByRole('button', { name: `Sipariş #${number}: Teslim edildi olarak işaretle` }).click()
  const deliver = admin.getByRole('alertdialog', { name: 'Teslim edildi olarak işaretle' })
  await deliver.getByText(/14 günlük cayma süresi bugünden başlar/).waitFor()
  await screenshot(admin, 'admin-orders-deliver-confirm')
  await deliver.getByRole('button', { name: 'Vazgeç' }).click()
  await deliver.waitFor({ state: 'detached' })
  await row.getByText('Kargoda', { exact: true }).waitFor()
  await row.getByRole('button', { name: `Sipariş #${number}: Teslim edildi olarak işaretle` }).click()
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Teslim edildi olarak işaretle' }).click()
  await expectToast(admin, 'Sipariş durumu güncellendi')
  await row.getByText('Teslim Edildi', { exact: true }).waitFor()
  assert.equal(await row.getByRole('button', { name: /iptal et/ }).count(), 0)
  await customer.reload()
  await customer.getByText('Teslim Edildi', { exact: true }).first().waitFor()

  // On a phone every order is a card with its whole number, customer and
  // payment; the page does not scroll sideways.
  await admin.setViewportSize(phone)
  const card = admin.getByTestId('admin-order-card').filter({ hasText: `#${number}` })
  await card.getByText('Ödendi', { exact: true }).waitFor()
  await card.getByRole('button', { name: `Sipariş #${number}: Detay` }).click()
  await admin
    .getByRole('dialog', { name: `Sipariş #${number}` })
    .getByRole('link', { name: 'Kargo takip sayfasını aç' })
    .waitFor()
  await screenshot(admin, 'admin-orders-phone-detail')
  await admin.keyboard.press('Escape')
  assert.equal(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true)
  await screenshot(admin, 'admin-orders-phone')

  assert.deepEqual(admin.jsErrors, [])
  assert.deepEqual(customer.jsErrors, [])
  await admin.context().close()
  await customer.context().close()
})

test('orders: an unpaid (pending) card order offers no confirm, only cancel; cancelling asks first and says what happens', async () => {
  const customer = await newPage(browser)
  await registerMember(customer, { name: 'Bekleyen Okur', email: uniqueEmail('bekleyen') })
  await saveAddress(customer, { ...kadikoyAddress, provinceId: 6, districtId: 607, line: 'Atatürk Cad. No: 5' })
  await customer.goto('/kitaplar')
  const card = customer
    .locator('article')
    .filter({ has: customer.getByRole('button', { name: 'Sepete Ekle', disabled: false }) })
    .first()
  await card.getByRole('button', { name: 'Sepete Ekle' }).click()
  await customer.goto('/sepet')
  await customer.getByRole('button', { name: 'Siparişi Tamamla' }).click()
  await customer.waitForURL((u) => u.pathname === '/odeme' && u.searchParams.has('orderId'))
  const orderId = new URL(customer.url()).searchParams.get('orderId')
  const number = orderId.slice(0, 8)

  const admin = await adminPage(browser)
  await admin.goto(`/admin/siparisler?q=${number}`)
  const row = admin.locator('tr', { hasText: `#${number}` })
  await row.getByText('Beklemede', { exact: true }).waitFor()
  await row.getByText('Ödenmedi', { exact: true }).waitFor()
  // A card order is confirmed by its verified payment, never by hand.
  assert.equal(await row.getByRole('button', { name: /onayla/i }).count(), 0)
  // The filters go to the server and stay in the address.
  await admin.getByLabel('Durum', { exact: true }).selectOption('pending')
  await admin.getByLabel('Ödeme durumu').selectOption('unpaid')
  await admin.waitForFunction(() => {
    const u = new URL(location.href)
    return u.searchParams.get('durum') === 'pending' && u.searchParams.get('odeme') === 'unpaid'
  })
  await row.getByText('Ödenmedi', { exact: true }).waitFor()
  await admin.getByLabel('Ödeme durumu').selectOption('paid')
  await admin.getByText('Aramanızla eşleşen sipariş bulunamadı.').waitFor()
  await admin.getByLabel('Ödeme durumu').selectOption('')
  await row.getByText('Ödenmedi', { exact: true }).waitFor()
  for (const [name, size] of [
    ['phone', phone],
    ['desktop', desktop],
  ]) {
    await admin.setViewportSize(size)
    await assertAccessible(admin, `admin-orders-filters-${name}`)
    await screenshot(admin, `admin-orders-filters-${name}`)
  }
  await row.getByRole('button', { name: `Sipariş #${number}: İptal Et` }).click()
  const dialog = admin.getByRole('alertdialog', { name: 'Siparişi İptal Et' })
  await dialog.getByText(/kartına iade edilir ve siparişteki kitapların stoğu geri döner/).waitFor()
  // An unpaid order's reason is optional (a paid order's is required).
  await dialog.getByLabel('İptal nedeni (isteğe bağlı, müşteriye gönderilir)').waitFor()
  await screenshot(admin, 'admin-orders-cancel')
  // 'Vazgeç' keeps the order.
  await dialog.getByRole('button', { name: 'Vazgeç' }).click()
  await dialog.waitFor({ state: 'detached' })
  await row.getByText('Beklemede', { exact: true }).waitFor()
  // The status filter goes, or the cancelled order would leave the 'Beklemede' list.
  await admin.getByLabel('Durum', { exact: true }).selectOption('')
  await admin.waitForFunction(() => !new URL(location.href).searchParams.has('durum'))
  await row.getByRole('button', { name: `Sipariş #${number}: İptal Et` }).click()
  await admin
    .getByRole('alertdialog')
    .getByLabel(/İptal nedeni/)
    .fill('Müşteri telefonla vazgeçtiğini bildirdi')
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Siparişi İptal Et' }).click()
  await expectToast(admin, 'Sipariş durumu güncellendi')
  await row.getByText('İptal Edildi', { exact: true }).waitFor()
  assert.equal(await row.getByRole('button', { name: /onayla|İptal Et|kargoya ver/ }).count(), 0)
  assert.deepEqual(admin.jsErrors, [])
  await admin.context().close()
  await customer.context().close()
})

test('members: the admin changes a role and sees the toast; their own admin role stays', async () => {
  const newcomer = await newPage(browser)
  const email = uniqueEmail('rol')
  await registerMember(newcomer, { name: 'Rol Değişen Okur', email })
  await newcomer.context().close()

  const admin = await adminPage(browser)
  await admin.goto('/admin/uyeler')
  await admin.getByRole('heading', { level: 1, name: 'Üye Yönetimi' }).waitFor()
  await admin.getByRole('table').waitFor()
  await screenshot(admin, 'admin-members-list')

  await admin.getByLabel('Üye ara').fill(email)
  await admin.waitForURL((u) => u.searchParams.get('q') === email)
  const row = admin.locator('tr', { hasText: email })
  await row.waitFor()
  await admin.waitForFunction(() => document.querySelectorAll('[data-testid=admin-member-row]').length === 1)
  await row.locator('span', { hasText: /^Kullanıcı$/ }).waitFor()
  const select = row.getByRole('combobox', { name: 'Rol Değişen Okur için rol' })
  assert.equal(await select.inputValue(), 'user')
  // A slip on the dropdown changes nothing until confirmed.
  await select.selectOption('admin')
  let ask = admin.getByRole('dialog', { name: 'Rol değişikliği' })
  await ask.getByText('Admin rolü yönetim panelindeki her şeye erişim verir.').waitFor()
  await screenshot(admin, 'admin-members-role-confirm')
  await ask.getByRole('button', { name: 'Vazgeç' }).click()
  await ask.waitFor({ state: 'detached' })
  assert.equal(await select.inputValue(), 'user')
  await select.selectOption('author')
  ask = admin.getByRole('dialog', { name: 'Rol değişikliği' })
  await ask.getByRole('button', { name: 'Rolü değiştir' }).click()
  await expectToast(admin, 'Kullanıcı rolü güncellendi')
  await row.locator('span', { hasText: /^Yazar$/ }).waitFor()
  assert.equal(await select.inputValue(), 'author')

  // Detail modal.
  await row.getByRole('button', { name: 'Rol Değişen Okur: Detay' }).click()
  const detail = admin.getByRole('dialog', { name: 'Üye Detayı' })
  await detail.getByText(email).waitFor()
  await detail.locator('span', { hasText: /^Yazar$/ }).waitFor()
  await screenshot(admin, 'admin-members-detail')
  await admin.keyboard.press('Escape')
  await detail.waitFor({ state: 'detached' })

  // The server keeps the admin's own role; the select goes back.
  await admin.getByLabel('Üye ara').fill('admin@kitapevi.test')
  const own = admin.locator('tr', { hasText: 'admin@kitapevi.test' })
  await own.waitFor()
  const ownSelect = own.getByRole('combobox')
  await ownSelect.selectOption('user')
  await admin.getByRole('dialog', { name: 'Rol değişikliği' }).getByRole('button', { name: 'Rolü değiştir' }).click()
  await expectToast(admin, 'Kendi admin rolünüzü kaldıramazsınız.')
  await admin.waitForFunction((el) => el.value === 'admin' && !el.disabled, await ownSelect.elementHandle())
  await own.locator('span', { hasText: /^Admin$/ }).waitFor()
  await screenshot(admin, 'admin-members-refused')

  // The new author is an author on the server too.
  await admin.reload()
  await admin.locator('tr', { hasText: 'admin@kitapevi.test' }).waitFor()
  assert.equal(
    await admin.locator('tr', { hasText: 'admin@kitapevi.test' }).getByRole('combobox').inputValue(),
    'admin',
  )
  assert.deepEqual(admin.jsErrors, [])
  await admin.context().close()
})
