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
import { saveAddress, addBookFromList, placeOrder, openHostedForm, payOnIyzico, expectPaid } from './checkout-steps.mjs'

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
  await admin.waitForFunction(() => {
    const u = new URL(location.href)
    return u.searchParams.get('durum') === 'pending' && u.searchParams.get('odeme') === 'unpaid'
  })
  await admin.waitForURL((u) => u.searchParams.get('durum') === 'pending' && u.searchParams.get('odeme') === 'unpaid')
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
  await screenshot(admin, 'admin-orders-cancel')
  // 'Vazgeç' keeps the order.
  await dialog.getByRole('button', { name: 'Vazgeç' }).click()
  await dialog.waitFor({ state: 'detached' })
  await row.getByText('Beklemede', { exact: true }).waitFor()
  await row.getByRole('button', { name: `Sipariş #${number}: İptal Et` }).click()
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
