// The return carrier in the browser against the real binary: the admin
// chooses the return carrier from the list with its agreement code on the
// contact page (/admin/icerik warns while none is chosen); the contracts
// name them; a member's return request then shows the code the parcel is
// handed over with on /siparis/{id} at phone and desktop widths.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import {
  launch,
  newPage,
  screenshot,
  expectToast,
  adminPage,
  registerMember,
  uniqueEmail,
  phone,
  desktop,
} from './helpers.mjs'
import { saveAddress, addBookFromList, placeOrder, openHostedForm, payOnIyzico, expectPaid } from './checkout-steps.mjs'
import { setReturnCarrier } from './content-steps.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

test('return carrier: the admin sets it with its agreement code; the member sees the code on the return', async () => {
  const admin = await adminPage(browser, desktop)
  await admin.goto('/admin/icerik')
  const card = admin.getByTestId('page-card-contact')
  await card.waitFor()

  // No return carrier: the card says the contracts need one.
  await setReturnCarrier(admin, '', '')
  await card.getByTestId('page-return-carrier-contact').waitFor()
  await screenshot(admin, 'return-carrier-warning')
  // The agreement code is one line of at most 40 characters.
  await admin.getByRole('button', { name: 'İletişim sayfasını düzenle' }).click()
  const dialog = admin.getByRole('dialog')
  await dialog.getByLabel('İade Kargo Firması').selectOption('Aras Kargo')
  await dialog.getByLabel('Anlaşma Kodu').fill('K'.repeat(41))
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await dialog.getByText('Anlaşma kodu tek satır ve en fazla 40 karakter olmalıdır.').waitFor()
  await dialog.getByRole('button', { name: 'İptal' }).click()
  await dialog.waitFor({ state: 'detached' })

  await setReturnCarrier(admin, 'Aras Kargo', 'ARS-778812', 'return-carrier-form')
  await card.getByTestId('page-return-carrier-contact').waitFor({ state: 'detached' })
  await admin.setViewportSize(phone)
  await admin.getByRole('button', { name: 'İletişim sayfasını düzenle' }).click()
  await admin.getByRole('dialog').getByLabel('Anlaşma Kodu').scrollIntoViewIfNeeded()
  assert.equal(await admin.getByRole('dialog').getByLabel('Anlaşma Kodu').inputValue(), 'ARS-778812')
  assert.equal(await admin.getByRole('dialog').getByLabel('İade Kargo Firması').inputValue(), 'Aras Kargo')
  await screenshot(admin, 'return-carrier-form-phone')
  await admin.getByRole('dialog').getByRole('button', { name: 'İptal' }).click()

  // A member buys a book; the contract names the carrier and the code.
  const customer = await newPage(browser)
  await customer.setViewportSize(phone)
  await registerMember(customer, { name: 'Deniz Okur', email: uniqueEmail('iadekodu') })
  await saveAddress(customer)
  const title = await addBookFromList(customer)
  const orderId = await placeOrder(customer, title)
  const pre = customer.getByRole('region', { name: 'Ön Bilgilendirme Formu' })
  assert.match(await pre.innerText(), /İade için anlaşmalı kargo firması: Aras Kargo \(anlaşma kodu: ARS-778812\)\./)
  assert.doesNotMatch(await pre.innerText(), /kargo firması: -/)
  await payOnIyzico(await openHostedForm(customer))
  await expectPaid(customer, orderId)

  // Shipped and delivered (the admin's API; the ship dialog has its own tests).
  for (const [step, data] of [
    ['ship', { trackingNumber: `AR${Date.now()}`, cargoCompany: 'Aras Kargo' }],
    ['deliver', undefined],
  ]) {
    const r = await admin.request.post(`/api/admin/orders/${orderId}/${step}`, { data })
    assert.equal(r.status(), 200, await r.text())
  }

  // The return request on the phone: the code is on the return card.
  await customer.goto(`/siparis/${orderId}`)
  await customer.getByRole('button', { name: 'İade / Cayma Talebi' }).click()
  const form = customer.getByRole('dialog', { name: 'İade / Cayma Talebi' })
  await form.getByLabel(`${title} için iade adedi`).selectOption('1')
  await form.getByRole('button', { name: 'Talebi Gönder' }).click()
  await expectToast(customer, 'İade talebiniz alındı')
  const ret = customer.getByTestId('return-request')
  await ret.getByText('Talep alındı', { exact: true }).waitFor()
  assert.equal(await ret.getByTestId('return-carrier-code').innerText(), 'ARS-778812')
  await ret.getByText('Paketi Aras Kargo şubesine bu kodla teslim edin; kargo bedelini biz öderiz.').waitFor()
  await ret.getByText(/Kargo iade kodunuz: ARS-778812 \(Aras Kargo\)/).waitFor()
  await ret.scrollIntoViewIfNeeded()
  await screenshot(customer, 'return-code-phone')
  await customer.setViewportSize(desktop)
  await ret.scrollIntoViewIfNeeded()
  await screenshot(customer, 'return-code-desktop')

  // Another member does not see the order or its code.
  const other = await newPage(browser)
  await registerMember(other, { email: uniqueEmail('baska') })
  const theirs = await other.request.get(`/api/orders/${orderId}/returns`)
  assert.equal(theirs.status(), 404)
  assert.doesNotMatch(await theirs.text(), /ARS-778812/)

  // Staff see the code beside the request.
  await admin.setViewportSize(desktop)
  await admin.goto(`/admin/iadeler`)
  const row = admin.getByTestId('admin-return-row').filter({ hasText: `#${orderId.slice(0, 8)}` })
  assert.equal(await row.getByTestId('admin-return-carrier-code').innerText(), 'Aras Kargo iade kodu: ARS-778812')
  await screenshot(admin, 'return-code-admin')

  for (const p of [admin, customer, other]) assert.deepEqual(p.jsErrors, [])
})
