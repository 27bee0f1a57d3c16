// Campaigns in the browser against the real binary: the admin
// creates a sale on /admin/kampanyalar (a bad percentage first, refused with
// its message); the shop then shows the sale price with the 30-day lowest
// price struck through and the cut on the card and the book page, with the
// '30 gün içindeki en düşük fiyat' line; the cart charges the sale price.
// Phone (390) and desktop (1280) screenshots.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { assertAccessible } from './axe.mjs'
import {
  launch,
  newPage,
  screenshot,
  expectToast,
  registerMember,
  adminPage,
  adminAPI,
  createBook,
  phone,
  desktop,
} from './helpers.mjs'
import { saveAddress, placeOrder, contracts, openHostedForm, payOnIyzico, expectPaid } from './checkout-steps.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

test('sales: the admin starts a sale; cards, the book page and the cart show it', async () => {
  // A fresh book at 200 ₺ (API), so no other test's cart or sale touches it.
  const api = await adminAPI(browser)
  const title = `Kampanya Kitabı ${Date.now() % 100000}`
  const { id: bookId } = await createBook(api, { title, price: 20000 })

  // The admin: a refused percentage, then a 25 % sale on the book.
  const admin = await adminPage(browser, desktop)
  await admin.getByRole('link', { name: 'Kampanyalar' }).click()
  await admin.getByRole('heading', { level: 1, name: 'Kampanyalar' }).waitFor()
  await admin
    .getByText(/müşteri için en düşük fiyat uygulanır/)
    .first()
    .waitFor()
  await admin.getByRole('button', { name: 'Yeni İndirim' }).click()
  const dialog = admin.getByRole('dialog', { name: 'Yeni İndirim' })
  await dialog.getByLabel('Kampanya adı').fill('Kış Okumaları')
  await dialog.getByLabel('Kitap ara').fill(title)
  await dialog.getByRole('button', { name: `Ekle - ${title}` }).click()
  await dialog.getByRole('list', { name: 'Kitaplar' }).getByText(title).waitFor()
  await dialog.getByLabel('İndirim oranı (%)').fill('100')
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await dialog.getByText('İndirim oranı 1 ile 99 arasında olmalıdır').first().waitFor()
  await dialog.getByLabel('İndirim oranı (%)').fill('25')
  await screenshot(admin, 'campaigns-sale-form-desktop')
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await expectToast(admin, 'İndirim kaydedildi')
  const row = admin.getByRole('row', { name: /Kış Okumaları/ })
  await row.waitFor()
  assert.match(await row.innerText(), /%25/)
  assert.match(await row.innerText(), /Devam ediyor/)
  await screenshot(admin, 'campaigns-admin-desktop')
  await assertAccessible(admin, 'admin campaigns')
  await admin.setViewportSize(phone)
  await screenshot(admin, 'campaigns-admin-phone')

  // The shop: the card and the book page, at both widths.
  const guest = await newPage(browser)
  for (const [viewport, label] of [
    [desktop, 'desktop'],
    [phone, 'phone'],
  ]) {
    await guest.setViewportSize(viewport)
    await guest.goto(`/kitaplar?q=${encodeURIComponent(title)}`)
    const card = guest.locator('article').filter({ has: guest.getByRole('heading', { name: title }) })
    await card.waitFor()
    const price = card.getByTestId('sale-price')
    assert.match(await price.innerText(), /₺150,00/)
    assert.match(await price.locator('del').innerText(), /₺200,00/)
    assert.match(await price.innerText(), /%25 indirim/)
    await screenshot(guest, `campaigns-card-${label}`)

    await guest.goto(`/kitap/${bookId}`)
    await guest.getByRole('heading', { level: 1, name: title }).waitFor()
    const detail = guest.getByTestId('sale-price')
    assert.match(await detail.innerText(), /₺150,00/)
    assert.match(await detail.locator('del').innerText(), /₺200,00/)
    assert.match(await detail.innerText(), /%25 indirim/)
    await guest.getByText('30 gün içindeki en düşük fiyat: ₺200,00').waitFor()
    await guest.getByText(/Kampanya .* tarihine kadar geçerli/).waitFor()
    await screenshot(guest, `campaigns-book-${label}`)
  }
  await assertAccessible(guest, 'book on sale')
  // The JSON-LD offer is the price charged, with its validity.
  const ld = await guest.locator('script[type="application/ld+json"]').allInnerTexts()
  const offer = ld.map((s) => JSON.parse(s)).find((o) => o['@type'] === 'Book')?.offers
  assert.equal(offer?.price, '150.00')
  assert.match(offer?.priceValidUntil ?? '', /^\d{4}-\d{2}-\d{2}$/)

  // The cart charges the sale price.
  const member = await newPage(browser)
  await member.setViewportSize(phone)
  await registerMember(member)
  assert.equal((await member.request.put(`/api/cart/items/${bookId}`, { data: { quantity: 2 } })).status(), 200)
  await member.goto('/sepet')
  await member.getByRole('link', { name: title }).waitFor()
  const line = member.locator('li').filter({ has: member.getByRole('link', { name: title }) })
  assert.match(await line.innerText(), /₺150,00/)
  assert.match(await line.innerText(), /₺300,00/)
  await screenshot(member, 'campaigns-cart-phone')

  for (const p of [admin, guest, member]) assert.deepEqual(p.jsErrors, [])
})

test('coupons: the admin creates a code; a wrong code then the right one on /sepet, /odeme, payment, the paid order and the usage', async () => {
  const api = await adminAPI(browser)
  const book = await createBook(api, { title: `Kupon Kitabı ${Date.now() % 100000}`, price: 12000 })
  const code = `OKU${Date.now() % 100000}`

  // The admin: a 25 ₺ coupon, at most 5 uses, 1 per member.
  const admin = await adminPage(browser, desktop)
  await admin.goto('/admin/kampanyalar/kuponlar')
  await admin.getByRole('button', { name: 'Yeni Kupon' }).click()
  const dialog = admin.getByRole('dialog', { name: 'Yeni Kupon' })
  await dialog.getByLabel('Kupon kodu').fill(code.toLowerCase())
  await dialog.getByLabel('Kupon türü').selectOption('fixed')
  await dialog.getByLabel('İndirim tutarı (₺)').fill('25')
  await dialog.getByLabel('Toplam kullanım sınırı (0: sınırsız)').fill('5')
  await dialog.getByLabel('Üye başına kullanım sınırı (0: sınırsız)').fill('1')
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await expectToast(admin, 'Kupon kaydedildi')
  await admin.getByRole('row', { name: new RegExp(code) }).waitFor()

  // The member: a wrong code, then the right one in lower case with spaces.
  const member = await newPage(browser)
  await registerMember(member)
  await saveAddress(member)
  assert.equal((await member.request.put(`/api/cart/items/${book.id}`, { data: { quantity: 1 } })).status(), 200)
  for (const [viewport, label] of [
    [phone, 'phone'],
    [desktop, 'desktop'],
  ]) {
    await member.setViewportSize(viewport)
    await member.goto('/sepet')
    await member.getByRole('link', { name: book.title }).waitFor()
    if (label === 'phone') {
      await member.getByLabel('Kupon kodu').fill('YANLIS')
      await member.getByRole('button', { name: 'Uygula' }).click()
      await member.getByText('Kupon kodu geçersiz.').waitFor()
      await member.getByLabel('Kupon kodu').fill(` ${code.toLowerCase().slice(0, 2)} ${code.slice(2)} `)
      await member.getByRole('button', { name: 'Uygula' }).click()
      await expectToast(member, 'Kupon uygulandı')
    }
    const discount = member.getByTestId('cart-discount')
    await discount.waitFor()
    assert.match(await discount.innerText(), /₺25,00/)
    // 120 − 25 = 95 < 100: shipping is charged, and the cart says the threshold counts after the discount.
    await member.getByText(/kupon indirimi düşüldükten sonraki tutara göre/).waitFor()
    await screenshot(member, `campaigns-cart-coupon-${label}`)
  }

  const orderId = await placeOrder(member, book.title)
  const odemeDiscount = member.getByTestId('order-discount')
  await odemeDiscount.waitFor()
  assert.match(await odemeDiscount.innerText(), /₺25,00/)
  await contracts(member, book.title)
  assert.match(await member.getByRole('region', { name: 'Ön Bilgilendirme Formu' }).innerText(), /Kupon indirimi/)
  await screenshot(member, 'campaigns-odeme-desktop')
  await payOnIyzico(await openHostedForm(member))
  await expectPaid(member, orderId)
  await member.goto(`/siparis/${orderId}`)
  const paidDiscount = member.getByTestId('order-discount')
  await paidDiscount.waitFor()
  assert.match(await paidDiscount.innerText(), /₺25,00/)
  assert.match(await member.locator('main').innerText(), /₺110,00/) // 95 + 15 shipping
  await screenshot(member, 'campaigns-order-desktop')

  // The admin sees the use.
  await admin.reload()
  const row = admin.getByRole('row', { name: new RegExp(code) })
  await row.getByText('1 sipariş · ₺25,00 indirim').waitFor()
  await screenshot(admin, 'campaigns-coupons-admin-desktop')
  await assertAccessible(admin, 'admin coupons')
  for (const p of [admin, member]) assert.deepEqual(p.jsErrors, [])
})

test('coupons: restricted to an author, edited to one book; on /sepet it takes money off that book only', async () => {
  const api = await adminAPI(browser)
  const authorName = (await (await api.request.get('/api/books')).json()).items.find((b) => b.coverUrl).authorName
  const covered = await createBook(api, { title: `Kapsamlı Kitap ${Date.now() % 100000}`, price: 10000 })
  const other = await createBook(api, { title: `Kapsam Dışı Kitap ${Date.now() % 100000}`, price: 8000 })
  const code = `YAZAR${Date.now() % 100000}`

  // New coupon: 10 %, restricted to the author (picked by search).
  const admin = await adminPage(browser, desktop)
  await admin.goto('/admin/kampanyalar/kuponlar')
  await admin.getByRole('button', { name: 'Yeni Kupon' }).click()
  let dialog = admin.getByRole('dialog', { name: 'Yeni Kupon' })
  await dialog.getByLabel('Kupon kodu').fill(code)
  await dialog.getByLabel('İndirim oranı (%)').fill('10')
  await dialog.getByLabel('Yazar ara').fill(authorName)
  await dialog.getByRole('button', { name: `Ekle - ${authorName}` }).click()
  await dialog.getByRole('list', { name: 'Yazarlar' }).getByText(authorName).waitFor()
  await screenshot(admin, 'campaigns-coupon-form-author-desktop')
  await assertAccessible(admin, 'coupon form')
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await expectToast(admin, 'Kupon kaydedildi')
  const row = admin.getByRole('row', { name: new RegExp(code) })
  await row.getByText('Kapsam: 1 yazar').waitFor()

  // Edit, by keyboard, at phone width: the same form filled; the author
  // goes, the covered book comes in (search, Tab to its 'Ekle', Enter).
  await admin.setViewportSize(phone)
  await row.getByRole('button', { name: `${code}: Düzenle` }).click()
  dialog = admin.getByRole('dialog', { name: 'Kuponu Düzenle' })
  assert.equal(await dialog.getByLabel('Kupon kodu').inputValue(), code)
  assert.equal(await dialog.getByLabel('İndirim oranı (%)').inputValue(), '10')
  await dialog.getByRole('button', { name: `${authorName}: kapsamdan çıkar` }).press('Enter')
  await dialog.getByRole('group', { name: 'Yazarlar' }).getByText('Seçilmedi').waitFor()
  const search = dialog.getByLabel('Kitap ara')
  await search.focus()
  await admin.keyboard.type(covered.title)
  await dialog.getByRole('button', { name: `Ekle - ${covered.title}` }).waitFor()
  await admin.keyboard.press('Tab')
  assert.equal(
    await admin.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    `Ekle - ${covered.title}`,
  )
  await admin.keyboard.press('Enter')
  await dialog.getByRole('list', { name: 'Kitaplar' }).getByText(covered.title).waitFor()
  assert.equal(await admin.evaluate(() => document.activeElement?.getAttribute('type')), 'search') // focus back on the search
  await screenshot(admin, 'campaigns-coupon-form-edit-phone')
  await assertAccessible(admin, 'coupon edit form')
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await expectToast(admin, 'Kupon kaydedildi')
  await row.getByText('Kapsam: 1 kitap').waitFor()
  await screenshot(admin, 'campaigns-coupons-scope-phone')
  await admin.setViewportSize(desktop)
  await screenshot(admin, 'campaigns-coupons-scope-desktop')

  // /sepet with the covered book and another: 10 % of the covered line only.
  const member = await newPage(browser)
  await registerMember(member)
  await saveAddress(member)
  for (const b of [covered, other]) {
    assert.equal((await member.request.put(`/api/cart/items/${b.id}`, { data: { quantity: 1 } })).status(), 200)
  }
  await member.goto('/sepet')
  await member.getByRole('link', { name: other.title }).waitFor()
  await member.getByLabel('Kupon kodu').fill(code.toLowerCase())
  await member.getByRole('button', { name: 'Uygula' }).click()
  await expectToast(member, 'Kupon uygulandı')
  const discount = member.getByTestId('cart-discount')
  await discount.waitFor()
  assert.match(await discount.innerText(), /₺10,00/) // not ₺18,00: the other book is not covered
  await screenshot(member, 'campaigns-cart-restricted-desktop')

  // A basket with no covered book: the not-applicable message.
  const second = await newPage(browser)
  await second.setViewportSize(phone)
  await registerMember(second)
  assert.equal((await second.request.put(`/api/cart/items/${other.id}`, { data: { quantity: 1 } })).status(), 200)
  await second.goto('/sepet')
  await second.getByRole('link', { name: other.title }).waitFor()
  await second.getByLabel('Kupon kodu').fill(code)
  await second.getByRole('button', { name: 'Uygula' }).click()
  await second.getByText('Bu kupon sepetinizdeki kitaplar için geçerli değil.').waitFor()
  assert.equal(await second.getByTestId('cart-discount').count(), 0)
  await screenshot(second, 'campaigns-cart-not-applicable-phone')

  // The first member pays; the order is delivered; the covered line, which
  // paid ₺90,00 after the coupon, comes back; the admin refunds it from the
  // order's page, which then shows that amount refunded; iyzico refunded
  // exactly it from that book's basket item.
  const orderId = await placeOrder(member, covered.title)
  await payOnIyzico(await openHostedForm(member))
  await expectPaid(member, orderId)
  const order = await (await member.request.get(`/api/orders/${orderId}`)).json()
  const line = order.items.find((it) => it.bookId === covered.id)
  assert.equal(line.paid, 9000)
  const ship = { trackingNumber: `AR${Date.now()}`, cargoCompany: 'Aras Kargo' }
  assert.equal((await api.request.post(`/api/admin/orders/${orderId}/ship`, { data: ship })).status(), 200)
  assert.equal((await api.request.post(`/api/admin/orders/${orderId}/deliver`)).status(), 200)
  const requested = await member.request.post(`/api/orders/${orderId}/returns`, {
    data: { lines: [{ itemId: line.id, quantity: 1 }], reason: 'changed_mind' },
  })
  assert.equal(requested.status(), 201, await requested.text())
  const ret = await requested.json()
  const received = await api.request.post(`/api/admin/returns/${ret.id}/receive`, { data: { condition: 'intact' } })
  assert.equal(received.status(), 200, await received.text())
  const number = orderId.slice(0, 8)
  await admin.goto(`/admin/siparisler?q=${number}`)
  await admin.getByRole('button', { name: `Sipariş #${number}: Detay` }).click()
  const detail = admin.getByRole('dialog').filter({ has: admin.getByTestId('admin-order-return') })
  const request = detail.getByTestId('admin-order-return')
  await request.getByRole('button', { name: 'İade Et' }).click()
  const pay = admin.getByRole('dialog', { name: 'İadeyi öde' })
  await pay.getByRole('button', { name: 'İade Et' }).click()
  await expectToast(admin, 'İade talebi güncellendi')
  await request.getByText(/İade edilen tutar: ₺90,00/).waitFor()
  // The order's page shows the coupon and what the line paid, so the sums add up.
  assert.match(await detail.getByTestId('admin-order-discount').innerText(), /-₺10,00/)
  assert.match(await detail.getByTestId('admin-order-item-paid').innerText(), /Kupon sonrası ₺90,00/)
  await screenshot(admin, 'campaigns-discounted-return-admin-desktop')
  await assertAccessible(admin, 'admin order with a coupon and a return')
  await admin.setViewportSize(phone)
  await screenshot(admin, 'campaigns-discounted-return-admin-phone')
  const sim = (await (await fetch(`${process.env.E2E_IYZICO_URL}/_sim/payments`)).json()).find(
    (p) => p.conversationId === orderId && p.state === 'paid',
  )
  assert.deepEqual(sim.items.find((it) => it.id === covered.id).refunds, [9000])
  assert.equal(sim.refundedAmount, 9000)
  for (const p of [admin, member, second]) assert.deepEqual(p.jsErrors, [])
})
