// The steps of a purchase that both payment modes share: a member with an
// address, a book in the cart, the order, the contracts; and the admin's
// view of the outbox.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { newPage, uniqueEmail, expectToast, demoPassword, registerMember } from './helpers.mjs'

/** The visible window only: a full-page shot does not place the fixed payment frame over the whole page. */
export async function viewportShot(page, name) {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots')
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: path.join(dir, `${name}.png`) })
}

/** Registers a fresh member and saves a shipping address on /profil. */
export async function memberWithAddress(page) {
  const email = await registerMember(page, { email: uniqueEmail('alici') })
  await saveAddress(page)
  return email
}

/** An address of the book: Kadıköy / İstanbul (official ids: il 34, ilçe 3423). */
export const kadikoyAddress = {
  label: 'Ev',
  recipient: 'Deniz Okur',
  phone: '0532 123 45 67',
  provinceId: 34,
  districtId: 3423,
  neighborhood: 'Caferağa Mah.',
  line: 'Moda Cad. No: 12 D: 3',
  postalCode: '34710',
}

/**
 * Adds an address to the signed-in member's address book (the first one is
 * the default delivery and billing address, which /sepet then preselects);
 * the address book's own screens are tested in addresses.test.mjs.
 */
export async function saveAddress(page, address = kadikoyAddress) {
  const res = await page.request.post('/api/me/addresses', { data: address })
  assert.equal(res.status(), 201, await res.text())
}

/** From /kitaplar: adds the first book in stock to the cart and returns its title. */
export async function addBookFromList(page) {
  // The cards move once the cart has loaded (a book already in it changes its
  // button), so the title is read when the page is quiet and the card is then
  // found again by that title.
  await page.goto('/kitaplar', { waitUntil: 'networkidle' })
  const first = page
    .locator('article')
    .filter({ has: page.getByRole('button', { name: 'Sepete Ekle', disabled: false }) })
    .first()
  await first.waitFor()
  const title = (await first.getByRole('heading').first().innerText()).trim()
  const card = page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .first()
  await card.getByRole('button', { name: 'Sepete Ekle' }).click()
  await expectToast(page, `${title} sepete eklendi!`)
  return title
}

/** /sepet → 'Siparişi Tamamla' → /odeme?orderId=; returns the order id. */
export async function placeOrder(page, title) {
  await page.goto('/sepet')
  await page.getByRole('link', { name: title }).waitFor()
  await page.getByRole('button', { name: 'Siparişi Tamamla' }).click()
  await page.waitForURL((u) => u.pathname === '/odeme' && u.searchParams.has('orderId'))
  const orderId = new URL(page.url()).searchParams.get('orderId')
  await page.getByRole('heading', { level: 1, name: 'Ödeme' }).waitFor()
  return orderId
}

/** Checks both contracts are filled in and unticked; returns their checkboxes. */
export async function contracts(page, title) {
  const pre = page.getByRole('region', { name: 'Ön Bilgilendirme Formu' })
  const sales = page.getByRole('region', { name: 'Mesafeli Satış Sözleşmesi' })
  assert.match(await pre.innerText(), new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  assert.ok((await sales.innerText()).length > 200, 'distance sales contract is empty')
  const acceptPre = page.getByRole('checkbox', { name: "Ön Bilgilendirme Formu'nu okudum ve kabul ediyorum." })
  const acceptSales = page.getByRole('checkbox', { name: "Mesafeli Satış Sözleşmesi'ni okudum ve kabul ediyorum." })
  assert.equal(await acceptPre.isChecked(), false)
  assert.equal(await acceptSales.isChecked(), false)
  await page.getByRole('link', { name: /KVKK Aydınlatma Metni/ }).waitFor()
  return { acceptPre, acceptSales }
}

/** The payment dialog and its frame, checked for size and sandbox. */
export async function paymentFrame(page) {
  const dialog = page.getByRole('dialog', { name: 'Güvenli ödeme sayfası' })
  await dialog.waitFor()
  const iframe = dialog.locator('iframe')
  // Real bank and iyzico pages keep their own session: they need their own origin.
  assert.equal(
    await iframe.getAttribute('sandbox'),
    'allow-scripts allow-forms allow-same-origin allow-top-navigation allow-popups',
  )
  const box = await iframe.boundingBox()
  assert.ok(box.width <= 500 && Math.round(box.height) === 600, `frame is ${box.width}x${box.height}`)
  return { dialog, iframe }
}

/** /odeme/callback shows success, then the order list with the order confirmed. */
export async function expectPaid(page, orderId) {
  await page.waitForURL((u) => u.pathname === '/odeme/callback')
  const url = new URL(page.url())
  assert.equal(url.searchParams.get('orderId'), orderId)
  await expectToast(page, 'Ödeme başarılı!')
  await page.getByRole('heading', { name: 'Ödeme başarılı!' }).waitFor()
}

/** The confirmation mails to `email` in the admin outbox of the shop at `base`. */
export async function confirmationMails(browser, base, email) {
  const admin = await newPage(browser, { base })
  const login = await admin.request.post('/api/auth/login', {
    data: { email: 'admin@kitapevi.test', password: demoPassword },
  })
  assert.equal(login.status(), 200)
  const mails = await (await admin.request.get('/api/admin/mails?pageSize=48')).json()
  const found = mails.items.filter((m) => m.to === email && m.kind === 'order-confirmed')
  const details = []
  for (const m of found) details.push(await (await admin.request.get(`/api/admin/mails/${m.id}`)).json())
  await admin.context().close()
  return details
}

export const testCard = { holder: 'Deniz Okur', number: '5528790000000008', expiry: '12/30', cvc: '123' }

/**
 * On /odeme in Checkout Form mode: ticks both contracts, presses 'Ödemeye geç'
 * and returns iyzico's page in the frame (another origin).
 */
export async function openHostedForm(page) {
  await page.getByRole('checkbox', { name: "Ön Bilgilendirme Formu'nu okudum ve kabul ediyorum." }).check()
  await page.getByRole('checkbox', { name: "Mesafeli Satış Sözleşmesi'ni okudum ve kabul ediyorum." }).check()
  await page.getByRole('button', { name: 'Ödemeye geç' }).click()
  const { iframe } = await paymentFrame(page)
  const src = await iframe.getAttribute('src')
  assert.ok(
    process.env.E2E_IYZICO_URL && src.startsWith(`${process.env.E2E_IYZICO_URL}/odeme-formu?token=`),
    `frame src ${src}`,
  )
  assert.match(src, /[?&]iframe=true/)
  return page.frameLocator('iframe')
}

/**
 * The buyer on iyzico's page (in the frame, or the whole page): the card,
 * the instalments ('Tek Çekim' or e.g. '3 Taksit'), the pay button, then the
 * bank's choice ('Onayla' or 'Reddet').
 */
export async function payOnIyzico(
  where,
  { card = testCard.number, installments = 'Tek Çekim', choice = 'Onayla' } = {},
) {
  await where.getByLabel('Kart Üzerindeki İsim').fill(testCard.holder)
  await where.getByLabel('Kart Numarası').fill(card)
  await where.getByLabel('Son Kullanma Tarihi (AA/YY)').fill(testCard.expiry)
  await where.getByLabel('CVC').fill(testCard.cvc)
  await where.getByRole('radio', { name: new RegExp(`^${installments}`) }).check()
  // The page's own script enables the button once its session (cookie,
  // sessionStorage on its own origin) is there.
  const pay = where.getByRole('button', { name: /Öde$/ })
  await pay.click()
  await where.getByRole('button', { name: choice }).click()
}
