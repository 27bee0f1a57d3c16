// /kitaplar's filters on a phone: the folded filter panel, a price range, in
// stock only, page size and the category counts, each in the URL with the
// visible total following it; an impossible range is refused in place. A
// book on sale is found by its sale price, the price charged, not by its
// list price.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, newPage, screenshot, baseURL, demoPassword } from './helpers.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const api = async (query) => (await fetch(`${baseURL}/api/books?${query}`)).json()
const totalText = (n) => `${n} kitap bulundu`

test('filters on a phone change the URL and the total', async () => {
  // A price bound that splits the catalogue: the cheapest half.
  const all = await api('sort=price_asc&pageSize=48')
  assert.ok(all.total >= 4, `demo catalogue too small: ${all.total}`)
  const mid = Math.ceil(all.items[Math.floor(all.items.length / 2)].price / 100)
  const cheap = await api(`maxPrice=${mid}`)
  assert.ok(cheap.total > 0 && cheap.total < all.total, `bound ${mid}: ${cheap.total} of ${all.total}`)

  const page = await newPage(browser)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/kitaplar')
  await page
    .getByRole('status')
    .filter({ hasText: totalText(all.total) })
    .waitFor()
  const price = page.getByPlaceholder('En yüksek fiyat')
  assert.equal(await price.isVisible(), false, 'the filters start folded on a phone')
  await screenshot(page, 'books-filters-phone-folded')

  // Keyboard: the summary opens the panel.
  await page.locator('summary', { hasText: 'Filtreler' }).focus()
  await page.keyboard.press('Enter')
  await price.waitFor()

  // An impossible range is said at once and changes nothing.
  await page.getByPlaceholder('En düşük fiyat').fill(String(mid + 10))
  await price.fill(String(mid))
  await price.press('Enter')
  await page.getByRole('alert').filter({ hasText: 'En yüksek fiyat en düşük fiyattan az olamaz' }).waitFor()
  assert.equal(new URL(page.url()).searchParams.get('fiyatMax'), null)

  // A price range: in the URL, and the total follows.
  await page.getByPlaceholder('En düşük fiyat').fill('')
  await price.press('Enter')
  await page.waitForURL((u) => u.searchParams.get('fiyatMax') === String(mid))
  await page
    .getByRole('status')
    .filter({ hasText: totalText(cheap.total) })
    .waitFor()

  // In stock only.
  const inStock = await api(`maxPrice=${mid}&inStock=true`)
  await page.getByLabel('Yalnızca stoktaki kitaplar').check()
  await page.waitForURL((u) => u.searchParams.get('stokta') === '1')
  if (inStock.total > 0)
    await page
      .getByRole('status')
      .filter({ hasText: totalText(inStock.total) })
      .waitFor()

  // The category list counts the matches of the other filters.
  const options = await page.getByLabel('Kategori').locator('option').allInnerTexts()
  for (const c of inStock.categoryCounts) {
    assert.ok(
      options.some((o) => o.endsWith(`(${c.count})`)),
      `no count ${c.count} in ${options}`,
    )
  }

  // Page size.
  await page.getByLabel('Sayfa başına').selectOption('24')
  await page.waitForURL((u) => u.searchParams.get('adet') === '24')
  await screenshot(page, 'books-filters-phone')

  // Clearing brings the whole catalogue back.
  await page.getByRole('button', { name: 'Filtreleri temizle' }).click()
  await page.waitForURL((u) => !u.search)
  await page
    .getByRole('status')
    .filter({ hasText: totalText(all.total) })
    .waitFor()

  // Desktop: the panel is open from the start.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/kitaplar?fiyatMax=${mid}`)
  await page
    .getByRole('status')
    .filter({ hasText: totalText(cheap.total) })
    .waitFor()
  assert.equal(await price.inputValue(), String(mid))
  await screenshot(page, 'books-filters-desktop')
})

/** A valid ISBN-13 no other test uses: 979 + 9 digits from the clock + the check digit. */
function freshIsbn13() {
  const body = `979${String(Date.now()).slice(-9)}`
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0)
  return body + String((10 - (sum % 10)) % 10)
}

test('a book on sale is found by its sale price on a phone', async () => {
  // A fresh book at 333 ₺ on sale for 111 ₺ (API, as the admin).
  const admin = await newPage(browser)
  const login = await admin.request.post('/api/auth/login', {
    data: { email: 'admin@kitapevi.test', password: demoPassword },
  })
  assert.equal(login.status(), 200)
  const demo = (await (await admin.request.get('/api/books')).json()).items.find((b) => b.coverUrl)
  const title = `İndirimde Bulunan ${Date.now() % 100000}`
  const created = await admin.request.post('/api/admin/books', {
    data: {
      title,
      isbn: freshIsbn13(),
      authorId: demo.authorId,
      price: 33300,
      stock: 5,
      coverUrl: demo.coverUrl,
      approved: true,
    },
  })
  assert.equal(created.status(), 201, await created.text())
  const bookId = (await created.json()).id
  const now = Date.now()
  const sale = await admin.request.post('/api/admin/sales', {
    data: {
      name: 'Filtre indirimi',
      scope: 'book',
      bookIds: [bookId],
      fixedPrice: 11100,
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 3_600_000).toISOString(),
    },
  })
  assert.equal(sale.status(), 201, await sale.text())
  const saleId = (await sale.json()).id
  const ids = async (query) => (await api(query)).items.map((b) => b.id)
  assert.ok((await ids('minPrice=110&maxPrice=112&pageSize=48')).includes(bookId), 'the API finds it at 111 ₺')
  assert.ok(!(await ids('minPrice=330&maxPrice=335&pageSize=48')).includes(bookId), 'nor at its list price')

  const page = await newPage(browser)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/kitaplar')
  await page.locator('summary', { hasText: 'Filtreler' }).click()
  const card = page.locator('article').filter({ has: page.getByRole('heading', { name: title }) })

  // Its list price's range: not there.
  await page.getByPlaceholder('En düşük fiyat').fill('330')
  await page.getByPlaceholder('En yüksek fiyat').fill('335')
  await page.getByPlaceholder('En yüksek fiyat').press('Enter')
  await page.waitForURL((u) => u.searchParams.get('fiyatMin') === '330' && u.searchParams.get('fiyatMax') === '335')
  const atList = await api('minPrice=330&maxPrice=335')
  if (atList.total > 0)
    await page
      .getByRole('status')
      .filter({ hasText: totalText(atList.total) })
      .waitFor()
  else await page.getByText('Aradığınız kriterlere uygun kitap bulunamadı.').waitFor()
  assert.equal(await card.count(), 0, 'found by its list price')

  // Its sale price's range: found, its card showing 111 ₺.
  await page.getByPlaceholder('En düşük fiyat').fill('110')
  await page.getByPlaceholder('En yüksek fiyat').fill('112')
  await page.getByPlaceholder('En yüksek fiyat').press('Enter')
  await page.waitForURL((u) => u.searchParams.get('fiyatMin') === '110' && u.searchParams.get('fiyatMax') === '112')
  await card.waitFor()
  assert.match(await card.innerText(), /111,00/)
  await screenshot(page, 'books-filters-sale-phone')

  // Clean up: the sale ends (a begun sale is kept) and the book goes, so later tests see the demo catalogue.
  assert.equal((await admin.request.post(`/api/admin/sales/${saleId}/end`)).status(), 204)
  assert.equal((await admin.request.delete(`/api/admin/books/${bookId}`)).status(), 204)
})
