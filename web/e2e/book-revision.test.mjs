// An approved author's book stays in the shop while the author's edit waits
// (issue #19): the author adds a book with its cover in the first save, the
// admin approves it, the author changes the title, the shop keeps showing
// the approved title, the panel says 'Değişiklikleriniz onay bekliyor', and
// the admin's 'Değişiklikleri onayla' on /admin/kitaplar puts the new title
// live. Phone and desktop screenshots.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import {
  adminPage,
  demoPassword,
  expectToast,
  launch,
  newPage,
  picture,
  screenshot,
  strongPassword,
  uniqueEmail,
  freshIsbn13,
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

test("an author's edit of an approved book waits while the approved version stays on sale", async () => {
  const page = await newPage(browser)
  await page.setViewportSize(phone)
  const email = uniqueEmail('revizyon')
  const applied = await page.request.post('/api/auth/author-application', {
    data: {
      fullName: 'Revizyon Yazarı',
      email,
      password: strongPassword,
      confirmPassword: strongPassword,
      biography: 'Deneme.',
      acceptTerms: true,
    },
  })
  assert.equal(applied.status(), 201, await applied.text())
  const me = await (await page.request.get('/api/author/me')).json()
  const api = await newPage(browser)
  const login = await api.request.post('/api/auth/login', {
    data: { email: 'admin@kitapevi.test', password: demoPassword },
  })
  assert.equal(login.status(), 200)
  assert.equal(
    (await api.request.put(`/api/admin/authors/${me.author.id}/approval`, { data: { approved: true } })).status(),
    200,
  )

  // A new book with its cover chosen in the same (first) save.
  await page.goto('/yazar/kitaplar?yeni=1')
  const dialog = page.getByRole('dialog', { name: 'Yeni Kitap' })
  await dialog.waitFor()
  const title = `Revizyon Kitabı ${Date.now()}`
  await dialog.getByLabel('Kitap Adı').fill(title)
  await dialog.getByLabel('ISBN').fill(freshIsbn13())
  await dialog.getByLabel('Fiyat (₺)').fill('75')
  const png = await picture(page, 900, 1200)
  await dialog
    .locator('[data-testid=image-input-book-cover]')
    .setInputFiles({ name: 'kapak.png', mimeType: 'image/png', buffer: png })
  const crop = page.getByRole('dialog', { name: 'Resmi Kırp' })
  await crop.getByRole('button', { name: 'Kırpmayı Uygula' }).click()
  await crop.waitFor({ state: 'detached' })
  await dialog.getByRole('img', { name: 'Önizleme' }).waitFor()
  await screenshot(page, 'revision-new-book-with-cover-phone')
  const created = page.waitForResponse((r) => r.url().endsWith('/api/author/books') && r.request().method() === 'POST')
  const coverSent = page.waitForResponse((r) => r.url().includes('/api/images') && r.request().method() === 'POST')
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  const book = await (await created).json()
  const cover = await coverSent
  assert.equal(cover.status(), 201)
  assert.equal((await cover.json()).pending, true, "an author's cover waits for the admin")
  const queue = await (await api.request.get('/api/admin/images/pending')).json()
  const items = Array.isArray(queue) ? queue : (queue.items ?? [])
  assert.ok(
    items.some((i) => i.referenceId === book.id && i.referenceTable === 'books'),
    'the cover waits in the queue for the new book',
  )
  await expectToast(page, 'Kitap eklendi')
  await page.keyboard.press('Escape')

  assert.equal(
    (await api.request.put(`/api/admin/books/${book.id}/approval`, { data: { approved: true } })).status(),
    200,
  )

  // The author edits the approved book: the edit waits, the shop keeps the approved title.
  await page.reload()
  const card = page.locator('article', { has: page.getByRole('heading', { name: title }) })
  await card.getByRole('button', { name: `${title} kitabını düzenle` }).click()
  const edit = page.getByRole('dialog', { name: 'Kitabı Düzenle' })
  await edit.getByText('Bu kitap onaylı.', { exact: false }).waitFor()
  const newTitle = `${title} (Yeni Baskı)`
  await edit.getByLabel('Kitap Adı').fill(newTitle)
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/author/books/${book.id}`) && r.request().method() === 'PUT',
  )
  await edit.getByRole('button', { name: 'Kaydet' }).click()
  const after = await (await saved).json()
  assert.equal(after.title, title)
  assert.equal(after.pendingRevision.title, newTitle)
  await expectToast(page, 'Kitap güncellendi')
  await card.getByText('Değişiklikleriniz onay bekliyor').waitFor()
  await card.getByText('Onaylı', { exact: true }).waitFor()
  await screenshot(page, 'revision-author-card-phone')

  // The form goes on with the waiting edit.
  await card.getByRole('button', { name: `${title} kitabını düzenle` }).click()
  await edit.getByText('Değişiklikleriniz onay bekliyor.', { exact: false }).waitFor()
  assert.equal(await edit.getByLabel('Kitap Adı').inputValue(), newTitle)
  await screenshot(page, 'revision-author-form-phone')
  await page.keyboard.press('Escape')

  const shop = await newPage(browser)
  await shop.setViewportSize(phone)
  await shop.goto(`/kitap/${book.id}`)
  await shop.getByRole('heading', { name: title, level: 1, exact: true }).waitFor()
  await screenshot(shop, 'revision-shop-keeps-approved-phone')

  // The admin sees the waiting edit and approves it.
  const admin = await adminPage(browser, desktop)
  await admin.goto(`/admin/kitaplar?q=${encodeURIComponent(title)}`)
  const row = admin.getByTestId('admin-book-row').filter({ hasText: title })
  await row.getByText('Değişiklik bekliyor').waitFor()
  await row.getByText(`Yeni başlık: ${newTitle}`).waitFor()
  await screenshot(admin, 'revision-admin-row-desktop')
  await row.getByRole('button', { name: 'Değişiklikleri onayla' }).click()
  await expectToast(admin, 'Kitap onaylandı')
  await admin.getByTestId('admin-book-row').filter({ hasText: newTitle }).waitFor()
  assert.equal(await admin.getByText('Değişiklik bekliyor').count(), 0)

  await shop.setViewportSize(desktop)
  await shop.reload()
  await shop.getByRole('heading', { name: newTitle, level: 1 }).waitFor()
  await screenshot(shop, 'revision-shop-applied-desktop')
  for (const p of [page, shop, admin]) assert.deepEqual(p.jsErrors, [])
})
