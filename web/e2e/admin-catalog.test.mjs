// The admin catalogue screens in the browser: a category is added on
// /admin/kategoriler; an author with a photo and a biography is added from
// the dashboard's link (/admin/yazarlar?yeni=1) and approved; an event for
// that author is added and approved on /admin/etkinlikler and then shows on
// the public /etkinlikler; the category is deleted.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, newPage, screenshot, expectToast, adminPage, picture } from './helpers.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

test('categories, authors and events: add, approve, see it public, delete', async () => {
  const page = await adminPage(browser, { width: 1366, height: 900 })
  const stamp = Date.now().toString(36)
  const category = `E2E Kategori ${stamp}`
  const authorName = `E2E Yazar ${stamp}`
  const eventTitle = `E2E Söyleşi ${stamp}`

  // --- category: the inline form
  await page.goto('/admin/kategoriler')
  await page.getByRole('heading', { name: 'Kategori Yönetimi', level: 1 }).waitFor()
  await page.getByRole('button', { name: 'Ekle' }).click()
  await page.getByText('Bu alan zorunludur').waitFor()
  await page.getByLabel('Kategori Adı *').fill(category)
  await page.getByLabel('Açıklama').fill('Uçtan uca testin kategorisi')
  await page.getByRole('button', { name: 'Ekle' }).click()
  await expectToast(page, 'Kategori eklendi')
  const catCard = page.locator('[data-testid=admin-category-card]', { hasText: category })
  await catCard.waitFor()
  await catCard.getByText('Uçtan uca testin kategorisi').waitFor()
  await screenshot(page, 'admin-categories')

  // --- author: the dashboard's quick action opens the form
  await page.goto('/admin/yazarlar?yeni=1')
  const authorDialog = page.getByRole('dialog', { name: 'Yeni Yazar Ekle' })
  await authorDialog.waitFor()
  await authorDialog.getByLabel('Yazar Adı *').fill(authorName)
  const png = await picture(page, 900, 900)
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/images') && r.request().method() === 'POST')
  await authorDialog
    .locator('[data-testid=image-input-author-photo]')
    .setInputFiles({ name: 'yazar.png', mimeType: 'image/png', buffer: png })
  const upload = await (await uploaded).json()
  assert.equal(upload.pending, false, "an admin's upload is live at once")
  await authorDialog.getByRole('button', { name: 'Değiştir' }).waitFor()
  const bio = authorDialog.locator('.ql-editor')
  await bio.click()
  await page.keyboard.type('Şiir ve deneme yazarı. İlk kitabı 2020 yılında yayımlandı.')
  await screenshot(page, 'admin-author-form')
  await authorDialog.getByRole('button', { name: 'Kaydet' }).click()
  await expectToast(page, 'Yazar eklendi')
  await authorDialog.waitFor({ state: 'detached' })
  assert.equal(new URL(page.url()).searchParams.get('yeni'), null)

  await page.getByLabel('Yazar ara').fill(authorName)
  await page.waitForURL((u) => u.searchParams.get('q') === authorName)
  const authorCard = page.locator('[data-testid=admin-author-card]', { hasText: authorName })
  // The previous page stays on screen until the search answers.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=admin-author-card]').length === 1)
  await authorCard.waitFor()
  await authorCard.getByText('Beklemede').waitFor()
  await authorCard.getByText('Şiir ve deneme yazarı.', { exact: false }).waitFor()
  assert.equal(await authorCard.locator(`img[src="${upload.imageUrl}"]`).count(), 1)
  await authorCard.getByRole('button', { name: `${authorName} yazarını onayla` }).click()
  await expectToast(page, 'Yazar onaylandı')
  await authorCard.getByText('Onaylı', { exact: true }).waitFor()
  await screenshot(page, 'admin-authors')

  // --- event for that author
  await page.goto('/admin/etkinlikler?yeni=1')
  const eventDialog = page.getByRole('dialog', { name: 'Yeni Etkinlik Ekle' })
  await eventDialog.waitFor()
  await eventDialog.getByLabel('Etkinlik Başlığı *').fill(eventTitle)
  const combo = eventDialog.getByRole('combobox', { name: 'Yazar *' })
  await combo.fill(authorName)
  await eventDialog.getByRole('option', { name: authorName }).click()
  assert.equal(await combo.inputValue(), authorName)
  await eventDialog.getByLabel('Tarih ve Saat *').fill('2030-03-15T19:30')
  await eventDialog.getByLabel('Konum').fill('Kadıköy, İstanbul')
  assert.equal(await eventDialog.getByLabel('Durum').inputValue(), 'pending')
  await eventDialog.locator('.ql-editor').click()
  await page.keyboard.type('Yazarımızla yeni kitabı üzerine bir söyleşi.')
  await screenshot(page, 'admin-event-form')
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/events') && r.request().method() === 'POST')
  await eventDialog.getByRole('button', { name: 'Kaydet' }).click()
  const sent = (await saved).request().postDataJSON()
  assert.equal(sent.eventDate, '2030-03-15T16:30:00.000Z', 'Istanbul wall time sent as ISO')
  await expectToast(page, 'Etkinlik eklendi')
  await eventDialog.waitFor({ state: 'detached' })

  await page.getByLabel('Etkinlik ara').fill(authorName)
  await page.waitForURL((u) => u.searchParams.get('q') === authorName)
  const eventCard = page.locator('[data-testid=admin-event-card]', { hasText: eventTitle })
  await eventCard.waitFor()
  await eventCard.getByText('Beklemede').waitFor()
  await eventCard.getByText('15 Mart 2030 19:30').waitFor()
  await eventCard.getByText('Kadıköy, İstanbul').waitFor()
  await eventCard.getByRole('button', { name: `${eventTitle} etkinliğini onayla` }).click()
  await expectToast(page, 'Etkinlik onaylandı')
  await eventCard.getByText('Onaylı', { exact: true }).waitFor()
  assert.equal(await eventCard.getByRole('button', { name: 'Onayla' }).count(), 0)
  await screenshot(page, 'admin-events')
  await page.setViewportSize({ width: 390, height: 844 })
  await eventCard.getByRole('button', { name: `${eventTitle} etkinliğini düzenle` }).click()
  const editDialog = page.getByRole('dialog', { name: 'Etkinliği Düzenle' })
  assert.equal(await editDialog.getByLabel('Tarih ve Saat *').inputValue(), '2030-03-15T19:30')
  await screenshot(page, 'admin-event-edit-mobile')
  await page.keyboard.press('Escape')
  await editDialog.waitFor({ state: 'detached' })
  await page.setViewportSize({ width: 1366, height: 900 })

  // --- public: the approved event is listed
  const visitor = await newPage(browser)
  await visitor.goto(`/etkinlikler?q=${encodeURIComponent(eventTitle)}`)
  await visitor.getByRole('heading', { name: eventTitle }).waitFor()
  await visitor.getByText(authorName).first().waitFor()
  await screenshot(visitor, 'public-events-after-approval')

  // --- delete the category (with confirmation)
  await page.goto(`/admin/kategoriler?q=${encodeURIComponent(category)}`)
  await catCard.waitFor()
  await catCard.getByRole('button', { name: `${category} kategorisini sil` }).click()
  const confirm = page.getByRole('dialog', { name: 'Kategoriyi Sil' })
  await confirm.getByText('Bu kategoriyi silmek istediğinizden emin misiniz?').waitFor()
  await screenshot(page, 'admin-category-delete-confirm')
  await confirm.getByRole('button', { name: 'Sil' }).click()
  await expectToast(page, 'Kategori silindi')
  await catCard.waitFor({ state: 'detached' })

  assert.deepEqual(page.jsErrors, [])
  assert.deepEqual(visitor.jsErrors, [])
  await visitor.context().close()
  await page.context().close()
})
