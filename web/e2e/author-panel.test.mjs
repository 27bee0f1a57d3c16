// The author panel in the browser: a writer applies on /yazar-giris, lands
// on /yazar waiting for approval, an admin approves the author (API), the
// author adds a book on /yazar/kitaplar, the admin approves the book (API)
// and the book is on the storefront at /kitap/{id}.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, newPage, screenshot, uniqueEmail, expectToast, demoPassword, freshIsbn13 } from './helpers.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const strong = 'Zx9!kqLm#2'
const pendingNotice = 'Kitap ve etkinlik ekleyebilmek için yazar profilinizin admin tarafından onaylanması gerekir.'

async function adminApi() {
  const admin = await newPage(browser)
  const login = await admin.request.post('/api/auth/login', {
    data: { email: 'admin@kitapevi.test', password: demoPassword },
  })
  assert.equal(login.status(), 200)
  return admin
}

test('an author applies, is approved, adds a book; once approved the book is on the storefront', async () => {
  const page = await newPage(browser)
  const email = uniqueEmail('yazar')
  await page.goto('/yazar-giris')
  const form = page.getByRole('form', { name: 'Yazar Başvurusu' })
  await form.getByLabel('Ad Soyad').fill('Deniz Yazar')
  await form.getByLabel('E-posta').fill(email)
  await form.getByLabel('Şifre', { exact: true }).fill(strong)
  await form.getByLabel('Şifre Tekrar').fill(strong)
  await form.getByLabel('Kısa Biyografi').fill('Deneme yazarı; öyküler ve romanlar.')
  await form.getByRole('checkbox').check()
  await screenshot(page, 'author-apply-form')
  await form.getByRole('button', { name: 'Başvuruyu Gönder' }).click()

  // A full page load to the panel; the new author waits for approval.
  await page.waitForURL((u) => u.pathname === '/yazar')
  await page.getByTestId('author-status').filter({ hasText: 'Onay Bekliyor' }).waitFor()
  await page.getByText(pendingNotice).first().waitFor()
  await page.getByText('Toplam Kitap').waitFor()
  await screenshot(page, 'author-dashboard-pending')

  // The server refuses a book before approval.
  await page.goto('/yazar/kitaplar')
  await page.getByText('Henüz kitap yok').waitFor()
  assert.equal(await page.getByRole('button', { name: 'Yeni Kitap Ekle' }).first().isDisabled(), true)

  const me = await (await page.request.get('/api/author/me')).json()
  assert.equal(me.author.approved, false)
  assert.equal(me.email, email)
  const admin = await adminApi()
  const approval = await admin.request.put(`/api/admin/authors/${me.author.id}/approval`, { data: { approved: true } })
  assert.equal(approval.status(), 200)

  await page.goto('/yazar')
  await page.getByTestId('author-status').filter({ hasText: 'Onaylı Yazar' }).waitFor()
  assert.equal(await page.getByText(pendingNotice).count(), 0)
  await screenshot(page, 'author-dashboard-approved')

  // The quick action opens the add form on Kitaplarım.
  await page.getByRole('link', { name: 'Yeni Kitap Ekle' }).click()
  await page.waitForURL((u) => u.pathname === '/yazar/kitaplar')
  const dialog = page.getByRole('dialog', { name: 'Yeni Kitap' })
  await dialog.waitFor()
  const title = `E2E Yazar Kitabı ${Date.now()}`
  await dialog.getByLabel('Kitap Adı').fill(title)
  await dialog.getByLabel('ISBN').fill(freshIsbn13())
  await dialog.getByText('Geçerli ISBN-13').waitFor()
  await dialog.getByLabel('Kategori').selectOption({ index: 1 })
  await dialog.getByLabel('Fiyat (₺)').fill('89.90')
  await dialog.getByLabel('Sayfa Sayısı').fill('240')
  await dialog.getByLabel('Yayın Tarihi').fill('2026-10-01')
  await dialog.locator('.ql-editor').fill('Bir kasaba, bir sır ve uzun bir yaz.')
  await screenshot(page, 'author-book-form')
  const created = page.waitForResponse((r) => r.url().endsWith('/api/author/books') && r.request().method() === 'POST')
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  const res = await created
  assert.equal(res.status(), 201)
  const book = await res.json()
  assert.equal(book.approved, false)
  assert.equal(book.price, 8990)
  assert.equal(book.pageCount, 240)
  await expectToast(page, 'Kitap eklendi')
  // The new book stays open as an edit, with the cover upload awaiting approval.
  const edit = page.getByRole('dialog', { name: 'Kitabı Düzenle' })
  await edit.getByText('* Admin onayı gerekir').waitFor()
  await screenshot(page, 'author-book-saved')
  await page.keyboard.press('Escape')
  await edit.waitFor({ state: 'detached' })
  const card = page.locator('article', { has: page.getByRole('heading', { name: title }) })
  await card.getByText('Beklemede').waitFor()
  await card.getByText('₺89,90').waitFor()
  await screenshot(page, 'author-books-pending')

  const bookApproval = await admin.request.put(`/api/admin/books/${book.id}/approval`, { data: { approved: true } })
  assert.equal(bookApproval.status(), 200)

  await page.reload()
  await card.getByText('Onaylı', { exact: true }).waitFor()
  await card.getByRole('link', { name: `${title} kitabını mağazada görüntüle` }).click()
  await page.waitForURL((u) => u.pathname === `/kitap/${book.id}`)
  await page.getByRole('heading', { name: title, level: 1 }).waitFor()
  await page.getByText('Deniz Yazar').first().waitFor()
  await screenshot(page, 'author-book-storefront')

  // The dashboard counts and shows the activity from the server.
  await page.goto('/yazar')
  await page.getByText(`"${title}" kitabı eklendi`).waitFor()
  await page.getByText(`"${title}" kitabı onaylandı`).waitFor()
  await screenshot(page, 'author-dashboard-activity')

  // An event waits for an admin ('Beklemede').
  await page.getByRole('link', { name: 'Yeni Etkinlik Ekle' }).click()
  await page.waitForURL((u) => u.pathname === '/yazar/etkinlikler')
  const eventDialog = page.getByRole('dialog', { name: 'Yeni Etkinlik' })
  await eventDialog.getByLabel('Etkinlik Adı').fill('E2E İmza Günü')
  await eventDialog.getByLabel('Tarih ve Saat').fill('2026-12-24T19:30')
  await eventDialog.getByLabel('Konum').fill('Kadıköy, İstanbul')
  const eventCreated = page.waitForResponse(
    (r) => r.url().endsWith('/api/author/events') && r.request().method() === 'POST',
  )
  await eventDialog.getByRole('button', { name: 'Kaydet' }).click()
  const eventRes = await eventCreated
  assert.equal(eventRes.status(), 201)
  const ev = await eventRes.json()
  assert.equal(ev.status, 'pending')
  assert.equal(new Date(ev.eventDate).toISOString(), '2026-12-24T16:30:00.000Z')
  await expectToast(page, 'Etkinlik eklendi')
  await page.keyboard.press('Escape')
  const eventCard = page.locator('article', { has: page.getByRole('heading', { name: 'E2E İmza Günü' }) })
  await eventCard.getByText('Beklemede').waitFor()
  await eventCard.getByText('24 Aralık 2026 19:30').waitFor()
  await screenshot(page, 'author-events')

  // The profile: the approved status, the read-only e-mail, the photo upload.
  await page.goto('/yazar/profil')
  await page.getByTestId('author-status').filter({ hasText: 'Onaylı Yazar' }).waitFor()
  assert.equal(await page.getByLabel('E-posta').inputValue(), email)
  assert.equal(await page.getByLabel('E-posta').getAttribute('readonly'), '')
  await page.getByText('* Admin onayı gerekir').waitFor()
  await page.getByLabel('Yazar Adı').fill('Deniz Yazar Yılmaz')
  await page.getByRole('button', { name: 'Profili Kaydet' }).click()
  await expectToast(page, 'Profil başarıyla güncellendi!')
  await screenshot(page, 'author-profile')

  assert.deepEqual(page.jsErrors, [])
  await admin.context().close()
  await page.context().close()
})
