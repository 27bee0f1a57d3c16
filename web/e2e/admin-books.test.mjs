// Kitap Yönetimi in the browser: an admin opens the new-book form from the
// dashboard's link (/admin/kitaplar?yeni=1), fills it from an ISBN lookup
// (scripts/e2e.sh points the server at web/e2e/fake-books.mjs, which knows
// 9786051234564), uploads a cover through the widget and crops it in 'Resmi
// Kırp', saves, approves the book from the table, and a shopper then finds it
// in the storefront with its cover.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import {
  launch,
  newPage,
  screenshot,
  expectToast,
  adminPage,
  picture,
  adminAPI,
  createBook,
  phone,
  desktop,
} from './helpers.mjs'
import { assertAccessible } from './axe.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

test('an admin creates a book from an ISBN lookup with a cropped cover, approves it, and the storefront shows it', async () => {
  const admin = await adminPage(browser)
  await admin.setViewportSize({ width: 1280, height: 900 })
  await admin.goto('/admin/kitaplar?yeni=1')
  const dialog = admin.getByRole('dialog', { name: 'Yeni Kitap Ekle' })
  await dialog.waitFor()
  // The query parameter is consumed: closing the form does not reopen it.
  await admin.waitForURL((u) => !u.searchParams.has('yeni'))

  // An unknown but valid ISBN: not found, nothing filled.
  const isbn = dialog.getByLabel('ISBN')
  const lookupButton = dialog.getByRole('button', { name: 'ISBN ile Bul' })
  assert.equal(await lookupButton.isDisabled(), true, 'empty ISBN: lookup disabled')
  await isbn.fill('978-0-306-40615-7')
  await dialog.getByText('Geçerli ISBN-13').waitFor()
  await lookupButton.click()
  await expectToast(admin, 'Bu ISBN için kitap bilgisi bulunamadı')
  assert.equal(await dialog.getByLabel('Kitap Adı').inputValue(), '')

  await isbn.fill('978605123456')
  await dialog.getByText('ISBN 10 veya 13 haneli olmalıdır').waitFor()
  assert.equal(await lookupButton.isDisabled(), true, 'invalid ISBN: lookup disabled')
  await isbn.fill('978-605-12345-6-4')
  await dialog.getByText('Geçerli ISBN-13').waitFor()
  await lookupButton.click()
  await expectToast(admin, "Kitap bilgileri ISBN'den alındı")
  assert.equal(await dialog.getByLabel('Kitap Adı').inputValue(), 'Sisli Sokaklar')
  assert.equal(await dialog.getByRole('combobox', { name: 'Yazar' }).inputValue(), 'Selim Karasulu')
  assert.equal(await dialog.getByLabel('Kategori').locator('option:checked').innerText(), 'Polisiye')
  assert.equal(await dialog.getByLabel('Sayfa Sayısı').inputValue(), '312')
  assert.equal(await dialog.getByLabel('Yayın Tarihi').inputValue(), '2024-09-17')
  await dialog.locator('.ql-editor', { hasText: 'Karaköy rıhtımında' }).waitFor()
  await screenshot(admin, 'admin-books-lookup')

  // Save without price and cover: the form's own messages.
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  assert.equal(await dialog.getByText('Bu alan zorunludur').count(), 2)

  await dialog.getByLabel('Fiyat').fill('149.90')
  await dialog.getByLabel('Stok Miktarı').fill('12')

  // The cover: a 1500x2000 PNG, cropped to 3:4 in 'Resmi Kırp', resized to 600x800 and uploaded live.
  const png = await picture(admin, 1500, 2000)
  await dialog
    .locator('[data-testid=image-input-book-cover]')
    .setInputFiles({ name: 'kapak.png', mimeType: 'image/png', buffer: png })
  const crop = admin.getByRole('dialog', { name: 'Resmi Kırp' })
  await crop.waitFor()
  await crop.getByTestId('crop-original').getByText(/1500/).waitFor()
  await screenshot(admin, 'admin-books-crop')
  const uploaded = admin.waitForResponse((r) => r.url().includes('/api/images') && r.request().method() === 'POST')
  await crop.getByRole('button', { name: 'Kırpmayı Uygula' }).click()
  const up = await uploaded
  assert.equal(up.status(), 201)
  const image = await up.json()
  assert.equal(image.pending, false, "an admin's upload is live")
  assert.deepEqual([image.width, image.height], [600, 800])
  assert.match(image.imageUrl, /^\/media\/book-covers\//)
  await expectToast(admin, 'Resim başarıyla yüklendi')
  await crop.waitFor({ state: 'detached' })
  // Applying the crop closed only the crop dialog.
  await dialog.waitFor()
  await screenshot(admin, 'admin-books-form-filled')

  const created = admin.waitForResponse((r) => r.url().endsWith('/api/admin/books') && r.request().method() === 'POST')
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  const res = await created
  assert.equal(res.status(), 201)
  const book = await res.json()
  assert.equal(book.title, 'Sisli Sokaklar')
  assert.equal(book.price, 14990)
  assert.equal(book.stock, 12)
  assert.equal(book.pageCount, 312)
  assert.equal(book.publicationDate, '2024-09-17')
  assert.equal(book.coverUrl, image.imageUrl)
  assert.equal(book.categoryName, 'Polisiye')
  assert.equal(book.authorName, 'Selim Karasulu')
  assert.equal(book.approved, false)
  await expectToast(admin, 'Kitap eklendi')
  await dialog.waitFor({ state: 'detached' })

  // The table: search on the server, Turkish-insensitive.
  await admin.getByLabel('Kitap ara').fill('SİSLİ')
  await admin.waitForURL((u) => u.searchParams.get('q') === 'SİSLİ')
  const row = admin.locator('[data-testid=admin-book-row]', { hasText: 'Sisli Sokaklar' })
  await row.waitFor()
  // The server's answer to the search replaces the first page (where the new book is on top too).
  await admin.waitForFunction(() => document.querySelectorAll('[data-testid=admin-book-row]').length === 1)
  await row.getByText('978-605-123-456-4').waitFor()
  await row.getByText('Beklemede').waitFor()
  await row.getByText('₺149,90').waitFor()
  const view = row.getByRole('link', { name: 'Mağazada görüntüle' })
  assert.equal(await view.getAttribute('href'), `/kitap/${book.id}`)
  assert.equal(await view.getAttribute('target'), '_blank')

  await row.getByRole('button', { name: 'Onayla' }).click()
  await expectToast(admin, 'Kitap onaylandı')
  await row.getByText('Onaylı', { exact: true }).waitFor()
  await screenshot(admin, 'admin-books-table')

  // Edit: the form opens with the saved values.
  await row.getByRole('button', { name: 'Düzenle' }).click()
  const edit = admin.getByRole('dialog', { name: 'Kitabı Düzenle' })
  await edit.waitFor()
  assert.equal(await edit.getByLabel('Fiyat').inputValue(), '149,90')
  assert.equal(await edit.getByRole('checkbox', { name: /Onaylı/ }).isChecked(), true)
  await edit.locator(`img[src="${image.imageUrl}"]`).waitFor()
  await admin.keyboard.press('Escape')
  await edit.waitFor({ state: 'detached' })

  // The storefront: the search finds it, the page shows the cover.
  const shopper = await newPage(browser)
  await shopper.goto('/kitaplar?q=sisli%20sokaklar')
  await shopper.getByRole('heading', { name: 'Sisli Sokaklar' }).waitFor()
  await shopper.goto(`/kitap/${book.id}`)
  await shopper.getByRole('heading', { name: 'Sisli Sokaklar', level: 1 }).waitFor()
  await shopper.locator(`img[src="${image.imageUrl}"]`).first().waitFor()
  await screenshot(shopper, 'admin-books-storefront')

  assert.deepEqual(admin.jsErrors, [])
  assert.deepEqual(shopper.jsErrors, [])
  await shopper.context().close()
  await admin.context().close()
})

test('deleting a book asks first; İptal keeps it, Sil removes it', async () => {
  const admin = await adminPage(browser)
  await admin.goto('/admin/kitaplar')
  // A throwaway book made through the API: a live cover, then the book.
  const png = await picture(admin, 600, 800)
  const made = await admin.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
    const form = new FormData()
    form.append('imageType', 'book-cover')
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'kapak.png')
    const img = await (await fetch('/api/images?imageType=book-cover', { method: 'POST', body: form })).json()
    const authors = await (await fetch('/api/admin/author-options?q=Selim')).json()
    const res = await fetch('/api/admin/books', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: 'Silinecek Deneme Kitabı',
        isbn: '0306406152',
        authorId: authors.items[0].id,
        price: 1000,
        coverUrl: img.imageUrl,
      }),
    })
    return { status: res.status, body: await res.json() }
  }, png.toString('base64'))
  assert.equal(made.status, 201, JSON.stringify(made.body))

  await admin.getByLabel('Kitap ara').fill('silinecek')
  const row = admin.locator('[data-testid=admin-book-row]', { hasText: 'Silinecek Deneme Kitabı' })
  await row.waitFor()
  await row.getByText('0-306-40615-2').waitFor()
  await row.getByRole('button', { name: 'Sil' }).click()
  const confirm = admin.getByRole('alertdialog', { name: 'Kitabı Sil' })
  await confirm.getByText('Bu kitabı silmek istediğinizden emin misiniz?').waitFor()
  await screenshot(admin, 'admin-books-delete-confirm')
  await confirm.getByRole('button', { name: 'İptal' }).click()
  await confirm.waitFor({ state: 'detached' })
  await row.waitFor()

  await row.getByRole('button', { name: 'Sil' }).click()
  await confirm.getByRole('button', { name: 'Sil' }).click()
  await expectToast(admin, 'Kitap silindi')
  await row.waitFor({ state: 'detached' })
  await admin.getByText('Aramanızla eşleşen kitap bulunamadı').waitFor()
  assert.deepEqual(admin.jsErrors, [])
  await admin.context().close()
})

test('money fields read lira the Turkish way: 129,90 saves 129,90 TL, garbage gets a field message', async () => {
  const api = await adminAPI(browser)
  const title = `Tutar Kitabı ${Date.now() % 100000}`
  const { id } = await createBook(api, { title, price: 5000 })
  const admin = await adminPage(browser, desktop)
  await admin.goto('/admin/kitaplar')
  await admin.getByLabel('Kitap ara').fill(title)
  const row = admin.locator('[data-testid=admin-book-row]', { hasText: title })
  await row.getByRole('button', { name: 'Düzenle' }).click()
  const edit = admin.getByRole('dialog', { name: 'Kitabı Düzenle' })
  const price = edit.getByLabel('Fiyat')
  assert.equal(await price.getAttribute('type'), 'text', 'never a number input: a Turkish locale drops the comma')
  assert.equal(await price.inputValue(), '50,00')

  await price.fill('on iki lira')
  await edit.getByRole('button', { name: 'Kaydet' }).click()
  await edit.getByText('Geçerli bir tutar girin, örn. 129,90').waitFor()
  await price.fill('')
  await price.pressSequentially('129,90')
  await screenshot(admin, 'money-field-book-desktop')
  await assertAccessible(admin, 'book form with a money field')
  await admin.setViewportSize(phone)
  await screenshot(admin, 'money-field-book-phone')
  await admin.setViewportSize(desktop)
  await edit.getByRole('button', { name: 'Kaydet' }).click()
  await expectToast(admin, 'Kitap güncellendi')
  const saved = await (await api.request.get(`/api/admin/books/${id}`)).json()
  assert.equal(saved.price, 12990)

  // Thousands with dots and a decimal comma, as a Turkish reader writes them.
  await row.getByRole('button', { name: 'Düzenle' }).click()
  assert.equal(await price.inputValue(), '129,90')
  await price.fill('1.299,90')
  await edit.getByRole('button', { name: 'Kaydet' }).click()
  await expectToast(admin, 'Kitap güncellendi')
  assert.equal((await (await api.request.get(`/api/admin/books/${id}`)).json()).price, 129990)

  // The shipping card's fee, the same field.
  await admin.goto('/admin/ayarlar')
  const card = admin.getByRole('region', { name: 'Kargo' })
  const before = await (await api.request.get('/api/admin/settings/shipping')).json()
  await card.getByLabel('Kargo ücreti (₺)').fill('')
  await card.getByLabel('Kargo ücreti (₺)').pressSequentially('29,90')
  await card.getByLabel('Ücretsiz kargo eşiği (₺)').fill('1.299,90')
  await card.getByRole('button', { name: 'Kaydet' }).click()
  await expectToast(admin, 'Kargo ayarı kaydedildi')
  const after = await (await api.request.get('/api/admin/settings/shipping')).json()
  assert.equal(after.fee, 2990)
  assert.equal(after.freeFrom, 129990)
  await api.request.put('/api/admin/settings/shipping', { data: { fee: before.fee, freeFrom: before.freeFrom } })
  assert.deepEqual(admin.jsErrors, [])
  await admin.context().close()
  await api.context().close()
})
