// The public storefront in the browser: browsing, Turkish-aware search from
// the header and from /kitaplar, the category filter, the events filter,
// the not-found pages and the server-rendered head.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, newPage, screenshot, baseURL } from './helpers.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const missing = '00000000-0000-7000-8000-000000000000'

test('home shows featured books; a card leads to the book and its author', async () => {
  const page = await newPage(browser)
  await page.goto('/')
  await page.getByRole('heading', { name: 'Öne Çıkan Kitaplar' }).waitFor()
  const cards = page.locator('article')
  await cards.first().waitFor()
  const n = await cards.count()
  assert.ok(n >= 1 && n <= 6, `featured cards: ${n}`)
  await screenshot(page, 'home')

  const title = (await cards.first().getByRole('heading').first().innerText()).trim()
  await cards.first().getByRole('heading').first().click()
  await page.waitForURL(/\/kitap\//)
  await page.getByRole('heading', { level: 1, name: title }).waitFor()
  await page.getByText('ISBN').first().waitFor()
  await page
    .getByRole('navigation', { name: /breadcrumb|Konum|Sayfa yolu/i })
    .first()
    .waitFor()
    .catch(() => {})
  await screenshot(page, 'book-detail')

  await page.getByRole('link', { name: 'Yazarın Profili' }).click()
  await page.waitForURL(/\/yazar\//)
  await page.locator('article').first().waitFor()
  await screenshot(page, 'author-detail')
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()
})

test('header search suggests as one types and Enter opens /kitaplar?q=', async () => {
  const page = await newPage(browser)
  await page.goto('/')
  const box = page.getByRole('combobox', { name: 'Kitap veya yazar ara' })
  await box.fill('calikusu')
  await page.getByRole('option', { name: /Çalıkuşunun Şarkısı/ }).waitFor()
  await screenshot(page, 'header-suggestions')
  await box.press('Enter')
  await page.waitForURL((u) => u.pathname === '/kitaplar' && u.searchParams.get('q') === 'calikusu')
  await page.getByRole('heading', { name: 'Çalıkuşunun Şarkısı' }).waitFor()
  await page.context().close()
})

test('search on /kitaplar folds Turkish letters and lives in the URL', async () => {
  const page = await newPage(browser)
  await page.goto('/kitaplar')
  await page.locator('article').first().waitFor()
  await page.getByLabel('Kitap ara').fill('ISIK')
  await page.waitForURL((u) => u.searchParams.get('q') === 'ISIK')
  await page.getByRole('heading', { name: 'Işık Yılları' }).waitFor()
  await page.getByLabel('Kitap ara').fill('istanbul')
  await page.getByRole('heading', { name: "İstanbul'da Bir Kış" }).waitFor()
  await screenshot(page, 'books-search')

  // A shared link reproduces the search.
  await page.goto('/kitaplar?q=%C3%A7al%C4%B1ku%C5%9Fu')
  await page.getByRole('heading', { name: 'Çalıkuşunun Şarkısı' }).waitFor()
  await page.context().close()
})

test('the category filter and the sort change the list and the URL; Back restores', async () => {
  const page = await newPage(browser)
  await page.goto('/kitaplar')
  await page.locator('article').first().waitFor()
  const select = page.getByLabel('Kategori')
  // An option reads 'Şiir (3)': the category's name, then how many books match.
  const options = (await select.locator('option').allInnerTexts()).map((label) => {
    const [, name, count] = label.trim().match(/^(.*?)(?: \((\d+)\))?$/)
    return { label: label.trim(), name, count: count === undefined ? null : Number(count) }
  })
  const category = options.find((o) => o.name === 'Şiir') ?? options[1]
  assert.ok(category.count > 0, `no count on ${category.label}`)
  await select.selectOption({ label: category.label })
  await page.waitForURL((u) => u.searchParams.has('kategori'))
  // The whole status, not a part of it: '17 kitap bulundu' holds '7 kitap bulundu'.
  await page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^\\s*${category.count} kitap bulundu\\s*$`) })
    .waitFor()
  // The count is shown only with its own list; the cards are in the page's next frame at the latest.
  await page.waitForFunction((n) => document.querySelectorAll('article').length === n, category.count, {
    timeout: 5000,
  })
  const cats = await page.locator('article').evaluateAll((els) => els.map((e) => e.textContent))
  assert.equal(cats.length, category.count, `the list holds ${cats.length} books, the count says ${category.count}`)
  for (const text of cats) assert.ok(text.includes(category.name), `card outside ${category.name}: ${text}`)

  await page.getByLabel('Sıralama').selectOption({ label: 'Fiyat (Artan)' })
  await page.waitForURL((u) => u.searchParams.has('sirala'))
  await screenshot(page, 'books-category')
  await page.goBack()
  await page.waitForURL((u) => !u.searchParams.has('sirala') && u.searchParams.has('kategori'))
  await page.context().close()
})

test('events default to upcoming; the past filter shows past events', async () => {
  const page = await newPage(browser)
  await page.goto('/etkinlikler')
  await page.locator('article').first().waitFor()
  const upcoming = await page.locator('article').allInnerTexts()
  assert.ok(
    upcoming.every((t) => t.includes('Yaklaşan')),
    'an upcoming-filter card is not upcoming',
  )
  await page.getByRole('button', { name: 'Geçmiş' }).click()
  await page.waitForURL((u) => u.searchParams.get('zaman') === 'gecmis')
  await page.waitForTimeout(300)
  await page.locator('article').first().waitFor()
  const past = await page.locator('article').allInnerTexts()
  assert.ok(past.length > 0 && past.every((t) => t.includes('Geçmiş')), 'past filter shows upcoming events')
  await screenshot(page, 'events-past')
  await page.locator('article').first().getByRole('link').first().click()
  await page.waitForURL(/\/etkinlik\//)
  await page.getByText('Geçmiş').first().waitFor()
  await page.context().close()
})

test('missing records show the product not-found texts', async () => {
  const page = await newPage(browser)
  for (const [path, text] of [
    [`/kitap/${missing}`, 'Kitap bulunamadı'],
    [`/yazar/${missing}`, 'Yazar bulunamadı'],
    [`/etkinlik/${missing}`, 'Etkinlik bulunamadı'],
  ]) {
    const res = await page.goto(path)
    assert.equal(res.status(), 404, path)
    await page.getByRole('heading', { name: text }).waitFor()
  }
  await screenshot(page, 'event-not-found')
  await page.context().close()
})

test('the server writes title, Open Graph and JSON-LD into book pages', async () => {
  const res = await fetch(`${baseURL}/api/books?pageSize=1`)
  const { items } = await res.json()
  const html = await (await fetch(`${baseURL}/kitap/${items[0].id}`)).text()
  assert.match(html, new RegExp(`<title>${items[0].title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - `))
  assert.match(html, /<meta property="og:type" content="book">/)
  assert.match(html, /"@type":"Book"/)
  assert.match(html, /"priceCurrency":"TRY"/)
})
