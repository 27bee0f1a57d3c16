// Royalties in the browser against the real binary: a new author
// is approved and gets a book (API); a member buys two copies (the hosted
// payment form) and the test dates the order in last month (test-only SQL
// on the shop's SQLite file: production never rewrites a date); the admin
// sets the author's rate on /admin/telif/{id} and issues last month's
// statement; the author opens /yazar/satislar ('Satışlarım'), sees the
// chart, the table and the statement, opens the printable page and
// downloads the PDF. Phone and desktop screenshots.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { assertAccessible } from './axe.mjs'
import {
  launch,
  newPage,
  screenshot,
  uniqueEmail,
  expectToast,
  demoPassword,
  registerMember,
  strongPassword,
  freshIsbn13,
  phone,
  desktop,
} from './helpers.mjs'
import { saveAddress, placeOrder, openHostedForm, payOnIyzico, expectPaid } from './checkout-steps.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

/** The month before now in Istanbul: '2026-10' and the 15th of it at noon UTC. */
function lastMonth() {
  const now = new Date(Date.now() + 3 * 3600_000) // Istanbul is UTC+3 all year
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12))
  return { key: d.toISOString().slice(0, 7), day: d.toISOString().slice(0, 10) }
}

/** Dates the order in the past, in the format the column already holds. */
function backdate(orderId, day) {
  const dir = process.env.E2E_DATA_DIR
  assert.ok(dir, 'E2E_DATA_DIR (scripts/e2e.sh) names the shop data directory')
  const script = `
import sqlite3, sys
db = sqlite3.connect(sys.argv[1], timeout=10)
(old,) = db.execute("SELECT created_at FROM orders WHERE id = ?", (sys.argv[2],)).fetchone()
new = sys.argv[3] + " 12:00:00" + str(old)[19:]
db.execute("UPDATE orders SET created_at = ? WHERE id = ?", (new, sys.argv[2]))
db.commit()
`
  execFileSync('python3', ['-c', script, path.join(dir, 'bookstore.db'), orderId, day])
}

test('royalties: the admin sets a rate and issues last month; the author sees the chart, the statement and the PDF', async () => {
  const admin = await newPage(browser)
  await admin.setViewportSize(desktop)
  assert.equal(
    (
      await admin.request.post('/api/auth/login', { data: { email: 'admin@kitapevi.test', password: demoPassword } })
    ).status(),
    200,
  )

  // A new author, approved, with one book.
  const author = await newPage(browser)
  const name = `Gülşen İğdeli ${Date.now() % 10000}`
  const apply = await author.request.post('/api/auth/author-application', {
    data: {
      fullName: name,
      email: uniqueEmail('telif'),
      password: strongPassword,
      confirmPassword: strongPassword,
      acceptTerms: true,
    },
  })
  assert.equal(apply.status(), 201)
  const authorId = (await (await author.request.get('/api/author/me')).json()).author.id
  assert.equal(
    (await admin.request.put(`/api/admin/authors/${authorId}/approval`, { data: { approved: true } })).status(),
    200,
  )
  const title = `Şiirler ve Işıklar ${Date.now() % 10000}`
  // A cover is required: a demo book's.
  const demoBook = (await (await admin.request.get('/api/books')).json()).items.find((b) => b.coverUrl)
  const created = await admin.request.post('/api/admin/books', {
    data: {
      title,
      isbn: freshIsbn13(),
      authorId,
      price: 12550,
      stock: 20,
      coverUrl: demoBook.coverUrl,
      approved: true,
    },
  })
  assert.equal(created.status(), 201, await created.text())
  const bookId = (await created.json()).id

  // A member buys two copies; the order is dated in last month.
  const member = await newPage(browser)
  await registerMember(member, { name: 'Deniz Okur', email: uniqueEmail('telif-alici') })
  await saveAddress(member)
  assert.equal((await member.request.put(`/api/cart/items/${bookId}`, { data: { quantity: 2 } })).status(), 200)
  const orderId = await placeOrder(member, title)
  await payOnIyzico(await openHostedForm(member))
  await expectPaid(member, orderId)
  const month = lastMonth()
  backdate(orderId, month.day)

  // The admin: %12,5 monthly, then last month's statement.
  await admin.goto('/admin/telif')
  await admin.getByRole('heading', { name: 'Telif', exact: true }).waitFor()
  await admin.getByLabel('Yazar ara').fill(name)
  await admin.getByRole('link', { name: `${name} — Telif` }).click()
  await admin.getByRole('heading', { name: `Telif: ${name}` }).waitFor()
  await admin.getByLabel('Oran (%)').fill('101')
  await admin.getByRole('button', { name: 'Kaydet' }).click()
  await admin.getByText('Telif oranı %0 ile %100 arasında olmalı (en fazla iki ondalık)').waitFor()
  await admin.getByLabel('Oran (%)').fill('12,5')
  await admin.getByRole('button', { name: 'Kaydet' }).click()
  await expectToast(admin, 'Telif oranı kaydedildi')
  await admin.getByText('%12,50').first().waitFor()
  assert.equal(await admin.getByLabel('Dönemin ilk ayı').inputValue(), month.key)
  await screenshot(admin, 'royalties-admin-desktop')
  await admin.getByRole('button', { name: 'Beyan Düzenle' }).click()
  await expectToast(admin, 'Telif beyanı düzenlendi')
  await admin.waitForURL((u) => u.pathname.startsWith('/admin/telif/beyan/'))
  // 2 × 125,50 = 251,00 net; %12,5 → 31,375 → 31,38 (half up, per line).
  await admin.getByTestId('statement-total').filter({ hasText: '31,38' }).waitFor()
  await screenshot(admin, 'royalties-statement-admin')
  await assertAccessible(admin, 'admin statement')
  // Issued twice: refused with the reason.
  await admin.goto(`/admin/telif/${authorId}`)
  await admin.getByRole('button', { name: 'Beyan Düzenle' }).click()
  await admin
    .getByRole('alert')
    .filter({ hasText: 'Bu yazar için bu dönemin beyanı zaten düzenlenmiş' })
    .first()
    .waitFor()

  // The author: Satışlarım in the sidebar, the chart, the table and the statement.
  for (const [viewport, label] of [
    [desktop, 'desktop'],
    [phone, 'phone'],
  ]) {
    await author.setViewportSize(viewport)
    await author.goto('/yazar')
    if (label === 'desktop') {
      await author.getByRole('link', { name: 'Satışlarım' }).click()
    } else {
      await author.goto('/yazar/satislar')
    }
    await author.getByRole('heading', { level: 1, name: 'Satışlarım' }).waitFor()
    await author.locator('figure canvas').first().waitFor()
    const bookRow = author.getByRole('row', { name: new RegExp(title) })
    await bookRow.waitFor()
    assert.match(await bookRow.innerText(), /2/)
    assert.match(await bookRow.innerText(), /251,00/)
    await author
      .getByRole('link', { name: /beyanını görüntüle/ })
      .first()
      .waitFor()
    const body = await author.locator('body').innerText()
    assert.ok(!body.includes('Deniz Okur'), 'no customer name on the author page')
    await screenshot(author, `royalties-author-sales-${label}`)
  }
  await author.setViewportSize(desktop)

  // The printable page, then the PDF.
  await author
    .getByRole('link', { name: /beyanını görüntüle/ })
    .first()
    .click()
  await author.waitForURL((u) => u.pathname.startsWith('/yazar/satislar/beyan/'))
  await author.getByRole('heading', { name: 'Telif Beyanı' }).waitFor()
  await author.getByText(name).first().waitFor()
  await author.getByTestId('statement-total').filter({ hasText: '31,38' }).waitFor()
  await screenshot(author, 'royalties-statement-author')
  await assertAccessible(author, 'author statement')
  const [download] = await Promise.all([
    author.waitForEvent('download'),
    author.getByRole('link', { name: 'PDF İndir' }).click(),
  ])
  assert.match(download.suggestedFilename(), /^telif-beyani-\d{4}-\d{2}-[0-9a-f]{8}\.pdf$/)
  const file = readFileSync(await download.path())
  assert.equal(file.subarray(0, 5).toString(), '%PDF-')

  // Another author cannot open it.
  const other = await newPage(browser)
  const otherApply = await other.request.post('/api/auth/author-application', {
    data: {
      fullName: 'Başka Yazar',
      email: uniqueEmail('telif-diger'),
      password: strongPassword,
      confirmPassword: strongPassword,
      acceptTerms: true,
    },
  })
  assert.equal(otherApply.status(), 201)
  const statementId = new URL(author.url()).pathname.split('/').pop()
  assert.equal((await other.request.get(`/api/author/royalty-statements/${statementId}`)).status(), 404)
  for (const p of [admin, author, member, other]) assert.deepEqual(p.jsErrors, [])
})
