// Fulfilment in the browser against the real binary and the carrier's
// simulator: a customer buys two books (two paid, confirmed orders); on
// /admin/siparisler the admin finds them, ticks both with the page's
// select-all, 'Kargoya hazırla' prepares both at the carrier, the result
// lists both with their tracking numbers, and 'Etiketleri yazdır' serves one
// PDF with an A6 label page and a packing-slip page per order (4 pages).
// Then the simulator delivers one parcel and fails the other, calling the
// shop's webhook: the customer sees 'Teslim Edildi' with the carrier's
// movements and the delivery time, and the admin sees what to do about the
// failed one. The customer returns the delivered book: the return carrier
// is the one with an API, so the return code is the carrier's, and its
// parcel delivered back marks the request 'Teslim alındı'. The staff
// mailing list gets the paid orders, the failed delivery and the return
// request, once each. Once at a phone's width and once at a desktop's.
//
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import {
  launch,
  newPage,
  screenshot,
  uniqueEmail,
  adminPage,
  registerMember,
  expectToast,
  phone,
  desktop,
} from './helpers.mjs'
import { saveAddress, placeOrder, openHostedForm, payOnIyzico, expectPaid } from './checkout-steps.mjs'
import { advanceShipment, carrierShipments, carrierWebhooks } from './carrier-sim.mjs'
import { mailsTo } from './mailbox.mjs'
import { setReturnCarrier } from './content-steps.mjs'
import { reloadUntil } from './invoice-steps.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

// A demo book no other test edits: it has a weight and measures (a book
// another test creates may rightly have none, and could not be prepared).
const demoBook = 'Likya Yolunda Yürümek'

/**
 * Sets the staff mailing list (every notice mailed at once) and makes the
 * carrier with an API the return carrier; returns what puts both back, so
 * that the tests after this one find the shop as they left it.
 */
async function staffListAndReturnCarrier(admin, list) {
  const notices = await admin.request.get('/api/admin/settings/staff-notices')
  assert.equal(notices.status(), 200, await notices.text())
  const saved = await notices.json()
  delete saved.$schema // the answer's link to its schema, not a setting
  const put = async (data) => {
    const r = await admin.request.put('/api/admin/settings/staff-notices', { data })
    assert.equal(r.status(), 200, await r.text())
  }
  await put({ ...saved, recipients: list, listDelivery: 'each' })
  const before = await setReturnCarrier(admin, 'MNG Kargo', '')
  return async () => {
    await put(saved)
    await setReturnCarrier(admin, before.carrier, before.code)
  }
}

/** A paid order of the demo book, on iyzico's form; returns its id. */
async function buyABook(page) {
  await page.goto(`/kitaplar?q=${encodeURIComponent(demoBook)}`, { waitUntil: 'networkidle' })
  const card = page.locator('article').filter({ has: page.getByRole('heading', { name: demoBook, exact: true }) })
  await card.getByRole('button', { name: 'Sepete Ekle' }).click()
  await expectToast(page, `${demoBook} sepete eklendi!`)
  const orderId = await placeOrder(page, demoBook)
  await payOnIyzico(await openHostedForm(page))
  await expectPaid(page, orderId)
  return orderId
}

for (const [name, viewport] of [
  ['phone', phone],
  ['desktop', desktop],
]) {
  test(`fulfilment (${name}): two confirmed orders prepared at once, their labels one A6 PDF of 4 pages`, async () => {
    const admin = await adminPage(browser, viewport)
    const staff = `depo-${name}-${Date.now()}@kitapevi.test`
    const restore = await staffListAndReturnCarrier(admin, staff)
    try {
      await fulfil(admin, viewport, name, staff)
    } finally {
      await restore()
      await admin.context().close()
    }
  })
}

/** The test's steps, with the staff list and the return carrier set. */
async function fulfil(admin, viewport, name, staff) {
  const customer = await newPage(browser)
  const email = uniqueEmail('kargo')
  await registerMember(customer, { name: 'Şule Çağlar', email })
  await saveAddress(customer)
  const ids = [await buyABook(customer), await buyABook(customer)]

  await admin.goto(`/admin/siparisler?q=${encodeURIComponent(email)}`)
  await admin.getByRole('heading', { level: 1, name: 'Sipariş Yönetimi' }).waitFor()
  // Only this customer's two orders are listed (rows on a desktop, cards on a phone).
  const item = name === 'phone' ? '[data-testid=admin-order-card]' : '[data-testid=admin-order-row]'
  await admin.waitForFunction((sel) => document.querySelectorAll(sel).length === 2, item)
  for (const id of ids)
    await admin.locator(`${item}[data-order-id="${id}"]`).getByText('Onaylandı', { exact: true }).waitFor()

  const bar = admin.getByTestId('bulk-ship-bar')
  await bar.getByText(/ile kargoya hazırlamak için onaylanmış siparişleri seçin/).waitFor()
  const selectAll = admin.getByRole('checkbox', { name: 'Bu sayfadaki tüm siparişleri seç' }).filter({ visible: true })
  // The keyboard: focus the select-all box and tick it with Space.
  await selectAll.focus()
  await admin.keyboard.press('Space')
  await bar.getByText('2 sipariş seçildi', { exact: true }).waitFor()
  for (const id of ids) {
    const box = admin.getByRole('checkbox', { name: `Sipariş #${id.slice(0, 8)} seç` }).filter({ visible: true })
    assert.equal(await box.isChecked(), true)
  }
  await screenshot(admin, `fulfilment-${name}-selected`)

  await bar.getByRole('button', { name: 'Kargoya hazırla (2)' }).click()
  const result = admin.getByRole('dialog', { name: 'Kargoya hazırlama sonucu' })
  await result.waitFor()
  await result.getByText('Hazırlanan siparişler (2)').waitFor()
  assert.equal(await result.getByText(/Hazırlanamayan/).count(), 0)
  for (const id of ids) await result.getByText(`Sipariş #${id.slice(0, 8)}`).waitFor()
  await screenshot(admin, `fulfilment-${name}-result`)

  const print = result.getByRole('link', { name: 'Etiketleri yazdır' })
  const href = await print.getAttribute('href')
  assert.equal(await print.getAttribute('target'), '_blank')
  for (const id of ids) assert.ok(href.includes(id), href)
  // What the new tab opens: the PDF itself, under the admin's session.
  const pdf = await admin.request.get(href)
  assert.equal(pdf.status(), 200)
  assert.match(pdf.headers()['content-type'], /^application\/pdf/)
  const body = await pdf.body()
  assert.equal(body.subarray(0, 5).toString(), '%PDF-')
  // fpdf writes every page as its own object: 2 orders × (label + slip).
  assert.equal(body.toString('latin1').split('/Type /Page\n').length - 1, 4)
  assert.ok(body.toString('latin1').includes('/MediaBox [0 0 297.64 419.53]'), 'A6 pages')

  await admin.keyboard.press('Escape')
  await result.waitFor({ state: 'detached' })
  // The orders now carry the carrier's record.
  for (const id of ids) {
    await admin.locator(`${item}[data-order-id="${id}"]`).getByText('Kargo kaydı oluşturuldu').waitFor()
  }
  await screenshot(admin, `fulfilment-${name}-prepared`)

  // The carrier delivers the first parcel and fails the second; each
  // movement reaches the shop through its webhook.
  const [delivered, failed] = ids
  const deliveredCall = Date.now()
  await advanceShipment(delivered.slice(0, 8).toUpperCase(), 'delivered')
  await advanceShipment(failed.slice(0, 8).toUpperCase(), 'delivery_failed')
  await customer.setViewportSize(viewport)
  await customer.goto(`/siparis/${delivered}`)
  // The order page's status is 'Teslim Edildi' (its steps always list it:
  // the status badge beside the number is what changes).
  const badge = customer.getByTestId('order-status')
  await reloadUntil(
    customer,
    async () => (await badge.textContent().catch(() => '')) === 'Teslim Edildi',
    'the delivered order',
  ).catch(async (err) => {
    // What the carrier sent and how the shop answered (a lost call or a
    // refused one), what the shop says of the order, and the page.
    const api = await customer.request.get(`/api/orders/${delivered}`)
    await screenshot(customer, `fulfilment-${name}-not-delivered`)
    throw new Error(
      `${err.message}; webhook calls: ${JSON.stringify(await carrierWebhooks())}; ` +
        `GET /api/orders: ${api.status()} ${(await api.text()).slice(0, 600)}; js errors: ${customer.jsErrors}; ` +
        `page: ${(await customer.locator('body').innerText()).slice(0, 400)}`,
    )
  })
  // The carrier's movements, newest first: delivered, with its time.
  const latest = customer.getByTestId('order-shipment').locator('li[aria-current=step]')
  await latest.getByText('Teslim edildi', { exact: true }).waitFor()
  const deliveredAt = await latest.locator('time').getAttribute('datetime')
  // The carrier's time of delivery (the simulator's is when it was asked).
  assert.ok(
    Math.abs(Date.parse(deliveredAt) - deliveredCall) < 10_000,
    `${deliveredAt} vs ${new Date(deliveredCall).toISOString()}`,
  )
  assert.notEqual(await latest.locator('time').innerText(), '')
  await customer.getByText('Dağıtıma çıktı', { exact: true }).first().waitFor()
  await screenshot(customer, `fulfilment-${name}-member-delivered`)
  // The failed parcel's detail tells the staff what to do.
  const attention = /Paket teslim edilemedi ve kargo şubesinde bekliyor/
  for (let tries = 0; ; tries++) {
    await admin.reload()
    await admin
      .getByRole('button', { name: `Sipariş #${failed.slice(0, 8)}: Detay` })
      .filter({ visible: true })
      .click()
    const detail = admin.getByRole('dialog')
    await detail.waitFor()
    if ((await detail.getByText(attention).count()) > 0 || tries === 20) break
    await admin.keyboard.press('Escape')
    await admin.waitForTimeout(1000)
  }
  await admin.getByRole('dialog').getByText(attention).waitFor()
  await screenshot(admin, `fulfilment-${name}-failed`)
  await admin.keyboard.press('Escape')

  // The customer returns the delivered book: the code is the carrier's.
  await customer.getByRole('button', { name: 'İade / Cayma Talebi' }).click()
  const form = customer.getByRole('dialog', { name: 'İade / Cayma Talebi' })
  await form.getByLabel(`${demoBook} için iade adedi`).selectOption('1')
  await form.getByRole('button', { name: 'Talebi Gönder' }).click()
  await expectToast(customer, 'İade talebiniz alındı')
  const ret = customer.getByTestId('return-request')
  await ret.getByText('Talep alındı', { exact: true }).waitFor()
  const code = await ret.getByTestId('return-carrier-code').innerText()
  const atCarrier = (await carrierShipments()).find(
    (sh) => sh.return && sh.reference.startsWith(`IADE${delivered.slice(0, 8).toUpperCase()}`),
  )
  assert.ok(atCarrier, 'the return is at the carrier')
  assert.equal(code, atCarrier.returnCode)
  await ret.scrollIntoViewIfNeeded()
  await screenshot(customer, `fulfilment-${name}-return-code`)
  // The parcel comes back: the request is received (staff inspect it).
  await advanceShipment(atCarrier.returnCode, 'delivered')
  await reloadUntil(
    customer,
    async () => {
      // The page draws its returns once their answer is in: wait for the
      // card before reading its state.
      const card = customer.getByTestId('return-request')
      await card.waitFor()
      return (await card.getByText('Teslim alındı', { exact: true }).count()) > 0
    },
    'the return received back',
  ).catch(async (err) => {
    const api = await customer.request.get(`/api/orders/${delivered}/returns`)
    throw new Error(
      `${err.message}; webhook calls: ${JSON.stringify((await carrierWebhooks()).slice(-6))}; ` +
        `GET returns: ${api.status()} ${(await api.text()).slice(0, 600)}`,
    )
  })
  await screenshot(customer, `fulfilment-${name}-return-received`)

  // The staff list: both paid orders, the failed parcel and the return
  // request, once each.
  const subjects = [
    ...ids.map((id) => `Yeni ödenmiş sipariş: #${id.slice(0, 8)}`),
    `Teslim edilemeyen kargo: #${failed.slice(0, 8)}`,
    `Yeni iade talebi: #${delivered.slice(0, 8)}`,
  ]
  for (const subject of subjects) await mailsTo(staff, new RegExp(subject))
  await new Promise((r) => setTimeout(r, 1500)) // a second mail would come with the next round
  for (const subject of subjects) assert.equal((await mailsTo(staff, new RegExp(subject))).length, 1, subject)
  assert.deepEqual(admin.jsErrors, [])
  assert.deepEqual(customer.jsErrors, [])
  await customer.context().close()
}
