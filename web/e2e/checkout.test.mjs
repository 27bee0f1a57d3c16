// Checkout in the browser against the real binary and its embedded iyzico
// simulator: register, give an address, fill the cart, place the order, accept
// both contracts, pay by card and answer the bank's 3D Secure page in its
// sandboxed frame. The bank page takes the whole window to /odeme/callback.
// (Stock coming back after an unpaid order expires is covered by Go tests.)
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { launch, newPage, screenshot, uniqueEmail, expectToast, demoPassword, registerMember } from './helpers.mjs'

/** The visible window only: a full-page shot does not place the fixed bank frame over the whole page. */
async function viewportShot(page, name) {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots')
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: path.join(dir, `${name}.png`) })
}

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const testCard = { holder: 'Deniz Okur', number: '5528790000000008', expiry: '1230', cvc: '123' }

/** Registers a fresh member and saves a shipping address on /profil. */
async function memberWithAddress(page) {
  const email = await registerMember(page, { email: uniqueEmail('alici') })

  await page.goto('/profil')
  await page.getByLabel('Teslimat Adresi').fill('Caferağa Mah. Moda Cad. No: 12 D: 3\nKadıköy / İstanbul')
  await page.getByRole('button', { name: 'Kaydet' }).click()
  await expectToast(page, 'Profil güncellendi')
  return email
}

/** From /kitaplar: adds the first book in stock to the cart and returns its title. */
async function addBookFromList(page) {
  await page.goto('/kitaplar')
  const card = page
    .locator('article')
    .filter({ has: page.getByRole('button', { name: 'Sepete Ekle', disabled: false }) })
    .first()
  await card.waitFor()
  const title = (await card.getByRole('heading').first().innerText()).trim()
  await card.getByRole('button', { name: 'Sepete Ekle' }).click()
  await expectToast(page, `${title} sepete eklendi!`)
  return title
}

/** /sepet → 'Siparişi Tamamla' → /odeme?orderId=; returns the order id. */
async function placeOrder(page, title) {
  await page.goto('/sepet')
  await page.getByRole('link', { name: title }).waitFor()
  await page.getByRole('button', { name: 'Siparişi Tamamla' }).click()
  await page.waitForURL((u) => u.pathname === '/odeme' && u.searchParams.has('orderId'))
  const orderId = new URL(page.url()).searchParams.get('orderId')
  await page.getByRole('heading', { level: 1, name: 'Ödeme' }).waitFor()
  return orderId
}

/** Ticks both contracts, types the card and pays; returns the bank frame. */
async function payWithCard(page, title, shot) {
  // Both contracts are there, filled in with the order, and unticked.
  const pre = page.getByRole('region', { name: 'Ön Bilgilendirme Formu' })
  const sales = page.getByRole('region', { name: 'Mesafeli Satış Sözleşmesi' })
  assert.match(await pre.innerText(), new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  assert.ok((await sales.innerText()).length > 200, 'distance sales contract is empty')
  const acceptPre = page.getByRole('checkbox', { name: "Ön Bilgilendirme Formu'nu okudum ve kabul ediyorum." })
  const acceptSales = page.getByRole('checkbox', { name: "Mesafeli Satış Sözleşmesi'ni okudum ve kabul ediyorum." })
  assert.equal(await acceptPre.isChecked(), false)
  assert.equal(await acceptSales.isChecked(), false)
  await page.getByRole('link', { name: /KVKK Aydınlatma Metni/ }).waitFor()

  await page.getByLabel('Kart Üzerindeki İsim').fill(testCard.holder)
  const number = page.getByLabel('Kart Numarası')
  await number.pressSequentially(testCard.number)
  assert.equal(await number.inputValue(), '5528 7900 0000 0008')
  const expiry = page.getByLabel('Son Kullanma Tarihi (AA/YY)')
  await expiry.pressSequentially(testCard.expiry)
  assert.equal(await expiry.inputValue(), '12/30')
  await page.getByLabel('Güvenlik Kodu (CVC)').fill(testCard.cvc)

  // Without the contracts the form refuses.
  await page.getByRole('button', { name: 'Siparişi onayla ve öde' }).click()
  await page
    .getByText('Devam etmek için ön bilgilendirme formunu ve mesafeli satış sözleşmesini onaylamalısınız.')
    .first()
    .waitFor()
  await acceptPre.check()
  await acceptSales.check()
  if (shot) {
    await page.evaluate(() => window.scrollTo(0, 0))
    await screenshot(page, shot)
  }

  await page.getByRole('button', { name: 'Siparişi onayla ve öde' }).click()
  const dialog = page.getByRole('dialog', { name: '3D Secure doğrulama' })
  await dialog.waitFor()
  const iframe = dialog.locator('iframe')
  assert.equal(await iframe.getAttribute('sandbox'), 'allow-scripts allow-forms allow-top-navigation')
  assert.match(await iframe.getAttribute('src'), /^\/odeme\/3ds\/[0-9a-f]+$/)
  const box = await iframe.boundingBox()
  assert.ok(box.width <= 500 && Math.round(box.height) === 600, `frame is ${box.width}x${box.height}`)
  // The card never reaches the URL.
  assert.doesNotMatch(page.url(), /5528|cvc/i)
  const bank = page.frameLocator('iframe')
  await bank.getByRole('button', { name: 'Onayla' }).waitFor()
  return bank
}

test('purchase: cart → order → contracts → card → 3D Secure approve → confirmed order', async () => {
  const page = await newPage(browser)
  const email = await memberWithAddress(page)
  const title = await addBookFromList(page)
  const orderId = await placeOrder(page, title)
  const bank = await payWithCard(page, title, 'checkout')
  await viewportShot(page, 'checkout-bank-frame')

  await bank.getByRole('button', { name: 'Onayla' }).click()
  await page.waitForURL((u) => u.pathname === '/odeme/callback')
  const url = new URL(page.url())
  assert.equal(url.searchParams.get('orderId'), orderId)
  assert.equal(url.searchParams.get('status'), 'success')
  await expectToast(page, 'Ödeme başarılı!')
  await page.getByRole('heading', { name: 'Ödeme başarılı!' }).waitFor()
  await screenshot(page, 'checkout-success')

  // After 3 s: the order list, with the order confirmed.
  await page.waitForURL((u) => u.pathname === '/siparislerim')
  const row = page.locator('li').filter({ has: page.getByRole('heading', { name: `#${orderId.slice(0, 8)}` }) })
  await row.getByText('Onaylandı', { exact: true }).waitFor()
  await screenshot(page, 'checkout-orders')

  // The paid book left the cart.
  await page.goto('/sepet')
  await page.getByText('Sepetiniz boş.').first().waitFor()
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()

  // The confirmation (with the accepted contracts) is in the outbox, once.
  const admin = await newPage(browser)
  const login = await admin.request.post('/api/auth/login', { data: { email: 'admin@kitapevi.test', password: demoPassword } })
  assert.equal(login.status(), 200)
  const mails = await (await admin.request.get('/api/admin/mails?pageSize=48')).json()
  const confirmations = mails.items.filter((m) => m.to === email && m.kind === 'order-confirmed')
  assert.equal(confirmations.length, 1, JSON.stringify(mails.items.map((m) => [m.to, m.kind])))
  const detail = await (await admin.request.get(`/api/admin/mails/${confirmations[0].id}`)).json()
  assert.match(JSON.stringify(detail), new RegExp(orderId.slice(0, 8)))
  assert.match(JSON.stringify(detail), /MESAFEL/)
  await admin.context().close()
})

test('declined payment: 3D Secure refused → failure → back to the cart', async () => {
  const page = await newPage(browser)
  await memberWithAddress(page)
  const title = await addBookFromList(page)
  const orderId = await placeOrder(page, title)
  const bank = await payWithCard(page, title)

  await bank.getByRole('button', { name: 'Reddet' }).click()
  await page.waitForURL((u) => u.pathname === '/odeme/callback')
  assert.equal(new URL(page.url()).searchParams.get('orderId'), orderId)
  await expectToast(page, 'Ödeme başarısız!')
  await page.getByText('Ödeme işlemi başarısız oldu veya iptal edildi.').waitFor()
  await screenshot(page, 'checkout-failure')

  // After 5 s: the cart, with the book still in it.
  await page.waitForURL((u) => u.pathname === '/sepet', { timeout: 8000 })
  await page.getByRole('link', { name: title }).waitFor()
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()
})

test('on a phone: closing the bank frame returns to the form; the order can still be paid', async () => {
  const page = await newPage(browser)
  await page.setViewportSize({ width: 390, height: 844 })
  await memberWithAddress(page)
  const title = await addBookFromList(page)
  await placeOrder(page, title)
  await payWithCard(page, title)
  await viewportShot(page, 'checkout-bank-frame-phone')
  await page.getByRole('button', { name: '3D Secure penceresini kapat' }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  await page.getByRole('button', { name: 'Siparişi onayla ve öde' }).click()
  await page.frameLocator('iframe').getByRole('button', { name: 'Onayla' }).click()
  await page.waitForURL((u) => u.pathname === '/odeme/callback')
  await page.getByRole('heading', { name: 'Ödeme başarılı!' }).waitFor()
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()
})
