// An approved author's book stays in the shop while the author's edit
// waits: the author adds a book with its cover in the first save, the
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
  await edit.getByLabel('Fiyat (₺)').fill('85')
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
  // One click does not publish: it opens the review, old → new for each changed field.
  const published = []
  admin.on('request', (r) => {
    if (r.url().includes(`/api/admin/books/${book.id}/approval`)) published.push(r.url())
  })
  await row.getByRole('button', { name: 'Değişiklikleri incele' }).click()
  const review = admin.getByRole('dialog', { name: 'Yazarın değişikliklerini inceleyin' })
  await review.waitFor()
  const changes = review.getByTestId('revision-change')
  const priceChange = changes.filter({ hasText: 'Fiyat' })
  await priceChange.getByText('₺75,00').waitFor()
  await priceChange.getByText('₺85,00').waitFor()
  const titleChange = changes.filter({ hasText: newTitle })
  await titleChange.getByText(title, { exact: true }).waitFor()
  const coverChange = changes.filter({ hasText: 'Kapak' })
  await coverChange.getByRole('img', { name: 'Yazarın yüklediği yeni kapak' }).waitFor()
  await coverChange.getByRole('img', { name: 'Yayındaki kapak' }).waitFor()
  assert.deepEqual(published, [], 'opening the review publishes nothing')
  await screenshot(admin, 'revision-review-dialog-desktop')
  await review.getByRole('button', { name: 'Değişiklikleri onayla' }).click()
  await expectToast(admin, 'Kitap onaylandı')
  await review.waitFor({ state: 'detached' })
  await admin.getByTestId('admin-book-row').filter({ hasText: newTitle }).waitFor()
  assert.equal(await admin.getByTestId('admin-book-row').getByText('Değişiklik bekliyor').count(), 0)

  // A later edit is rejected with a reason, mailed to the author; the approved version stays.
  await page.reload()
  await card.getByRole('button', { name: `${newTitle} kitabını düzenle` }).click()
  await edit.getByLabel('Fiyat (₺)').fill('95')
  await edit.getByRole('button', { name: 'Kaydet' }).click()
  await expectToast(page, 'Kitap güncellendi')
  const adminPhone = await adminPage(browser, phone)
  await adminPhone.goto(`/admin/kitaplar?q=${encodeURIComponent(newTitle)}`)
  await adminPhone.getByRole('button', { name: 'Değişiklikleri incele' }).first().click()
  const review2 = adminPhone.getByRole('dialog', { name: 'Yazarın değişikliklerini inceleyin' })
  await review2.getByTestId('revision-change').filter({ hasText: 'Fiyat' }).getByText('₺95,00').waitFor()
  await screenshot(adminPhone, 'revision-review-dialog-phone')
  await review2.getByRole('button', { name: 'Değişiklikleri reddet' }).click()
  await review2.getByLabel('Ret nedeni').fill('Fiyat artışı için gerekçe belirtilmemiş.')
  await screenshot(adminPhone, 'revision-reject-reason-phone')
  await review2.getByRole('button', { name: 'Reddet ve yazara bildir' }).click()
  await expectToast(adminPhone, 'Değişiklikler reddedildi')
  const mails = await (await api.request.get('/api/admin/mails?pageSize=48')).json()
  assert.ok(
    mails.items.some((m) => m.to === email && m.kind === 'book-revision-rejected' && m.subject.includes(newTitle)),
    'the author is mailed the rejection',
  )
  const kept = await (await api.request.get(`/api/admin/books/${book.id}`)).json()
  assert.equal(kept.price, 8500)
  assert.equal(kept.pendingRevision, null)

  await shop.setViewportSize(desktop)
  await shop.reload()
  await shop.getByRole('heading', { name: newTitle, level: 1 }).waitFor()
  await screenshot(shop, 'revision-shop-applied-desktop')
  for (const p of [page, shop, admin, adminPhone]) assert.deepEqual(p.jsErrors, [])
})
