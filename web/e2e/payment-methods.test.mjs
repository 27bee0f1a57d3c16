// Havale/EFT and kapıda ödeme in the browser, against the real binary, the
// carrier's simulator and the shop's outbox. With both methods turned on
// (and put back after): a customer orders by transfer at /odeme, sees the
// shop's IBAN, the exact amount and the order number to write, and gets the
// same by mail; staff record a transfer short of the total ('Eksik ödeme')
// and then the rest, which confirms the order ('Onaylandı'). Another
// customer orders to pay at the door: the order is confirmed at once with
// the fee in its total, its parcel carries the amount to collect, and the
// carrier's delivery records the payment. Once at a phone's width and once
// at a desktop's.
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
import { saveAddress, placeOrder, contracts } from './checkout-steps.mjs'
import { advanceShipment, carrierShipments } from './carrier-sim.mjs'
import { mailsTo } from './mailbox.mjs'
import { reloadUntil } from './invoice-steps.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

// A demo book with a weight and measures, which a parcel needs.
const demoBook = 'Likya Yolunda Yürümek'
const iban = 'TR330006100519786457841326'
const codFee = 1990

/** Turns both methods on with one bank account; returns what puts the setting back. */
async function methodsOn(admin) {
  const got = await admin.request.get('/api/admin/settings/payments')
  assert.equal(got.status(), 200, await got.text())
  const saved = await got.json()
  delete saved.$schema
  const put = async (data) => {
    const r = await admin.request.put('/api/admin/settings/payments', { data })
    assert.equal(r.status(), 200, await r.text())
  }
  await put({
    ...saved,
    transferOn: true,
    holdHours: 48,
    transferDiscount: 0,
    codOn: true,
    codFee,
    codMaxTotal: 0,
    codForms: ['cash', 'card'],
    codCarriers: ['MNG Kargo'],
    bankAccounts: [{ bank: 'Ziraat Bankası', holder: 'Kitapevi Yayıncılık A.Ş.', iban }],
  })
  return () =>
    put({
      ...saved,
      bankAccounts: (saved.bankAccounts ?? []).map(({ bank, holder, iban }) => ({ bank, holder, iban })),
    })
}

/** The demo book in a fresh customer's cart, the order placed: /odeme?orderId=. */
async function toCheckout(customer, viewport, who) {
  await customer.setViewportSize(viewport)
  const email = uniqueEmail(who)
  await registerMember(customer, { name: 'Ayşe Güneş', email })
  await saveAddress(customer)
  await customer.goto(`/kitaplar?q=${encodeURIComponent(demoBook)}`, { waitUntil: 'networkidle' })
  const card = customer
    .locator('article')
    .filter({ has: customer.getByRole('heading', { name: demoBook, exact: true }) })
  await card.getByRole('button', { name: 'Sepete Ekle' }).click()
  await expectToast(customer, `${demoBook} sepete eklendi!`)
  const orderId = await placeOrder(customer, demoBook)
  return { email, orderId }
}

/** Chooses the method at /odeme, accepts both contracts and confirms. */
async function chooseAndConfirm(page, label, title) {
  const method = page.getByRole('radio', { name: new RegExp(label) })
  // The keyboard: focus the method and select it with Space.
  await method.focus()
  await page.keyboard.press('Space')
  assert.equal(await method.isChecked(), true)
  // The contracts are filled for the chosen method.
  const pre = page.getByRole('region', { name: 'Ön Bilgilendirme Formu' })
  await pre.getByText(label).first().waitFor()
  const { acceptPre, acceptSales } = await contracts(page, title)
  await acceptPre.check()
  await acceptSales.check()
}

for (const [name, viewport] of [
  ['phone', phone],
  ['desktop', desktop],
]) {
  test(`havale/EFT (${name}): IBAN shown and mailed, a short transfer then the rest confirms the order`, async () => {
    const admin = await adminPage(browser, viewport)
    const restore = await methodsOn(admin)
    try {
      const customer = await newPage(browser)
      const { email, orderId } = await toCheckout(customer, viewport, `havale-${name}`)
      await chooseAndConfirm(customer, 'Havale / EFT', demoBook)
      await screenshot(customer, `payment-transfer-${name}-odeme`)
      await customer.getByRole('button', { name: 'Siparişi onayla', exact: true }).click()
      await customer.waitForURL((u) => u.pathname === `/siparis/${orderId}`)
      const panel = customer.getByTestId('transfer-panel')
      await panel.getByText('TR33 0006 1005 1978 6457 8413 26').waitFor()
      const number = orderId.slice(0, 8)
      await panel.getByText(new RegExp(number, 'i')).first().waitFor()
      const order = await (await customer.request.get(`/api/orders/${orderId}`)).json()
      assert.equal(order.paymentMethod, 'transfer')
      assert.equal(order.status, 'pending')
      const total = order.total
      assert.ok(total > 1000, `total ${total}`)
      assert.equal(await customer.getByTestId('order-status').textContent(), 'Beklemede')
      await screenshot(customer, `payment-transfer-${name}-instructions`)
      // The same instructions by mail, once.
      const mails = await mailsTo(email, /ödeme bilgileriniz/)
      assert.equal(mails.length, 1, mails.map((m) => m.text.slice(0, 300)).join('\n----\n'))
      assert.match(mails[0].text, /TR33 0006 1005 1978 6457 8413 26/)

      // Staff record 10,00 TL: 'Eksik ödeme'; then the rest: 'Onaylandı'.
      await admin.goto(`/admin/siparisler?q=${encodeURIComponent(email)}`)
      await admin.getByRole('heading', { level: 1, name: 'Sipariş Yönetimi' }).waitFor()
      await admin
        .getByRole('button', { name: `Sipariş #${number}: Detay` })
        .filter({ visible: true })
        .click()
      const section = admin.getByTestId('admin-order-method')
      await section.getByText('Ödeme bekleniyor').waitFor()
      const record = async (kurus, ref) => {
        await section.getByRole('button', { name: 'Havale alındı' }).click()
        const dialog = admin.getByRole('dialog', { name: new RegExp(`Havale alındı: #${number}`) })
        await dialog.waitFor()
        await dialog.getByLabel('Tutar (TL)').fill((kurus / 100).toFixed(2).replace('.', ','))
        await dialog.getByLabel('Gönderen').fill('Ayşe Güneş')
        await dialog.getByLabel('Banka referansı (dekont no)').fill(ref)
        await dialog.getByRole('button', { name: 'Kaydet' }).click()
        await expectToast(admin, 'Havale kaydedildi')
        await dialog.waitFor({ state: 'detached' })
      }
      await record(1000, `E2E-${name}-${Date.now()}-1`)
      await section.getByText('Eksik ödeme').waitFor()
      await screenshot(admin, `payment-transfer-${name}-partial`)
      await record(total - 1000, `E2E-${name}-${Date.now()}-2`)
      await section.getByText('Ödendi').first().waitFor()
      await screenshot(admin, `payment-transfer-${name}-paid`)
      // The customer's order is confirmed.
      const badge = customer.getByTestId('order-status')
      await reloadUntil(
        customer,
        async () => {
          await badge.waitFor()
          return (await badge.textContent()) === 'Onaylandı'
        },
        'the transfer order confirmed',
      )
      await screenshot(customer, `payment-transfer-${name}-confirmed`)
      await customer.context().close()
    } finally {
      await restore()
      await admin.context().close()
    }
  })

  test(`kapıda ödeme (${name}): confirmed at once with the fee, the parcel collects, delivery records the payment`, async () => {
    const admin = await adminPage(browser, viewport)
    const restore = await methodsOn(admin)
    try {
      const customer = await newPage(browser)
      const { email, orderId } = await toCheckout(customer, viewport, `kapida-${name}`)
      await chooseAndConfirm(customer, 'Kapıda ödeme', demoBook)
      await customer.getByText('Kapıda ödeme bedeli').first().waitFor()
      await customer.getByText('Kapıda kabul edilen ödeme şekilleri: Nakit, Kredi kartı').waitFor()
      await screenshot(customer, `payment-cod-${name}-odeme`)
      await customer.getByRole('button', { name: 'Siparişi onayla', exact: true }).click()
      await customer.waitForURL((u) => u.pathname === `/siparis/${orderId}`)
      const badge = customer.getByTestId('order-status')
      await badge.getByText('Onaylandı').waitFor()
      const order = await (await customer.request.get(`/api/orders/${orderId}`)).json()
      assert.equal(order.paymentMethod, 'cod')
      assert.equal(order.methodFee, codFee)
      await screenshot(customer, `payment-cod-${name}-confirmed`)
      await mailsTo(email, /onaylandı/i)

      // The admin list's method filter finds it.
      await admin.goto(`/admin/siparisler?q=${encodeURIComponent(email)}&yontem=cod`)
      await admin.getByRole('heading', { level: 1, name: 'Sipariş Yönetimi' }).waitFor()
      await admin.getByText('Kapıda ödeme').filter({ visible: true }).first().waitFor()
      // Prepared at the carrier: the parcel collects the total.
      const prep = await admin.request.post('/api/admin/shipments', { data: { orderIds: [orderId] } })
      assert.equal(prep.status(), 200, await prep.text())
      const ref = orderId.slice(0, 8).toUpperCase()
      const sh = (await carrierShipments()).find((s) => s.reference === ref)
      assert.ok(sh, 'the parcel is at the carrier')
      const total = order.total
      // The carrier's API takes the amount in lira.
      assert.equal(Math.round(sh.codAmount * 100), total, JSON.stringify(sh).slice(0, 300))
      await advanceShipment(ref, 'delivered')
      await reloadUntil(
        customer,
        async () => {
          await badge.waitFor()
          return (await badge.textContent()) === 'Teslim Edildi'
        },
        'the COD order delivered',
      )
      const paid = await (await admin.request.get(`/api/admin/orders/${orderId}`)).json()
      assert.equal(paid.paymentState, 'paid', JSON.stringify(paid).slice(0, 400))
      await screenshot(customer, `payment-cod-${name}-delivered`)
      await customer.context().close()
    } finally {
      await restore()
      await admin.context().close()
    }
  })
}
