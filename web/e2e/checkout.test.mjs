// Checkout with iyzico's hosted Checkout Form (the default mode) in the
// browser, against the real binary and the iyzico simulator running as its
// own process on its own origin, as iyzico does: /odeme frames a page of
// another origin, that page keeps its own session (cookie, sessionStorage,
// its own script), the bank's page follows, and the callback takes the whole
// window to /odeme/callback. A CSP, sandbox or cookie mistake fails here.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, newPage, screenshot, expectToast, baseURL, phone, desktop } from './helpers.mjs'
import { assertAccessible } from './axe.mjs'
import {
  viewportShot,
  memberWithAddress,
  addBookFromList,
  placeOrder,
  contracts,
  openHostedForm,
  payOnIyzico,
  expectPaid,
  confirmationMails,
} from './checkout-steps.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

test('purchase: contracts → iyzico form in the frame → bank approves → confirmed order, one mail', async () => {
  const page = await newPage(browser)
  const email = await memberWithAddress(page)
  const title = await addBookFromList(page)
  const orderId = await placeOrder(page, title)
  await contracts(page, title)
  // The card is never typed on the shop's page.
  assert.equal(await page.getByLabel('Kart Numarası').count(), 0)
  await page.getByRole('button', { name: 'Ödemeye geç' }).click()
  await page
    .getByText('Devam etmek için ön bilgilendirme formunu ve mesafeli satış sözleşmesini onaylamalısınız.')
    .first()
    .waitFor()
  await screenshot(page, 'checkout-form')

  const form = await openHostedForm(page)
  await form.getByRole('heading', { name: 'iyzico ile Öde' }).waitFor()
  // The page's script found its own session: the pay button is enabled.
  await form.getByRole('button', { name: /Öde$/ }).waitFor()
  assert.equal(await form.getByRole('button', { name: /Öde$/ }).isEnabled(), true)
  await viewportShot(page, 'checkout-form-iyzico')
  await payOnIyzico(form)
  await expectPaid(page, orderId)
  await screenshot(page, 'checkout-success')

  await page.waitForURL((u) => u.pathname === '/siparislerim')
  const row = page.locator('li').filter({ has: page.getByRole('heading', { name: `#${orderId.slice(0, 8)}` }) })
  await row.getByText('Onaylandı', { exact: true }).waitFor()
  await page.goto('/sepet')
  await page.getByText('Sepetiniz boş.').first().waitFor()
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()

  const mails = await confirmationMails(browser, baseURL, email)
  assert.equal(mails.length, 1)
  assert.match(JSON.stringify(mails[0]), new RegExp(orderId.slice(0, 8)))
  assert.match(JSON.stringify(mails[0]), /MESAFEL/)
  assert.match(JSON.stringify(mails[0]), /Tek çekim/)
})

test('instalments: 3 Taksit on the form → the order page and the admin detail show the instalments and what was charged', async () => {
  const page = await newPage(browser)
  const email = await memberWithAddress(page)
  const title = await addBookFromList(page)
  const orderId = await placeOrder(page, title)
  const form = await openHostedForm(page)
  await form.getByRole('radio', { name: /^3 Taksit/ }).check()
  // The pay button shows the amount with the bank's interest.
  const label = await form.getByRole('button', { name: /Öde$/ }).innerText()
  await viewportShot(page, 'checkout-form-installments')
  await payOnIyzico(form, { installments: '3 Taksit' })
  await expectPaid(page, orderId)
  // The success page says what was paid, and the shopper may stay to read it.
  const summary = page.getByTestId('payment-summary')
  await summary.getByText(`#${orderId.slice(0, 8)}`).waitFor()
  await summary.getByText('3 taksit').waitFor()
  const charged = label.replace(/\s*Öde$/, '').trim()
  await summary.getByText(charged, { exact: false }).waitFor()
  await page.getByRole('button', { name: 'Bu sayfada kal' }).click()
  await page.waitForTimeout(3500)
  assert.equal(new URL(page.url()).pathname, '/odeme/callback')
  await screenshot(page, 'checkout-success-summary')
  await assertAccessible(page, '/odeme/callback (success)')
  // /siparislerim shows what the card was charged, with the cover.
  await page.goto('/siparislerim')
  const row = page.locator('li').filter({ has: page.getByRole('heading', { name: `#${orderId.slice(0, 8)}` }) })
  await row.getByText(charged, { exact: false }).waitFor()
  assert.equal(await row.locator('img').count(), 1)
  await screenshot(page, 'orders-charged')
  // The paid order's payment page says it is paid, and goes to the order.
  await page.goto(`/odeme?orderId=${orderId}`)
  await expectToast(page, 'Bu siparişin ödemesi zaten yapıldı.')
  await page.waitForURL((u) => u.pathname === `/siparis/${orderId}`)

  await page.goto(`/siparis/${orderId}`)
  await page.getByRole('heading', { level: 1, name: `Sipariş #${orderId.slice(0, 8)}` }).waitFor()
  await page.getByText('Taksit', { exact: true }).waitFor()
  await page.getByText('Çekilen tutar', { exact: false }).first().waitFor()
  await page.getByText('Vade farkı', { exact: false }).first().waitFor()
  const amount = label.replace(/\s*Öde$/, '').trim()
  await page.getByText(amount, { exact: false }).first().waitFor()
  await screenshot(page, 'order-installments')
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()

  const mails = await confirmationMails(browser, baseURL, email)
  assert.equal(mails.length, 1)
  assert.match(JSON.stringify(mails[0]), /Taksit: 3/)
})

test('whole window: the payment page opened outside the frame comes back to /odeme/callback', async () => {
  const page = await newPage(browser)
  await memberWithAddress(page)
  const title = await addBookFromList(page)
  const orderId = await placeOrder(page, title)
  await openHostedForm(page)
  await page.getByRole('link', { name: 'Ödeme sayfasını tam ekranda açın' }).click()
  await page.waitForURL((u) => u.href.startsWith(`${process.env.E2E_IYZICO_URL}/odeme-formu`))
  assert.doesNotMatch(page.url(), /iframe=true/)
  await screenshot(page, 'checkout-form-whole-window')
  await payOnIyzico(page)
  await expectPaid(page, orderId)
  await page.context().close()
})

for (const [name, size] of [
  ['phone', phone],
  ['desktop', desktop],
]) {
  test(`declined card on a ${name}: back on the payment step with the reason, the cart points at the unpaid order, another card pays`, async () => {
    const page = await newPage(browser)
    await page.setViewportSize(size)
    await memberWithAddress(page)
    const title = await addBookFromList(page)
    const orderId = await placeOrder(page, title)
    await payOnIyzico(await openHostedForm(page), { card: '4111111111111129' })
    await page.waitForURL((u) => u.pathname === '/odeme/callback')
    assert.equal(new URL(page.url()).searchParams.get('orderId'), orderId)
    await expectToast(page, 'Ödeme başarısız!')
    // The payment step again, with iyzico's reason in Turkish and another card.
    await page.waitForURL((u) => u.pathname === '/odeme' && u.searchParams.get('orderId') === orderId)
    const notice = page.getByTestId('payment-declined')
    await notice.getByText('Kartınızın limiti veya bakiyesi yetersiz.', { exact: false }).waitFor()
    await screenshot(page, `checkout-declined-${name}`)
    await assertAccessible(page, `/odeme (declined, ${name})`)

    // The cart: the member's own reserved copy is not out of stock; it points at the order.
    await page.goto('/sepet')
    await page.getByRole('link', { name: title }).waitFor()
    await page.getByText('Ödemesi bekleyen siparişiniz var — ödemeyi tamamlayın').waitFor()
    assert.equal(await page.getByText('Bu ürün artık stokta yok', { exact: false }).count(), 0)
    await screenshot(page, `cart-unpaid-order-${name}`)
    await assertAccessible(page, `/sepet (unpaid order, ${name})`)
    // The order page says the same.
    await page.goto(`/siparis/${orderId}`)
    await page.getByText('Ödemesi bekleyen siparişiniz var — ödemeyi tamamlayın').waitFor()
    await page.getByRole('link', { name: 'Ödemeyi tamamla' }).click()
    await page.waitForURL((u) => u.pathname === '/odeme' && u.searchParams.get('orderId') === orderId)
    await page.getByTestId('payment-declined').getByRole('button', { name: 'Başka bir kartla dene' }).click()
    assert.equal(await page.getByTestId('payment-declined').count(), 0)
    await payOnIyzico(await openHostedForm(page))
    await expectPaid(page, orderId)
    assert.deepEqual(page.jsErrors, [])
    await page.context().close()
  })
}

test('on a phone: closing the frame keeps the order payable; a second try pays it', async () => {
  const page = await newPage(browser)
  await page.setViewportSize({ width: 390, height: 844 })
  await memberWithAddress(page)
  const title = await addBookFromList(page)
  const orderId = await placeOrder(page, title)
  await openHostedForm(page)
  await viewportShot(page, 'checkout-form-phone')
  await page.getByRole('button', { name: 'Ödeme penceresini kapat' }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  // Keyboard: the button is reachable and starts a fresh form.
  await page.getByRole('button', { name: 'Ödemeye geç' }).focus()
  await page.keyboard.press('Enter')
  await payOnIyzico(page.frameLocator('iframe'))
  await expectPaid(page, orderId)
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()
})

test("the simulator's page refuses to run without its own origin, as bank and iyzico pages do", async () => {
  // The frame as it was before: sandboxed without allow-same-origin, so the
  // page runs in an opaque origin and loses its session. It must say so
  // and keep its pay button off, or the simulator would hide that mistake.
  const page = await newPage(browser)
  await memberWithAddress(page)
  const title = await addBookFromList(page)
  await placeOrder(page, title)
  const { iframe } = await (async () => {
    await openHostedForm(page)
    return { iframe: page.locator('iframe') }
  })()
  const src = await iframe.getAttribute('src')
  await iframe.evaluate((el, url) => {
    el.setAttribute('sandbox', 'allow-scripts allow-forms allow-top-navigation')
    el.src = url
  }, src)
  const form = page.frameLocator('iframe')
  await form.getByText('Ödeme oturumu başlatılamadı', { exact: false }).waitFor()
  assert.equal(await form.getByRole('button', { name: /Öde$/ }).isDisabled(), true)
  await viewportShot(page, 'checkout-form-opaque-origin')
  await page.context().close()
})
