// KDV in the browser against the real binary, at a desktop and a phone: the
// admin gives a book its own class ('%20') in the book form, a member buys
// it with the simulated card, and the admin's order page shows the line's
// KDV and the order's KDV per rate; the settings page has the KDV card.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import {
  launch,
  newPage,
  screenshot,
  uniqueEmail,
  expectToast,
  adminPage,
  adminAPI,
  createBook,
  registerMember,
  phone,
  desktop,
} from './helpers.mjs'
import { saveAddress, placeOrder, openHostedForm, payOnIyzico, expectPaid } from './checkout-steps.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

for (const [name, viewport] of [
  ['desktop', desktop],
  ['phone', phone],
]) {
  test(`kdv (${name}): the admin sets a book to %20, a member buys it, the order page shows its KDV`, async () => {
    const api = await adminAPI(browser)
    const title = `KDV Kitabı ${name} ${Date.now() % 100000}`
    const { id } = await createBook(api, { title, price: 12000, stock: 5 }) // 120 ₺: 20 ₺ of it is KDV at 20 %

    // The book form: 'KDV' starts on the shop's default, the admin picks %20.
    const admin = await adminPage(browser, viewport)
    await admin.goto('/admin/kitaplar')
    await admin.getByLabel('Kitap ara').fill(title)
    const item = admin.locator(viewport === phone ? '[data-testid=admin-book-card]' : '[data-testid=admin-book-row]', {
      hasText: title,
    })
    await item.getByRole('button', { name: 'Düzenle' }).click()
    const edit = admin.getByRole('dialog', { name: 'Kitabı Düzenle' })
    const kdv = edit.getByLabel('KDV', { exact: true })
    await edit
      .getByRole('option', { name: 'Mağaza varsayılanı (%0 — 335 Basılı kitap)' })
      .waitFor({ state: 'attached' })
    assert.equal(await kdv.inputValue(), '')
    await kdv.selectOption({ label: '%20' })
    await kdv.scrollIntoViewIfNeeded()
    await screenshot(admin, `kdv-book-form-${name}`)
    await edit.getByRole('button', { name: 'Kaydet' }).click()
    await expectToast(admin, 'Kitap güncellendi')
    const saved = await (await api.request.get(`/api/admin/books/${id}`)).json()
    assert.equal(saved.kdvRate, 20)

    // A member buys one copy (120 ₺, above the free-shipping threshold).
    const member = await newPage(browser)
    await member.setViewportSize(viewport)
    await registerMember(member, { email: uniqueEmail('kdv') })
    await saveAddress(member)
    const added = await member.request.put(`/api/cart/items/${id}`, { data: { quantity: 1 } })
    assert.equal(added.status(), 200, await added.text())
    const orderId = await placeOrder(member, title)
    await payOnIyzico(await openHostedForm(member))
    await expectPaid(member, orderId)
    const number = orderId.slice(0, 8)

    // The admin's order page: the line's rate and KDV, and the totals per rate.
    await admin.goto(`/admin/siparisler?q=${number}`)
    const row = admin.locator(viewport === phone ? '[data-testid=admin-order-card]' : '[data-testid=admin-order-row]', {
      hasText: `#${number}`,
    })
    await row.getByRole('button', { name: `Sipariş #${number}: Detay` }).click()
    const detail = admin.getByRole('dialog', { name: `Sipariş #${number}` })
    await detail.getByText(title).waitFor()
    const line = detail.getByTestId('admin-order-item').filter({ hasText: title })
    assert.equal((await line.getByTestId('admin-order-item-kdv').innerText()).replace(/\s/g, ' '), 'KDV %20: ₺20,00')
    const totals = detail.getByTestId('admin-order-kdv-totals')
    await totals.getByText('KDV %20').waitFor()
    await totals.getByText('(Matrah ₺100,00)').waitFor()
    await totals.getByText('Toplam KDV').waitFor()
    await totals.scrollIntoViewIfNeeded()
    await screenshot(admin, `kdv-order-detail-${name}`)
    await admin.keyboard.press('Escape')

    // The settings page's KDV card, with the defaults.
    await admin.goto('/admin/ayarlar')
    const card = admin.getByRole('region', { name: 'KDV' })
    assert.equal(await card.getByLabel('Kitaplar için varsayılan sınıf').inputValue(), '0:335')
    assert.equal(await card.getByLabel('Kargo KDV’si').inputValue(), '20')
    await card.scrollIntoViewIfNeeded()
    await screenshot(admin, `kdv-settings-${name}`)

    assert.deepEqual(admin.jsErrors, [])
    assert.deepEqual(member.jsErrors, [])
    await member.context().close()
    await admin.context().close()
    await api.context().close()
  })
}
