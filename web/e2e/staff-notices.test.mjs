// Staff notices in the browser, against the real binary and the iyzico
// simulator as its own process, at phone and at desktop width: the admin
// saves the staff mailing list on /admin/ayarlar (a bad address is refused
// with a Turkish message and nothing is saved), chooses on /admin/hesabim
// to get every notice, a member pays an order, and both the list's address
// and the admin's own get the 'Yeni ödenmiş sipariş' mail with the order's
// number and the link to the admin's order page, once each.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import {
  launch,
  newPage,
  screenshot,
  expectToast,
  expectValue,
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
  test(`staff notices: the list and the admin's own choice are saved at ${width} width; a paid order mails both once`, async () => {
    const list = `ekip-${width}-${Date.now()}@kitapevi.test`
    const admin = await adminPage(browser, size)
    await admin.goto('/admin/ayarlar')
    const card = admin.locator('section', { has: admin.getByRole('heading', { name: 'Ekip bildirimleri' }) })
    const field = card.getByLabel('Bildirim e-posta listesi')
    await field.waitFor()

    // A line that is not an address: refused, in Turkish, on the field.
    await field.fill(`${list}\nbozuk adres`)
    await card.getByRole('button', { name: 'Kaydet' }).click()
    await card.getByText('Geçersiz e-posta adresi: bozuk adres').waitFor()
    await expectToast(admin, 'Geçersiz e-posta adresi: bozuk adres')
    await screenshot(admin, `staff-notices-refused-${width}`)

    await field.fill(`${list.toUpperCase()}\n\n${list}`)
    await card.getByLabel('Liste nasıl bilgilendirilsin?').selectOption('each')
    await card.getByRole('button', { name: 'Kaydet' }).click()
    await expectToast(admin, 'Bildirim ayarları kaydedildi')
    // The server keeps one lower-case address; the form shows what it kept.
    await admin.reload()
    await expectValue(card.getByLabel('Bildirim e-posta listesi'), list)
    await card.scrollIntoViewIfNeeded()
    await screenshot(admin, `staff-notices-card-${width}`)

    await admin.goto('/admin/hesabim')
    // The digest first (never the state a run leaves), then every notice;
    // each choice is saved at once.
    await admin.getByRole('radio', { name: 'Günde bir özet e-postası' }).check()
    await expectToast(admin, 'Bildirim tercihiniz kaydedildi')
    await admin.getByRole('radio', { name: 'Her olayda bir e-posta' }).check()
    await expectToast(admin, 'Bildirim tercihiniz kaydedildi')
    await admin.reload()
    await admin.getByRole('radio', { name: 'Her olayda bir e-posta' }).waitFor()
    assert.equal(await admin.getByRole('radio', { name: 'Her olayda bir e-posta' }).isChecked(), true)
    await screenshot(admin, `staff-notices-mine-${width}`)
    assert.deepEqual(admin.jsErrors, [])
    await admin.context().close()

    // A member pays an order.
    const customer = await newPage(browser)
    await registerMember(customer)
    await saveAddress(customer)
    const title = await addBookFromList(customer)
    const orderId = await placeOrder(customer, title)
    await payOnIyzico(await openHostedForm(customer))
    await expectPaid(customer, orderId)
    await customer.context().close()
    const number = orderId.slice(0, 8)

    const subject = new RegExp(`Yeni ödenmiş sipariş: #${number}`)
    for (const to of [list, 'admin@kitapevi.test']) {
      const mails = await mailsTo(to, subject)
      assert.ok(mails[0].text.includes(`/admin/siparisler?q=${number}`), mails[0].text)
      // The worker keeps going; a second mail of the same notice never comes.
      await new Promise((r) => setTimeout(r, 1500))
      assert.equal((await mailsTo(to, subject)).length, 1, `${to} mailed more than once`)
    }
  })
}
