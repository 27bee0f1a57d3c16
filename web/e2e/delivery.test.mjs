// Delivery in the browser against the real binary, at a phone and a
// desktop: the book page and the cart show 'Tahmini teslim: …' with the
// cut-off sentence (a book out of stock shows none); the admin's
// 'Teslimat süresi' card saves and reloads, and the estimate follows it (the
// shop's closed days included); the
// admin's book form takes a book's weight and dimensions and says why they
// matter.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import {
  launch,
  newPage,
  screenshot,
  expectToast,
  expectValue,
  adminPage,
  adminAPI,
  createBook,
  registerMember,
  phone,
  desktop,
} from './helpers.mjs'

const months = 'Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık'
const estimate = new RegExp(`^Tahmini teslim: \\d{1,2} (${months}) (Pazartesi|Salı|Çarşamba|Perşembe|Cuma)$`)

let browser
let api
before(async () => {
  browser = await launch()
  api = await adminAPI(browser)
})
after(async () => {
  // The shop's default again, for the files after this one.
  await api?.request.put('/api/admin/settings/delivery', { data: { handlingDays: 1, cutoffHour: 15, transitDays: 2 } })
  await browser?.close()
})

for (const [name, viewport] of [
  ['phone', phone],
  ['desktop', desktop],
]) {
  test(`delivery estimate (${name}): the book page and the cart show it, not for a book out of stock`, async () => {
    const stamp = `${name} ${Date.now() % 100000}`
    const inStock = await createBook(api, { title: `Teslim Kitabı ${stamp}`, price: 9000, stock: 5 })
    const soldOut = await createBook(api, { title: `Tükenen Kitap ${stamp}`, price: 9000, stock: 0 })
    const fromAPI = (await (await api.request.get(`/api/books/${inStock.id}`)).json()).delivery

    const page = await newPage(browser)
    await page.setViewportSize(viewport)
    await registerMember(page)
    await page.goto(`/kitap/${inStock.id}`)
    const note = page.getByTestId('delivery-estimate')
    await note.waitFor()
    const text = (await note.locator('time').textContent()).trim()
    assert.match(text, estimate)
    assert.equal(text, fromAPI.text)
    assert.equal(await note.locator('time').getAttribute('datetime'), fromAPI.date)
    assert.match(await note.textContent(), /Saat 15:00'e kadar verilen siparişler aynı gün kargoda/)
    // Near the price and the cart button: above the button, below the price.
    const button = page.getByRole('button', { name: 'Sepete Ekle' }).first()
    assert.ok((await note.boundingBox()).y < (await button.boundingBox()).y)
    await screenshot(page, `delivery-book-${name}`)

    await button.click()
    await expectToast(page, `${inStock.title} sepete eklendi!`)
    await page.goto('/sepet')
    const cartNote = page.getByTestId('delivery-estimate')
    await cartNote.waitFor()
    assert.equal((await cartNote.locator('time').textContent()).trim(), text)
    await cartNote.scrollIntoViewIfNeeded()
    await screenshot(page, `delivery-cart-${name}`)

    await page.goto(`/kitap/${soldOut.id}`)
    await page.getByText('Stok Yok', { exact: true }).first().waitFor()
    assert.equal(await page.getByTestId('delivery-estimate').count(), 0)
    assert.deepEqual(page.jsErrors, [])
  })

  test(`delivery setting (${name}): the admin's card saves and reloads, the book page follows`, async () => {
    const admin = await adminPage(browser, viewport)
    await admin.goto('/admin/ayarlar')
    const card = admin.getByRole('region', { name: 'Teslimat süresi' })
    const handling = card.getByLabel('Hazırlık süresi (iş günü)')
    await expectValue(handling, '1')
    assert.equal(await card.getByLabel('Kargo kesim saati').inputValue(), '15')
    assert.equal(await card.getByLabel('Kargoda geçen süre (iş günü)').inputValue(), '2')

    // A bad value is refused under its field, nothing saved.
    await handling.fill('40')
    await card.getByRole('button', { name: 'Kaydet' }).click()
    await card.getByText('Hazırlık süresi 0 ile 15 iş günü arasında olmalıdır').waitFor()

    await handling.fill('2')
    await card.getByLabel('Kargo kesim saati').selectOption('11')
    await card.getByLabel('Kargoda geçen süre (iş günü)').fill('3')
    await card.getByRole('button', { name: 'Kaydet' }).click()
    await expectToast(admin, 'Teslimat süresi kaydedildi')
    await admin.reload()
    const again = admin.getByRole('region', { name: 'Teslimat süresi' })
    await expectValue(again.getByLabel('Hazırlık süresi (iş günü)'), '2')
    assert.equal(await again.getByLabel('Kargo kesim saati').inputValue(), '11')
    assert.equal(await again.getByLabel('Kargoda geçen süre (iş günü)').inputValue(), '3')
    await again.scrollIntoViewIfNeeded()
    await screenshot(admin, `delivery-settings-${name}`)

    const { id } = await createBook(api, { title: `Ayar Kitabı ${name} ${Date.now() % 100000}`, price: 9000, stock: 3 })
    const shopper = await newPage(browser)
    await shopper.setViewportSize(viewport)
    await shopper.goto(`/kitap/${id}`)
    const note = shopper.getByTestId('delivery-estimate')
    await note.waitFor()
    assert.match(await note.textContent(), /Saat 11:00'e kadar verilen siparişler 2 iş günü içinde kargoda/)
    assert.equal(
      (await note.locator('time').textContent()).trim(),
      (await (await api.request.get(`/api/books/${id}`)).json()).delivery.text,
    )

    // The shop closes on the day the book would arrive: a line that is not
    // a date is refused under the field; the day, written as the admin
    // writes dates, is saved with another, and the estimate moves past it.
    const due = (await (await api.request.get(`/api/books/${id}`)).json()).delivery.date
    const [y, m, d] = due.split('-')
    const closed = again.getByLabel('Kapalı günler')
    await closed.fill('31.02.2027')
    await again.getByRole('button', { name: 'Kaydet' }).click()
    await again.getByText('Kapalı günlerden biri geçerli bir tarih değil').waitFor()
    await closed.fill('yarın')
    await again.getByRole('button', { name: 'Kaydet' }).click()
    await again.getByText('Her satıra bir tarih yazın: GG.AA.YYYY (ör. 02.01.2027)').waitFor()
    await closed.fill(`31.12.2030\n${Number(d)}.${Number(m)}.${y}\n`)
    await again.getByRole('button', { name: 'Kaydet' }).click()
    await expectToast(admin, 'Teslimat süresi kaydedildi')
    await admin.reload()
    await expectValue(
      admin.getByRole('region', { name: 'Teslimat süresi' }).getByLabel('Kapalı günler'),
      `${d}.${m}.${y}\n31.12.2030`,
    )
    await admin.getByRole('region', { name: 'Teslimat süresi' }).getByLabel('Kapalı günler').scrollIntoViewIfNeeded()
    await screenshot(admin, `delivery-closed-days-${name}`)
    await shopper.reload()
    await note.waitFor()
    const later = await note.locator('time').getAttribute('datetime')
    assert.ok(later > due, `the estimate ${later} is not after the closed day ${due}`)
    assert.deepEqual(admin.jsErrors, [])

    await api.request.put('/api/admin/settings/delivery', { data: { handlingDays: 1, cutoffHour: 15, transitDays: 2 } })
  })

  test(`book parcel (${name}): the admin's book form takes the weight and dimensions and says why`, async () => {
    const title = `Ölçülü Kitap ${name} ${Date.now() % 100000}`
    const { id } = await createBook(api, { title, price: 9000, stock: 3 })
    const admin = await adminPage(browser, viewport)
    await admin.goto('/admin/kitaplar')
    await admin.getByLabel('Kitap ara').fill(title)
    const item = admin.locator(viewport === phone ? '[data-testid=admin-book-card]' : '[data-testid=admin-book-row]', {
      hasText: title,
    })
    await item.getByRole('button', { name: 'Düzenle' }).click()
    const edit = admin.getByRole('dialog', { name: 'Kitabı Düzenle' })
    const parcel = edit.getByRole('group', { name: 'Ağırlık ve ölçüler' })
    await parcel.getByText(/Kargo için gerekli/).waitFor()
    await parcel.getByLabel('Ağırlık (g)').fill('0')
    await edit.getByRole('button', { name: 'Kaydet' }).click()
    await parcel.getByText('Ağırlık 1 ile 20.000 gram arasında olmalıdır').waitFor()
    await parcel.getByLabel('Ağırlık (g)').fill('320')
    await parcel.getByLabel('Genişlik (mm)').fill('135')
    await parcel.getByLabel('Yükseklik (mm)').fill('210')
    await parcel.getByLabel('Kalınlık (mm)').fill('18')
    await parcel.scrollIntoViewIfNeeded()
    await screenshot(admin, `delivery-book-form-${name}`)
    await edit.getByRole('button', { name: 'Kaydet' }).click()
    await expectToast(admin, 'Kitap güncellendi')
    const saved = await (await api.request.get(`/api/admin/books/${id}`)).json()
    assert.deepEqual([saved.weightGrams, saved.widthMm, saved.heightMm, saved.depthMm], [320, 135, 210, 18])

    // Reopened, the form shows what was saved.
    await item.getByRole('button', { name: 'Düzenle' }).click()
    const again = admin.getByRole('dialog', { name: 'Kitabı Düzenle' })
    await expectValue(again.getByLabel('Ağırlık (g)'), '320')
    assert.equal(await again.getByLabel('Kalınlık (mm)').inputValue(), '18')
    assert.deepEqual(admin.jsErrors, [])
  })
}
