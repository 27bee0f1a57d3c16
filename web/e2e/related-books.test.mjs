// Related books on /kitap/{id} against the real binary: the admin
// adds a category and four books (two of one author, two of another); a
// member buys two of them in one order and pays on iyzico's hosted form. The
// first book's page then shows 'Yazarın Diğer Kitapları' (the author's other
// book first: newest first) and 'Benzer Kitaplar' (the book bought with it,
// then the category), no book twice and not the book itself. At a phone's
// and a desktop's width: the strips scroll inside themselves and the page is
// never wider than the window; the rows, loaded after the book, shift
// nothing (their layout shift, from their arrival on, stays under CLS 0.05).
// Screenshots related-books-<width>.png.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { assertAccessible } from './axe.mjs'
import { launch, newPage, screenshot, demoPassword, registerMember, uniqueEmail, freshIsbn13 } from './helpers.mjs'
import { saveAddress, placeOrder, openHostedForm, payOnIyzico, expectPaid, viewportShot } from './checkout-steps.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const widths = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 900 },
]

/**
 * Records the layout shifts not caused by input, and the moment the related
 * rows replace their placeholder: a shift from then on is one the rows could
 * have caused. (The book's own first render, with the rows' placeholder, is
 * earlier.)
 */
function watchLayoutShifts() {
  window.__shifts = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push({ at: e.startTime, value: e.value })
  }).observe({ type: 'layout-shift', buffered: true })
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-testid="related-books"] [role="region"]')) {
      window.__rowsAt = performance.now()
      observer.disconnect()
    }
  }).observe(document, { childList: true, subtree: true })
}

test('the book page shows the author’s other books and books bought with it, in strips that scroll inside themselves', async (t) => {
  const admin = await newPage(browser)
  assert.equal(
    (
      await admin.request.post('/api/auth/login', { data: { email: 'admin@kitapevi.test', password: demoPassword } })
    ).status(),
    200,
  )
  const n = Date.now() % 100000
  const cat = await admin.request.post('/api/admin/categories', { data: { name: `Deneme Kategorisi ${n}` } })
  assert.equal(cat.status(), 201, await cat.text())
  const categoryId = (await cat.json()).id
  const authors = (await (await admin.request.get('/api/authors')).json()).items
  assert.ok(authors.length >= 2, 'the demo data has two authors')
  const demoBook = (await (await admin.request.get('/api/books')).json()).items.find((b) => b.coverUrl)
  const book = async (title, authorId, withCategory) => {
    const r = await admin.request.post('/api/admin/books', {
      data: {
        title,
        isbn: freshIsbn13(),
        authorId,
        categoryId: withCategory ? categoryId : null,
        price: 9950,
        stock: 20,
        coverUrl: demoBook.coverUrl,
        approved: true,
      },
    })
    assert.equal(r.status(), 201, await r.text())
    return (await r.json()).id
  }
  const main = { title: `Ana Kitap ${n}` }
  const sibling = { title: `Kardeş Kitap ${n}` }
  const together = { title: `Birlikte Alınan ${n}` }
  const sameCategory = { title: `Aynı Kategoride ${n}` }
  main.id = await book(main.title, authors[0].id, true)
  sibling.id = await book(sibling.title, authors[0].id, true)
  together.id = await book(together.title, authors[1].id, false)
  sameCategory.id = await book(sameCategory.title, authors[1].id, true)

  // A member buys the main book and another in one order, and pays.
  const member = await newPage(browser)
  await registerMember(member, { name: 'Deniz Okur', email: uniqueEmail('ilgili') })
  await saveAddress(member)
  for (const b of [main, together]) {
    assert.equal((await member.request.put(`/api/cart/items/${b.id}`, { data: { quantity: 1 } })).status(), 200)
  }
  const orderId = await placeOrder(member, main.title)
  await payOnIyzico(await openHostedForm(member))
  await expectPaid(member, orderId)

  // The API answers the rows (a paid order may reach a cached answer after its TTL).
  let related
  for (let i = 0; i < 20; i++) {
    related = await (await admin.request.get(`/api/books/${main.id}/related`)).json()
    if (related.similar.some((b) => b.id === together.id)) break
    await new Promise((r) => setTimeout(r, 500))
  }
  assert.equal(related.byAuthor[0]?.id, sibling.id, 'the author’s newest other book comes first')
  assert.deepEqual(
    related.similar.map((b) => b.title),
    [together.title, sameCategory.title],
  )

  for (const w of widths) {
    const page = await newPage(browser)
    await page.addInitScript(watchLayoutShifts)
    await page.setViewportSize({ width: w.width, height: w.height })
    await page.goto(`/kitap/${main.id}`)
    await page.getByRole('heading', { level: 1, name: main.title }).waitFor()
    await page.waitForLoadState('networkidle')
    // Read down the page as a person does, to the rows at its end.
    for (let y = 0; y < 12; y++) {
      await page.mouse.wheel(0, w.height * 0.6)
      await page.waitForTimeout(150)
    }
    const byAuthor = page.getByRole('region', { name: 'Yazarın Diğer Kitapları' })
    const similar = page.getByRole('region', { name: 'Benzer Kitaplar' })
    await similar.waitFor()
    await byAuthor.scrollIntoViewIfNeeded()
    await page.waitForFunction(() => [...document.images].every((i) => i.complete))

    const rowTitles = async (row) => row.locator('article h3').allInnerTexts()
    const authorTitles = await rowTitles(byAuthor)
    const similarTitles = await rowTitles(similar)
    assert.equal(authorTitles[0], sibling.title, `${w.label}: the author's row starts with the sibling`)
    assert.deepEqual(similarTitles, [together.title, sameCategory.title], `${w.label}: the similar row`)
    const all = [...authorTitles, ...similarTitles]
    assert.equal(new Set(all).size, all.length, `${w.label}: a book shows twice: ${all}`)
    assert.ok(!all.includes(main.title), `${w.label}: the book is among its own related books`)
    // A card shows the shared card's parts: its price and its detail link.
    const card = similar.locator('article').first()
    await card.getByText('99,50').waitFor()
    assert.equal(
      await card.getByRole('link', { name: together.title }).first().getAttribute('href'),
      `/kitap/${together.id}`,
    )

    // The page is never wider than the window; a strip that holds more than
    // the window scrolls inside itself and is then a tab stop.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    assert.ok(overflow <= 0, `/kitap at ${w.width}px scrolls sideways by ${overflow}px`)
    for (const row of [byAuthor, similar]) {
      const box = await row.evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
        tab: el.getAttribute('tabindex'),
      }))
      assert.ok(box.client <= w.width, `${w.label}: a strip is ${box.client}px wide`)
      if (box.scroll > box.client) assert.equal(box.tab, '0', `${w.label}: a scrolling strip is no tab stop`)
    }
    if (w.label === 'phone') {
      const box = await byAuthor.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
      assert.ok(box.scroll > box.client, 'on a phone the author’s row scrolls sideways inside itself')
      await byAuthor.evaluate((el) => el.scrollBy({ left: 200 }))
      assert.equal(await page.evaluate(() => window.scrollX), 0, 'scrolling a strip moved the page')
    }

    await assertAccessible(page, `related books ${w.label}`)
    const {
      page: pageShift,
      rows: rowsShift,
      rowsAt,
    } = await page.evaluate(() => ({
      rowsAt: window.__rowsAt,
      page: window.__shifts.reduce((sum, e) => sum + e.value, 0),
      rows: window.__shifts.filter((e) => e.at >= window.__rowsAt).reduce((sum, e) => sum + e.value, 0),
    }))
    assert.ok(rowsAt > 0, `${w.label}: the rows' arrival was not seen`)
    t.diagnostic(
      `${w.label}: layout shift from the rows on ${rowsShift.toFixed(4)}, whole page ${pageShift.toFixed(4)}`,
    )
    assert.ok(rowsShift <= 0.05, `${w.label}: the rows shifted the page by ${rowsShift.toFixed(3)}`)
    await byAuthor.evaluate((el) => el.scrollTo({ left: 0 }))
    // The rows under the sticky header, for a look at the strips as a reader sees them.
    await page
      .getByRole('heading', { name: 'Yazarın Diğer Kitapları' })
      .evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 80))
    await viewportShot(page, `related-books-rows-${w.label}`)
    await page.evaluate(() => window.scrollTo(0, 0))
    await screenshot(page, `related-books-${w.label}`)
    assert.deepEqual(page.jsErrors, [])
    await page.context().close()
  }
  await admin.context().close()
  await member.context().close()
})
