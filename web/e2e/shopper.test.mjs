// A new shopper's surprises, on a phone and a desktop: the book page's
// 'Sepete Ekle' replaces the cart's quantity (the product's rule) but now
// starts from it, reads 'Sepeti Güncelle' and says the new quantity; the
// cart says why + stops and shows the 20-book cap; a stock alert already
// set says so and can be taken back; a guest opening the cart is told why
// they must sign in. Screenshots at both widths; axe on the touched pages.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import {
  launch,
  newPage,
  screenshot,
  expectToast,
  registerMember,
  adminAPI,
  createBook,
  phone,
  desktop,
} from './helpers.mjs'
import { assertAccessible } from './axe.mjs'

let browser
let books
before(async () => {
  browser = await launch()
  const admin = await adminAPI(browser)
  const stamp = Date.now()
  books = {
    plenty: await createBook(admin, { title: `Bol Stoklu Roman ${stamp}`, price: 5000, stock: 30 }),
    none: await createBook(admin, { title: `Tükenmiş Roman ${stamp}`, price: 5000, stock: 0 }),
  }
  await admin.context().close()
})
after(async () => {
  await browser?.close()
})

for (const [name, size] of [
  ['phone', phone],
  ['desktop', desktop],
]) {
  test(`book page on a ${name}: the cart's quantity is preselected, the button says 'Sepeti Güncelle', the toast the new quantity`, async () => {
    const page = await newPage(browser)
    await page.setViewportSize(size)
    await registerMember(page)
    const { id, title } = books.plenty
    await page.goto(`/kitap/${id}`)
    const qty = page.getByLabel('Adet')
    assert.equal(await qty.inputValue(), '1')
    await qty.selectOption('10')
    // The purchase panel's button comes first (the related books' cards follow).
    await page.getByRole('button', { name: 'Sepete Ekle' }).first().click()
    await expectToast(page, `${title} sepete eklendi!`)

    // Back on the book page: 10 is selected and the button says it replaces.
    await page.reload()
    await page.getByRole('button', { name: 'Sepeti Güncelle' }).waitFor()
    assert.equal(await page.getByLabel('Adet').inputValue(), '10')
    await screenshot(page, `shopper-book-in-cart-${name}`)
    await assertAccessible(page, `/kitap (in cart, ${name})`)
    await page.getByLabel('Adet').selectOption('2')
    await page.getByRole('button', { name: 'Sepeti Güncelle' }).click()
    await expectToast(page, `${title}: sepetinizde artık 2 adet var.`)

    // The cart: + at the 10-copy cap says why; the order cap is shown.
    await page.getByLabel('Adet').selectOption('10')
    await page.getByRole('button', { name: 'Sepeti Güncelle' }).click()
    await expectToast(page, `${title}: sepetinizde artık 10 adet var.`)
    await page.goto('/sepet')
    await page.getByRole('link', { name: title }).waitFor()
    const plus = page.getByRole('button', { name: 'Miktarı artır' })
    assert.equal(await plus.isDisabled(), true)
    await page.getByText('En fazla 10 adet', { exact: true }).waitFor()
    await page.getByText('Bir siparişte en fazla 20 kitap alınabilir (sepetinizde 10 kitap var).').waitFor()
    await screenshot(page, `shopper-cart-limits-${name}`)
    await assertAccessible(page, `/sepet (limits, ${name})`)
    assert.deepEqual(page.jsErrors, [])
    await page.context().close()
  })
}

test("a stock alert already set shows 'Haber verilecek ✓ · Vazgeç', also after a reload, and can be taken back", async () => {
  const page = await newPage(browser)
  await page.setViewportSize(phone)
  await registerMember(page)
  await page.goto(`/kitap/${books.none.id}`)
  await page.getByRole('button', { name: 'Stoğa girince haber ver' }).click()
  await expectToast(page, 'Stok geldiğinde size haber vereceğiz.')
  await page.getByText('Haber verilecek ✓').waitFor()
  await page.reload()
  await page.getByText('Haber verilecek ✓').waitFor()
  await screenshot(page, 'shopper-stock-alert-set-phone')
  await assertAccessible(page, '/kitap (stock alert set)')
  await page.getByRole('button', { name: 'Vazgeç' }).click()
  await page.getByRole('button', { name: 'Stoğa girince haber ver' }).waitFor()
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()
})

test("a guest opening the cart is told 'Sipariş vermek için giriş yapmalısınız.'", async () => {
  const page = await newPage(browser)
  await page.goto('/sepet')
  await expectToast(page, 'Sipariş vermek için giriş yapmalısınız.')
  await page.waitForURL((u) => u.pathname === '/giris')
  await page.context().close()
})
