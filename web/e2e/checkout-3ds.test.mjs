// Checkout in direct 3D Secure mode (BOOKSTORE_PAYMENT_MODE=direct-3ds), on
// the second shop of scripts/e2e.sh, against the same iyzico simulator on its
// own origin: the card form on /odeme, the shop's own /odeme/3ds/<token> page
// (isolated by its CSP sandbox header) hands over to the bank's page on the
// simulator's origin inside the frame, and the bank's callback takes the
// whole window to /odeme/callback.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, newPage, screenshot, expectToast, phone } from './helpers.mjs'
import { assertAccessible } from './axe.mjs'
import {
  viewportShot,
  memberWithAddress,
  addBookFromList,
  placeOrder,
  contracts,
  paymentFrame,
  expectPaid,
  confirmationMails,
  testCard,
} from './checkout-steps.mjs'

const base = process.env.E2E_BASE_URL_3DS

let browser
before(async () => {
  assert.ok(base, 'E2E_BASE_URL_3DS is set by scripts/e2e.sh')
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

/** Types the card, accepts the contracts and pays; returns the bank's frame. */
async function payWithCard(page, title, card = testCard.number) {
  const { acceptPre, acceptSales } = await contracts(page, title)
  await page.getByLabel('Kart Üzerindeki İsim').fill(testCard.holder)
  const number = page.getByLabel('Kart Numarası')
  await number.pressSequentially(card)
  await page.getByLabel('Son Kullanma Tarihi (AA/YY)').pressSequentially(testCard.expiry.replace('/', ''))
  await page.getByLabel('Güvenlik Kodu (CVC)').fill(testCard.cvc)
  await acceptPre.check()
  await acceptSales.check()
  await screenshot(page, 'checkout-3ds')
  await page.getByRole('button', { name: 'Siparişi onayla ve öde' }).click()
  const { iframe } = await paymentFrame(page)
  assert.match(await iframe.getAttribute('src'), /^\/odeme\/3ds\/[0-9a-f]+$/)
  assert.doesNotMatch(page.url(), /5528|cvc/i)
  const bank = page.frameLocator('iframe')
  await bank.getByRole('button', { name: 'Onayla' }).waitFor()
  // The bank's page is on the simulator's origin, not the shop's.
  const frame = page.frames().find((f) => f !== page.mainFrame())
  assert.ok(frame.url().startsWith(process.env.E2E_IYZICO_URL), `bank page at ${frame.url()}`)
  return bank
}

test('direct 3D Secure: card → the bank on its own origin approves → confirmed order, one mail', async () => {
  const page = await newPage(browser, { base })
  const email = await memberWithAddress(page)
  const title = await addBookFromList(page)
  const orderId = await placeOrder(page, title)
  const bank = await payWithCard(page, title)
  await viewportShot(page, 'checkout-3ds-bank-frame')
  await bank.getByRole('button', { name: 'Onayla' }).click()
  await expectPaid(page, orderId)
  await page.waitForURL((u) => u.pathname === '/siparislerim')
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()
  const mails = await confirmationMails(browser, base, email)
  assert.equal(mails.length, 1)
})

test('direct 3D Secure: the bank refuses, then no funds → the payment step says why each time; another card pays', async () => {
  const page = await newPage(browser, { base })
  await page.setViewportSize(phone)
  await memberWithAddress(page)
  const title = await addBookFromList(page)
  const orderId = await placeOrder(page, title)
  let bank = await payWithCard(page, title)
  await bank.getByRole('button', { name: 'Reddet' }).click()
  await page.waitForURL((u) => u.pathname === '/odeme/callback')
  await expectToast(page, 'Ödeme başarısız!')
  await page.waitForURL((u) => u.pathname === '/odeme' && u.searchParams.get('orderId') === orderId)
  await page
    .getByTestId('payment-declined')
    .getByText('3D Secure doğrulaması tamamlanamadı', { exact: false })
    .waitFor()
  // No funds on the sandbox card.
  bank = await payWithCard(page, title, '4111111111111129')
  await bank.getByRole('button', { name: 'Onayla' }).click()
  await page.waitForURL((u) => u.pathname === '/odeme' && u.searchParams.get('orderId') === orderId)
  const notice = page.getByTestId('payment-declined')
  await notice.getByText('Kartınızın limiti veya bakiyesi yetersiz.', { exact: false }).waitFor()
  await screenshot(page, 'checkout-3ds-declined-phone')
  await assertAccessible(page, '/odeme (3DS declined)')
  await notice.getByRole('button', { name: 'Başka bir kartla dene' }).click()
  // The card number takes the focus for the next card.
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete')), 'cc-number')
  bank = await payWithCard(page, title)
  await bank.getByRole('button', { name: 'Onayla' }).click()
  await expectPaid(page, orderId)
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()
})

test("direct 3D Secure: the shop's bank page opened directly runs sandboxed, away from the shop's cookies", async () => {
  const page = await newPage(browser, { base })
  await memberWithAddress(page)
  const title = await addBookFromList(page)
  await placeOrder(page, title)
  const bank = await payWithCard(page, title)
  await bank.getByRole('button', { name: 'Onayla' }).waitFor()
  const src = await page.locator('iframe').getAttribute('src')
  // A second tab opens /odeme/3ds/<token> itself: the CSP sandbox gives it an
  // opaque origin, so its scripts cannot read the shop's storage or cookies.
  const tab = await page.context().newPage()
  const res = await tab.goto(`${base}${src}`)
  assert.match(res.headers()['content-security-policy'], /^sandbox allow-scripts allow-forms allow-top-navigation;/)
  await page.context().close()
})
