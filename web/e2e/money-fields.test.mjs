// Money fields typed the Turkish way, with the keyboard, in the browser
// against the real binary: the coupon's amount and least basket, a sale's
// fixed price, an author's royalty per copy and an author's book price.
// '1.234,50' is 1234,50 lira and '12,5' is 12,50 lira (never 12345 or 125);
// a value that is not an amount is refused with the field's Turkish message
// and nothing is sent; the saved value comes back the Turkish way.
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
  freshIsbn13,
  strongPassword,
  desktop,
  phone,
} from './helpers.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const badAmount = 'Geçerli bir tutar girin, örn. 129,90'

/** Empties the field and types `text` key by key, as a person does. */
async function typeInto(field, text) {
  await field.click()
  await field.press('ControlOrMeta+A')
  await field.press('Backspace')
  await field.pressSequentially(text)
}

/** Counts the requests to `path` with `method` the page sends from now on. */
function countRequests(page, method, path) {
  const seen = { n: 0 }
  page.on('request', (r) => {
    if (r.method() === method && new URL(r.url()).pathname.startsWith(path)) seen.n += 1
  })
  return seen
}

/** A new approved author (applied through `page`, which stays signed in as them); returns { id, name }. */
async function approvedAuthor(page, api, name) {
  const applied = await page.request.post('/api/auth/author-application', {
    data: {
      fullName: name,
      email: uniqueEmail('para'),
      password: strongPassword,
      confirmPassword: strongPassword,
      acceptTerms: true,
    },
  })
  assert.equal(applied.status(), 201, await applied.text())
  const id = (await (await page.request.get('/api/author/me')).json()).author.id
  assert.equal((await api.request.put(`/api/admin/authors/${id}/approval`, { data: { approved: true } })).status(), 200)
  return { id, name }
}

test('money: a coupon of 12,5 ₺ off a basket of at least 1.234,50 ₺', async () => {
  const admin = await adminPage(browser, phone)
  await admin.goto('/admin/kampanyalar/kuponlar')
  await admin.getByRole('button', { name: 'Yeni Kupon' }).click()
  const dialog = admin.getByRole('dialog', { name: 'Yeni Kupon' })
  const code = `PARA${Date.now() % 100000}`
  await dialog.getByLabel('Kupon kodu').fill(code)
  await dialog.getByLabel('Kupon türü').selectOption('fixed')
  const amount = dialog.getByLabel('İndirim tutarı (₺)')
  const minBasket = dialog.getByLabel('En az sepet tutarı (₺, 0: yok)')
  const posts = countRequests(admin, 'POST', '/api/admin/coupons')
  await typeInto(amount, '12,5 TL')
  await typeInto(minBasket, '1.234,50')
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await dialog.getByText(badAmount).first().waitFor()
  assert.equal(posts.n, 0, 'a bad amount is not sent')
  await screenshot(admin, 'money-coupon-bad-phone')
  await typeInto(amount, '12,5')
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await expectToast(admin, 'Kupon kaydedildi')
  await admin.getByRole('button', { name: `${code}: Düzenle` }).click()
  const edit = admin.getByRole('dialog').filter({ has: admin.getByLabel('Kupon kodu') })
  assert.equal(await edit.getByLabel('İndirim tutarı (₺)').inputValue(), '12,50')
  assert.equal(await edit.getByLabel('En az sepet tutarı (₺, 0: yok)').inputValue(), '1.234,50')
  await screenshot(admin, 'money-coupon-saved-phone')
  assert.deepEqual(admin.jsErrors, [])
  await admin.context().close()
})

test('money: a sale at a fixed price of 1.234,50 ₺', async () => {
  const api = await adminAPI(browser)
  const title = `Para Kitabı ${Date.now() % 100000}`
  await createBook(api, { title, price: 200000 })
  const admin = await adminPage(browser, desktop)
  await admin.goto('/admin/kampanyalar')
  await admin.getByRole('button', { name: 'Yeni İndirim' }).click()
  const dialog = admin.getByRole('dialog', { name: 'Yeni İndirim' })
  const name = `Para İndirimi ${Date.now() % 100000}`
  await dialog.getByLabel('Kampanya adı').fill(name)
  await dialog.getByLabel('Kitap ara').fill(title)
  await dialog.getByRole('button', { name: `Ekle - ${title}` }).click()
  await dialog.getByRole('list', { name: 'Kitaplar' }).getByText(title).waitFor()
  await dialog.getByRole('radio', { name: 'Sabit fiyat' }).check()
  const price = dialog.getByLabel('İndirimli fiyat (₺)')
  const posts = countRequests(admin, 'POST', '/api/admin/sales')
  await typeInto(price, '1,234,50')
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await dialog.getByText(badAmount).first().waitFor()
  assert.equal(posts.n, 0, 'a bad amount is not sent')
  await typeInto(price, '1.234,50')
  await screenshot(admin, 'money-sale-form-desktop')
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await expectToast(admin, 'İndirim kaydedildi')
  await admin.getByRole('button', { name: `${name}: düzenle` }).click()
  const edit = admin.getByRole('dialog').filter({ has: admin.getByLabel('Kampanya adı') })
  assert.equal(await edit.getByLabel('İndirimli fiyat (₺)').inputValue(), '1.234,50')
  assert.deepEqual(admin.jsErrors, [])
  await admin.context().close()
  await api.context().close()
})

test("money: an author's royalty of 12,5 ₺ a copy", async () => {
  const api = await adminAPI(browser)
  const authorPage = await newPage(browser)
  const { id, name } = await approvedAuthor(authorPage, api, `Para Yazarı ${Date.now() % 100000}`)
  await authorPage.context().close()
  const admin = await adminPage(browser, desktop)
  await admin.goto(`/admin/telif/${id}`)
  await admin.getByRole('heading', { name: `Telif: ${name}` }).waitFor()
  await admin.getByRole('radio', { name: 'Adet başı sabit tutar' }).check()
  const perCopy = admin.getByLabel('Adet başı tutar (₺)')
  const puts = countRequests(admin, 'PUT', `/api/admin/authors/${id}/royalty`)
  await typeInto(perCopy, '-12,5')
  await admin.getByRole('button', { name: 'Kaydet' }).first().click()
  await admin.getByText("Adet başı telif tutarı negatif olamaz ve 100.000 TL'yi aşamaz").first().waitFor()
  assert.equal(puts.n, 0, 'a bad amount is not sent')
  await typeInto(perCopy, '12,5')
  await admin.getByRole('button', { name: 'Kaydet' }).first().click()
  await expectToast(admin, 'Telif oranı kaydedildi')
  await admin.reload()
  await admin.getByRole('heading', { name: `Telif: ${name}` }).waitFor()
  assert.equal(await admin.getByLabel('Adet başı tutar (₺)').inputValue(), '12,50')
  await screenshot(admin, 'money-royalty-saved-desktop')
  assert.deepEqual(admin.jsErrors, [])
  await admin.context().close()
  await api.context().close()
})

test("money: an author's book price of 1.234,50 ₺", async () => {
  const api = await adminAPI(browser)
  const page = await newPage(browser)
  await page.setViewportSize(phone)
  const { id: authorId } = await approvedAuthor(page, api, `Fiyat Yazarı ${Date.now() % 100000}`)
  const title = `Fiyatlı Kitap ${Date.now() % 100000}`
  const demoBook = (await (await api.request.get('/api/books')).json()).items.find((b) => b.coverUrl)
  const created = await api.request.post('/api/admin/books', {
    data: { title, isbn: freshIsbn13(), authorId, price: 12550, stock: 5, coverUrl: demoBook.coverUrl, approved: true },
  })
  assert.equal(created.status(), 201, await created.text())
  const bookId = (await created.json()).id

  await page.goto('/yazar/kitaplar')
  const card = page.locator('article', { has: page.getByRole('heading', { name: title }) })
  await card.getByRole('button', { name: `${title} kitabını düzenle` }).click()
  const edit = page.getByRole('dialog', { name: 'Kitabı Düzenle' })
  const price = edit.getByLabel('Fiyat (₺)')
  assert.equal(await price.inputValue(), '125,50')
  const puts = countRequests(page, 'PUT', `/api/author/books/${bookId}`)
  await typeInto(price, '12.34,50')
  await edit.getByRole('button', { name: 'Kaydet' }).click()
  await edit.getByText(badAmount).first().waitFor()
  assert.equal(puts.n, 0, 'a bad amount is not sent')
  await screenshot(page, 'money-author-price-bad-phone')
  await typeInto(price, '1.234,50')
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/author/books/${bookId}`) && r.request().method() === 'PUT',
  )
  await edit.getByRole('button', { name: 'Kaydet' }).click()
  const after = await (await saved).json()
  // An approved book's edit waits for the admin: the new price is the revision's.
  assert.equal((after.pendingRevision ?? after).price, 123450)
  await expectToast(page, 'Kitap güncellendi')
  await card.getByRole('button', { name: `${title} kitabını düzenle` }).click()
  assert.equal(await edit.getByLabel('Fiyat (₺)').inputValue(), '1.234,50')
  await screenshot(page, 'money-author-price-saved-phone')
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()
  await api.context().close()
})
