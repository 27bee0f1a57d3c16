// Images in the browser: a member's avatar goes through the upload widget on
// /profil, waits for approval, an admin approves it on /admin/ayarlar and the
// profile shows it; an author's cover (uploaded as the widget sends it) is
// approved and appears on the book page. The crop dialog is driven in the
// browser by admin-books.test.mjs (the admin book form's cover) and in detail
// by Vitest (features/images/components/image-components.test.tsx).
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import {
  launch,
  newPage,
  screenshot,
  uniqueEmail,
  expectToast,
  baseURL,
  demoPassword,
  adminPage,
  picture,
  registerMember,
} from './helpers.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

/** Approves the pending image whose thumbnail is thumb, on /admin/ayarlar. */
async function approveOnSettings(admin, thumb, shot, texts = []) {
  await admin.goto('/admin/ayarlar')
  await admin.getByRole('heading', { name: 'Onay Bekleyen Resimler' }).waitFor()
  const card = admin.locator('[data-testid=pending-image]', { has: admin.locator(`img[src="${thumb}"]`) })
  await card.waitFor()
  // The card names the record and the uploader, not an id.
  for (const text of texts) await card.getByText(text, { exact: true }).waitFor()
  await screenshot(admin, shot)
  await card.getByRole('button', { name: 'Onayla' }).click()
  await expectToast(admin, 'Resim onaylandı')
  await card.waitFor({ state: 'detached' })
}

test('a member uploads an avatar on /profil; it shows after an admin approves it on /admin/ayarlar', async () => {
  const page = await newPage(browser)
  await registerMember(page, { name: 'Avatar Okur', email: uniqueEmail('avatar') })
  await page.goto('/profil')
  await page.getByText('Sürükleyip bırakın veya tıklayın').waitFor()
  await page.getByText('* Admin onayı gerekir').waitFor()
  await page.getByText(/Maksimum 5MB/).waitFor()

  const png = await picture(page, 1600, 1200)
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/images') && r.request().method() === 'POST')
  await page
    .locator('[data-testid=image-input-profile]')
    .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: png })
  // An avatar is cropped to its circle before it is sent.
  const crop = page.getByRole('dialog', { name: 'Resmi Kırp' })
  await crop.getByRole('button', { name: 'Kırpmayı Uygula' }).click()
  const res = await uploaded
  assert.equal(res.status(), 201)
  const body = await res.json()
  assert.equal(body.pending, true)
  // A pending upload's key is marked: only the uploader and admins see it.
  assert.match(body.imageUrl, /^\/media\/images\/p-[0-9a-f-]+\.jpg$/)
  // The crop is square, so the 1600×1200 picture becomes a 400×400 avatar.
  assert.deepEqual([body.width, body.height], [400, 400])
  await expectToast(page, 'Resim optimize edildi (')
  await expectToast(page, 'Resim yüklendi. Admin onayı bekleniyor.')
  await page.getByText('Onay bekliyor').waitFor()
  await screenshot(page, 'avatar-pending')
  // Not on the profile until approved.
  assert.equal(await page.locator('[data-testid=profile-avatar]').count(), 0)

  const media = await page.request.get(body.imageUrl)
  assert.equal(media.headers()['content-type'], 'image/jpeg')
  assert.equal(media.headers()['x-content-type-options'], 'nosniff')
  assert.equal(media.headers()['cache-control'], 'private, no-store')
  const asGuest = await fetch(`${baseURL}${body.imageUrl}`)
  assert.equal(asGuest.status, 404, 'a pending upload is not public')

  const admin = await adminPage(browser)
  await admin.goto('/admin/ayarlar')
  await admin.getByText('Bağlı', { exact: true }).waitFor()
  await admin.getByText('Yerel disk (veri dizini)').waitFor()
  await admin.getByText('book-covers', { exact: true }).waitFor()
  await admin.getByRole('heading', { name: 'Güvenlik Notu' }).waitFor()
  await admin.getByRole('button', { name: 'Bağlantıyı Test Et' }).click()
  // The shop stores on its local disk here, so the toast names the disk, not Minio.
  await expectToast(admin, 'Depolama bağlantısı başarılı (yerel disk)')
  await approveOnSettings(admin, body.thumbnailUrl, 'settings-pending-avatar', [
    'Profil · Avatar Okur',
    'Yükleyen: Avatar Okur',
  ])
  await screenshot(admin, 'settings-after-approval')

  const approved = await fetch(`${baseURL}${body.imageUrl}`)
  assert.equal(approved.status, 200)
  assert.match(approved.headers.get('cache-control'), /immutable/)

  await page.reload()
  const avatar = page.locator('[data-testid=profile-avatar]')
  await avatar.waitFor()
  assert.equal(await avatar.getAttribute('src'), body.imageUrl)
  await screenshot(page, 'avatar-approved')
  assert.deepEqual(page.jsErrors, [])
  assert.deepEqual(admin.jsErrors, [])
  await admin.context().close()
  await page.context().close()
})

test("an author's cover for their own book waits for approval, then shows on the book page", async () => {
  const author = await newPage(browser)
  await author.goto('/yazar-giris')
  // The sign-in form comes first; the author application follows it.
  const signIn = author.locator('form').first()
  await signIn.getByLabel('E-posta').fill('yazar@kitapevi.test')
  await signIn.getByLabel('Şifre').fill(demoPassword)
  await signIn.getByRole('button', { name: 'Giriş Yap' }).click()
  await author.waitForURL((u) => u.pathname === '/yazar')

  const me = await (await author.request.get('/api/auth/me')).json()
  const authors = await (
    await fetch(`${baseURL}/api/authors?pageSize=48&q=${encodeURIComponent(me.user.fullName)}`)
  ).json()
  const mine = authors.items.find((a) => a.name === me.user.fullName)
  const page = await (await fetch(`${baseURL}/api/authors/${mine.id}`)).json()
  const book = page.books[0]
  assert.ok(book, 'the demo author has a book')

  // What the widget sends after 'Kırpmayı Uygula' and the resize: a 3:4 JPEG,
  // the kind before the file, the session cookie, same origin.
  const jpeg = await picture(author, 900, 1200, 'image/jpeg')
  const body = await author.evaluate(
    async ([b64, bookId]) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
      const form = new FormData()
      form.append('imageType', 'book-cover')
      form.append('referenceTable', 'books')
      form.append('referenceId', bookId)
      form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'kapak.jpg')
      const res = await fetch('/api/images?imageType=book-cover', { method: 'POST', body: form })
      return { status: res.status, ...(await res.json()) }
    },
    [jpeg.toString('base64'), book.id],
  )
  assert.equal(body.status, 201)
  assert.equal(body.pending, true)
  assert.deepEqual([body.width, body.height], [600, 800])
  assert.match(body.imageUrl, /^\/media\/book-covers\//)

  const admin = await adminPage(browser)
  await approveOnSettings(admin, body.thumbnailUrl, 'settings-pending-cover')

  const shopper = await newPage(browser)
  await shopper.goto(`/kitap/${book.id}`)
  await shopper.locator(`img[src="${body.imageUrl}"]`).first().waitFor()
  await screenshot(shopper, 'cover-approved')
  for (const p of [author, admin, shopper]) await p.context().close()
})
