// /kitaplar's filters on a phone: the folded filter panel, a price range, in
// stock only, page size and the category counts, each in the URL with the
// visible total following it; an impossible range is refused in place.
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
