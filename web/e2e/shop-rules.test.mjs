// Rules an admin sets, in the browser against the real binary:
// - the shipping fee and threshold on /admin/ayarlar ('Kargo'): a bad amount
//   is refused under its field; a new rule prices a member's /sepet (its
//   'Ücretsiz kargo için … daha ekleyin' hint too). The rule is put back at
//   the end (the other test files assume the default 15 ₺ below 100 ₺).
// - a running sale is ended ('Bitir'), not deleted: it stays in the list as
//   'Sona erdi', kept as the proof of the price it charged, and the book's
//   price is back at once. Its edit form offers only the name and the end.
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

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

test('shipping: the admin sets 29,90 ₺ below 250 ₺; the cart charges it', async () => {
  const api = await adminAPI(browser)
  const book = await createBook(api, { title: `Kargo Kitabı ${Date.now() % 100000}`, price: 12000 })
  const admin = await adminPage(browser, phone)
  try {
    await admin.goto('/admin/ayarlar')
    const card = admin.getByRole('region', { name: 'Kargo' })
    await card.getByText('Şu an: ₺100,00 altındaki siparişlerde kargo ₺15,00.').waitFor()
    await card.getByLabel('Kargo ücreti (₺)').fill('yirmi')
    await card.getByRole('button', { name: 'Kaydet' }).click()
    await card.getByText('Geçerli bir tutar girin, örn. 129,90').waitFor()
    await card.getByLabel('Kargo ücreti (₺)').fill('1500')
    await card.getByRole('button', { name: 'Kaydet' }).click()
    await card.getByText('Kargo ücreti 0 ile 1.000 ₺ arasında olmalıdır').waitFor() // the server's refusal
    await card.getByLabel('Kargo ücreti (₺)').fill('29,90')
    await card.getByLabel('Ücretsiz kargo eşiği (₺)').fill('250')
    await card.getByRole('button', { name: 'Kaydet' }).click()
    await expectToast(admin, 'Kargo ayarı kaydedildi')
    await card.getByText('Şu an: ₺250,00 altındaki siparişlerde kargo ₺29,90.').waitFor()
    await screenshot(admin, 'shipping-setting-phone')
    await admin.setViewportSize(desktop)
    await screenshot(admin, 'shipping-setting-desktop')
    await assertAccessible(admin, 'admin settings with shipping')

    // A member's cart: 120 ₺ pays 29,90 ₺ and lacks 130 ₺ for free shipping.
    const member = await newPage(browser)
    await member.setViewportSize(phone)
    await registerMember(member)
    assert.equal((await member.request.put(`/api/cart/items/${book.id}`, { data: { quantity: 1 } })).status(), 200)
    await member.goto('/sepet')
    await member.getByRole('link', { name: book.title }).waitFor()
    await member.getByText('Ücretsiz kargo için ₺130,00 daha ekleyin').waitFor()
    const summary = await member.getByRole('main').innerText()
    assert.match(summary, /₺29,90/)
    assert.match(summary, /₺149,90/)
    await screenshot(member, 'shipping-cart-phone')
    for (const p of [admin, member]) assert.deepEqual(p.jsErrors, [])
  } finally {
    const back = await api.request.put('/api/admin/settings/shipping', { data: { fee: 1500, freeFrom: 10000 } })
    assert.equal(back.status(), 200)
  }
})

test('sales: a running sale is ended, not deleted, and kept', async () => {
  const api = await adminAPI(browser)
  const book = await createBook(api, { title: `Biten İndirim ${Date.now() % 100000}`, price: 20000 })
  const name = `Hafta Sonu ${Date.now() % 100000}`
  const now = Date.now()
  const created = await api.request.post('/api/admin/sales', {
    data: {
      name,
      scope: 'book',
      bookIds: [book.id],
      percent: 20,
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 86_400_000).toISOString(),
    },
  })
  assert.equal(created.status(), 201, await created.text())

  const admin = await adminPage(browser, desktop)
  await admin.goto('/admin/kampanyalar')
  const row = admin.getByRole('row', { name: new RegExp(name) })
  await row.waitFor()
  assert.match(await row.innerText(), /Devam ediyor/)
  assert.equal(await row.getByRole('button', { name: `${name}: sil` }).count(), 0)

  // Its edit form: the terms are shown but locked; the name and end are open.
  await row.getByRole('button', { name: `${name}: düzenle` }).click()
  const dialog = admin.getByRole('dialog', { name: 'İndirimi Düzenle' })
  await dialog.getByText(/Bu indirim başladı/).waitFor()
  assert.equal(await dialog.getByLabel('İndirim oranı (%)').isDisabled(), true)
  assert.equal(await dialog.getByLabel('Başlangıç').isDisabled(), true)
  assert.equal(await dialog.getByLabel('Bitiş').isDisabled(), false)
  await dialog.getByLabel('Kampanya adı').fill(`${name} (uzun)`)
  await screenshot(admin, 'sale-running-edit-desktop')
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await expectToast(admin, 'İndirim kaydedildi')
  const renamed = admin.getByRole('row', { name: new RegExp(`${name} \\(uzun\\)`) })
  await renamed.waitFor()

  // 'Bitir', confirmed: the row stays, ended and kept as the proof.
  await renamed.getByRole('button', { name: `${name} (uzun): bitir` }).click()
  const confirm = admin.getByRole('alertdialog').or(admin.getByRole('dialog', { name: 'İndirimi bitir' }))
  await confirm.getByText(/kanıtı olarak listede kalır/).waitFor()
  await confirm.getByRole('button', { name: 'Bitir' }).click()
  await expectToast(admin, 'İndirim bitirildi')
  await renamed.getByText('Sona erdi').waitFor()
  await renamed.getByText('Kanıt olarak saklanır').waitFor()
  assert.equal(await renamed.getByRole('button').count(), 0)
  await admin.setViewportSize(phone)
  await screenshot(admin, 'sale-ended-phone')

  // The shop charges the list price again.
  const guest = await newPage(browser)
  await guest.goto(`/kitap/${book.id}`)
  await guest.getByRole('heading', { level: 1, name: book.title }).waitFor()
  assert.equal(await guest.getByTestId('sale-price').count(), 0)
  await guest.getByText('₺200,00').first().waitFor()
  for (const p of [admin, guest]) assert.deepEqual(p.jsErrors, [])
})
