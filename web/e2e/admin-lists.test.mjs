// The admin's lists read on a phone and reach every record: /admin/kitaplar
// becomes cards on a phone (no table cut to a few characters) and filters by
// approval and stock state on the server; /admin/telif lists every author
// with the count and paging, with the padding of the other admin pages.
// Phone and desktop screenshots.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { adminPage, screenshot, phone, desktop } from './helpers.mjs'

let browser
before(async () => {
  const { launch } = await import('./helpers.mjs')
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

test('/admin/kitaplar: cards on a phone, server-side status and stock filters', async () => {
  const page = await adminPage(browser, phone)
  await page.goto('/admin/kitaplar')
  const cards = page.getByTestId('admin-book-card')
  await cards.first().waitFor()
  assert.equal(await page.getByTestId('admin-book-row').first().isVisible(), false, 'no table on a phone')
  const box = await cards.first().boundingBox()
  assert.ok(box.width <= phone.width, 'a card fits the phone')
  await screenshot(page, 'admin-books-cards-phone')

  const filtered = page.waitForResponse((r) => r.url().includes('/api/admin/books') && r.url().includes('stock=out'))
  await page.getByLabel('Stok durumu').selectOption({ label: 'Stokta yok' })
  const body = await (await filtered).json()
  assert.ok(
    body.items.every((b) => b.stock === 0),
    'only books out of stock',
  )
  assert.match(page.url(), /stok=yok/)
  const approved = page.waitForResponse((r) => r.url().includes('status=approved'))
  await page.getByLabel('Durum', { exact: true }).selectOption({ label: 'Onaylı' })
  const both = await (await approved).json()
  assert.ok(both.items.every((b) => b.stock === 0 && b.approved))
  await screenshot(page, 'admin-books-filtered-phone')

  await page.setViewportSize(desktop)
  await page.goto('/admin/kitaplar')
  await page.getByTestId('admin-book-row').first().waitFor()
  assert.equal(await cards.first().isVisible(), false, 'the table on a desktop')
  await screenshot(page, 'admin-books-table-desktop')
  assert.deepEqual(page.jsErrors, [])
})

test('/admin/telif lists every author with the count, paged, padded like the other pages', async () => {
  const page = await adminPage(browser, desktop)
  const api = await (await page.request.get('/api/admin/authors?page=1&pageSize=48')).json()
  await page.goto('/admin/kitaplar')
  const booksHeading = await page.getByRole('heading', { name: 'Kitap Yönetimi', level: 1 }).boundingBox()
  await page.goto('/admin/telif')
  await page.getByText(`Toplam ${api.total} yazar`).waitFor()
  const heading = await page.getByRole('heading', { name: 'Telif', level: 1 }).boundingBox()
  assert.equal(Math.round(heading.x), Math.round(booksHeading.x), 'same left padding as /admin/kitaplar')
  assert.equal(Math.round(heading.y), Math.round(booksHeading.y), 'same top padding as /admin/kitaplar')
  const seen = new Set()
  for (;;) {
    const links = page.getByRole('link', { name: /— Telif$/ })
    await links.first().waitFor()
    for (const name of await links.allTextContents()) seen.add(name)
    const next = page.getByRole('navigation', { name: 'Sayfalama' }).getByRole('button', { name: 'Sonraki' })
    if (!(await next.count()) || (await next.isDisabled())) break
    const before = await links.first().textContent()
    await next.click()
    await page.waitForFunction((b) => document.querySelector('a[href^="/admin/telif/"]')?.textContent !== b, before)
  }
  assert.equal(seen.size, api.total, 'every author is reachable')
  await screenshot(page, 'admin-royalties-desktop')
  await page.setViewportSize(phone)
  await screenshot(page, 'admin-royalties-phone')
  assert.deepEqual(page.jsErrors, [])
})
