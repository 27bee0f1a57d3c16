// The storefront's small texts and controls, in a real browser against the
// real binary: one 'Hikâyemiz' heading on /hakkimizda; the footer names X
// (not Twitter) and shows the current year; the cookie page reads its
// content without a 404; a toast's close button is at least 24×24 px; on a
// desktop the related-book rows have arrow buttons that scroll the strip,
// which a phone (swiping) does not get.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, newPage, screenshot, baseURL, phone, desktop } from './helpers.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

test('/hakkimizda has one Hikâyemiz heading; the footer names X and this year', async () => {
  const page = await newPage(browser)
  await page.goto('/hakkimizda')
  await page.getByRole('heading', { name: 'Hikâyemiz' }).first().waitFor()
  // Hidden headings count too: a screen reader would read a hidden duplicate.
  assert.equal(
    await page
      .locator('h1, h2, h3, h4')
      .filter({ hasText: /^Hikâyemiz$/ })
      .count(),
    1,
  )
  const footer = page.locator('footer')
  assert.match(await footer.innerText(), new RegExp(String(new Date().getFullYear())))
  assert.doesNotMatch(await footer.innerText(), /Twitter/)
  if ((await footer.getByRole('link', { name: /Facebook|Instagram/ }).count()) > 0) {
    assert.equal(await footer.getByRole('link', { name: 'X', exact: true }).count(), 1, 'the social links name X')
  }
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()
})

test('the cookie page reads its content without a 404', async () => {
  const page = await newPage(browser)
  const answers = []
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/pages/')) answers.push(r.status())
  })
  await page.goto('/cerez-politikasi')
  await page.locator('main h1').waitFor()
  await page.waitForLoadState('networkidle')
  assert.ok(
    answers.every((s) => s === 200 || s === 304),
    `page answers: ${answers}`,
  )
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()
})

test('a toast’s close button is at least 24×24 px', async () => {
  const page = await newPage(browser)
  await page.setViewportSize(phone)
  await page.goto('/giris')
  await page.getByLabel('E-posta').fill('yok@example.com')
  await page.getByLabel('Şifre', { exact: true }).fill('Yanlis-Sifre-123')
  await page.getByRole('button', { name: 'Giriş Yap' }).click()
  const close = page.locator('[data-sonner-toast] button[data-close-button]').first()
  await close.waitFor()
  const box = await close.boundingBox()
  // Rounded: the layout engine reports 24 px as 23.999998.
  assert.ok(Math.round(box.width) >= 24 && Math.round(box.height) >= 24, `close button ${box.width}×${box.height}`)
  await screenshot(page, 'texts-toast-close-phone')
  await page.context().close()
})

test('on a desktop the related rows have arrows that scroll the strip; a phone swipes', async () => {
  // A book whose related row holds more books than a desktop row shows.
  const list = await (await fetch(`${baseURL}/api/books?pageSize=48`)).json()
  let bookId
  let longest = 0
  for (const b of list.items) {
    const rel = await (await fetch(`${baseURL}/api/books/${b.id}/related`)).json()
    const n = Math.max(...Object.values(rel).map((v) => (Array.isArray(v) ? v.length : 0)))
    if (n > longest) [bookId, longest] = [b.id, n]
  }
  assert.ok(bookId, 'the demo shop has a book with a long related row')
  const page = await newPage(browser)
  // A small desktop (a laptop's window): the row is wider than the screen.
  await page.setViewportSize({ width: 900, height: desktop.height })
  await page.goto(`/kitap/${bookId}`)
  const next = page.getByRole('button', { name: /: sonraki kitaplar$/ }).first()
  await next.waitFor()
  const strip = page.locator('[role="region"]', { has: page.locator('article') }).first()
  await strip.scrollIntoViewIfNeeded()
  const prev = page.getByRole('button', { name: /: önceki kitaplar$/ }).first()
  assert.equal(await prev.isDisabled(), true, 'at the start the back arrow is off')
  await next.click()
  await page.waitForFunction(() => {
    const r = [...document.querySelectorAll('[role="region"]')].find((e) => e.querySelector('article'))
    return r && r.scrollLeft > 0
  })
  await screenshot(page, 'texts-related-arrows-desktop')
  await page.setViewportSize(phone)
  await next.waitFor({ state: 'hidden' })
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()
})
