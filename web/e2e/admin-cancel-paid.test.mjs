// The admin cancels a paid order from /admin/siparisler, in the browser
// against the real binary and the simulator as its own process, at phone
// width (the orders are cards) and at desktop width (a table): a paid order
// cannot be cancelled without a reason; with one, iyzico refunds it, the
// row says 'İptal Edildi' and 'İade edildi', the customer's mail names the
// reason and the refund, and the member's order page says it is cancelled.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import {
  launch,
  newPage,
  screenshot,
  uniqueEmail,
  expectToast,
  adminPage,
  registerMember,
  phone,
  desktop,
} from './helpers.mjs'
import { saveAddress, addBookFromList, placeOrder, openHostedForm, payOnIyzico, expectPaid } from './checkout-steps.mjs'
import { mailsTo } from './mailbox.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

for (const [width, size] of [
  ['phone', phone],
  ['desktop', desktop],
]) {
  test(`orders: the admin cancels a paid order with a reason at ${width} width; refunded, the member sees it cancelled`, async () => {
    const customer = await newPage(browser)
    const email = uniqueEmail(`iptal-${width}`)
    await registerMember(customer, { name: 'Deniz Okur', email })
    await saveAddress(customer)
    const title = await addBookFromList(customer)
    const orderId = await placeOrder(customer, title)
    await payOnIyzico(await openHostedForm(customer))
    await expectPaid(customer, orderId)
    const number = orderId.slice(0, 8)
    const reason = `Kitap depoda hasarlı bulundu (${width})`

    const admin = await adminPage(browser, size)
    await admin.goto(`/admin/siparisler?q=${number}`)
    // One layout is shown at a time: table rows on a desktop, cards on a phone.
    const row = admin
      .locator('tr, li')
      .filter({ hasText: `#${number}`, visible: true })
      .first()
    await row.getByText('Ödendi', { exact: true }).waitFor()
    await row.getByRole('button', { name: `Sipariş #${number}: İptal Et` }).click()
    const dialog = admin.getByRole('alertdialog', { name: 'Siparişi İptal Et' })
    const reasonField = dialog.getByLabel('İptal nedeni (müşteriye gönderilir)')
    await reasonField.waitFor()
    // A paid order's reason is required: nothing is sent without it.
    await dialog.getByRole('button', { name: 'Siparişi İptal Et' }).click()
    await dialog
      .getByText('Ödemesi alınmış bir sipariş için müşteriye gönderilecek iptal nedenini yazın.', { exact: false })
      .first()
      .waitFor()
    await reasonField.fill(reason)
    await screenshot(admin, `admin-cancel-paid-dialog-${width}`)
    await dialog.getByRole('button', { name: 'Siparişi İptal Et' }).click()
    await expectToast(admin, 'Sipariş durumu güncellendi')
    await row.getByText('İptal Edildi', { exact: true }).waitFor()
    await row.getByText('İade edildi', { exact: true }).waitFor()
    assert.equal(await row.getByRole('button', { name: /İptal Et|kargoya ver/i }).count(), 0)
    await screenshot(admin, `admin-cancel-paid-row-${width}`)
    assert.deepEqual(admin.jsErrors, [])
    await admin.context().close()

    // The customer is told why, and that the charge went back to the card.
    const [mail] = await mailsTo(email, /İptal nedeni:/, { timeoutMs: 30_000 })
    assert.ok(mail.text.includes(`İptal nedeni: ${reason}`), mail.text)
    assert.match(mail.text, /kartınıza iade edildi/)

    // The member's order page: cancelled, no cancel button, no shipping promise.
    await customer.setViewportSize(size)
    await customer.goto(`/siparis/${orderId}`)
    await customer.getByText('İptal Edildi', { exact: true }).first().waitFor()
    await customer.getByText('Sipariş iptal edildiği için kargoya verilmeyecek.').waitFor()
    assert.equal(await customer.getByRole('button', { name: 'Siparişi İptal Et' }).count(), 0)
    await screenshot(customer, `admin-cancel-paid-member-${width}`)
    assert.deepEqual(customer.jsErrors, [])
    await customer.context().close()
  })
}
