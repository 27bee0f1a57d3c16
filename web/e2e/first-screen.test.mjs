// The landing pages' first screen comes with the HTML
// (internal/httpapi/first_screen.go, web/src/app/seed.ts): with JavaScript
// off, /kitap/{id}, / and /kitaplar already show the cover, title and price;
// with it on, the app draws the same page from the data the HTML carries
// without asking the API for it, and the book page does not shift at a
// desktop's width. A book on sale (a fresh one, 25 % off through the admin
// API) shows its struck price both ways. Screenshots first-screen-*.png.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, newPage, screenshot, demoPassword, baseURL, phone, desktop } from './helpers.mjs'

let browser
let book // { id, title }: a fresh book on sale
const serverFacts = {} // the book page's facts without JavaScript, by width
before(async () => {
  browser = await launch()
  book = await bookOnSale()
})
after(async () => {
  await browser?.close()
})

/** A valid ISBN-13 no other test uses: 979 + 8 digits from the clock + a serial digit + the check digit. */
function freshIsbn13() {
  const body = `979${String(Date.now()).slice(-8)}7`
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0)
  return body + String((10 - (sum % 10)) % 10)
}

/** A new approved book at 200 ₺ with a demo cover, 25 % off from now for a week. */
async function bookOnSale() {
  const api = await newPage(browser)
  const login = await api.request.post('/api/auth/login', {
    data: { email: 'admin@kitapevi.test', password: demoPassword },
  })
  assert.equal(login.status(), 200)
  const demo = (await (await api.request.get('/api/books')).json()).items.find((b) => b.coverUrl)
  const title = `İlk Ekran Kitabı ${Date.now() % 100000}`
  const created = await api.request.post('/api/admin/books', {
    data: {
      title,
      isbn: freshIsbn13(),
      authorId: demo.authorId,
      price: 20000,
      stock: 7,
      coverUrl: demo.coverUrl,
      approved: true,
    },
  })
  assert.equal(created.status(), 201, await created.text())
  const id = (await created.json()).id
  const now = Date.now()
  const sale = await api.request.post('/api/admin/sales', {
    data: {
      name: 'İlk ekran indirimi',
      scope: 'book',
      bookIds: [id],
      percent: 25,
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 7 * 86_400_000).toISOString(),
    },
  })
  assert.equal(sale.status(), 201, await sale.text())
  await api.context().close()
  return { id, title }
}

/** What the book page shows of the book: title, price line, struck price, cover. */
async function bookFacts(page) {
  const price = page.getByTestId('sale-price').first()
  return {
    title: await page.getByRole('heading', { level: 1 }).innerText(),
    price: (await price.innerText()).replace(/\s+/g, ' '),
    struck: (await price.locator('del').innerText()).replace(/^[^₺]*/, ''),
    cover: await page.getByRole('img', { name: book.title }).first().getAttribute('src'),
  }
}

/** A page whose requests to the API are recorded in page.apiCalls. */
async function recordingPage(options) {
  const page = await newPage(browser, options)
  page.apiCalls = []
  page.on('request', (r) => {
    const u = new URL(r.url())
    if (u.pathname.startsWith('/api/')) page.apiCalls.push(u.pathname + u.search)
  })
  return page
}

/** The counters' rounding: under 10 as it is, else down to half the leading power of ten, with '+'. */
function countFloor(n) {
  if (n < 10) return String(n)
  const step = 10 ** (String(n).length - 1) / 2
  return `${new Intl.NumberFormat('tr-TR').format(Math.floor(n / step) * step)}+`
}

test('without JavaScript the book page, home and /kitaplar show their first screen', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'tr-TR', baseURL })
  const page = await context.newPage()
  for (const [viewport, label] of [
    [phone, 'phone'],
    [desktop, 'desktop'],
  ]) {
    await page.setViewportSize(viewport)
    await page.goto(`/kitap/${book.id}`)
    const facts = await bookFacts(page)
    assert.equal(facts.title, book.title)
    assert.match(facts.price, /₺150,00/)
    assert.equal(facts.struck, '₺200,00')
    assert.match(facts.price, /%25 indirim/)
    serverFacts[label] = facts
    const cover = page.getByRole('img', { name: book.title })
    await cover.evaluate((img) => img.decode())
    assert.ok((await cover.evaluate((img) => img.naturalWidth)) > 0, 'the cover has loaded')
    assert.equal(await cover.getAttribute('fetchpriority'), 'high')
    await page.getByText('Stokta: 7 adet').waitFor()
    await screenshot(page, `first-screen-nojs-book-${label}`)

    await page.goto('/')
    await page.getByRole('heading', { level: 1, name: 'Kitapların dünyasına hoş geldiniz' }).waitFor()
    const featured = page.locator('section[aria-labelledby="featured-title"] article')
    assert.ok((await featured.count()) >= 1, 'home shows featured cards')
    assert.match(await featured.first().innerText(), /₺\d/)
    // The counters are the shop's real totals, rounded down to an 'N+' figure.
    const totals = await Promise.all(
      ['/api/books?page=1&pageSize=1', '/api/authors?page=1&pageSize=1', '/api/events?page=1&pageSize=1&when=all'].map(
        async (u) => (await (await page.request.get(u)).json()).total,
      ),
    )
    assert.deepEqual(await page.locator('main dl dd').allInnerTexts(), totals.map(countFloor))
    await screenshot(page, `first-screen-nojs-home-${label}`)

    await page.goto('/kitaplar?sirala=isim')
    await page.getByRole('heading', { level: 1, name: 'Kitaplar' }).waitFor()
    assert.match(await page.getByRole('status').innerText(), /^\d+ kitap bulundu$/)
    assert.ok((await page.locator('article').count()) >= 1)
    await screenshot(page, `first-screen-nojs-books-${label}`)
  }
  await context.close()
})

test('with JavaScript the book page draws the same book from the HTML’s data, without asking the API for it', async () => {
  for (const [viewport, label] of [
    [phone, 'phone'],
    [desktop, 'desktop'],
  ]) {
    const page = await recordingPage()
    await page.setViewportSize(viewport)
    await page.goto(`/kitap/${book.id}`)
    // The app's page: the purchase controls and the author section come only with it.
    await page.getByRole('heading', { level: 2, name: 'Yazar Hakkında' }).waitFor()
    await page.waitForLoadState('networkidle')
    // The same title, prices and cover as the server's first screen showed.
    assert.deepEqual(await bookFacts(page), serverFacts[label])
    await page.getByText('30 gün içindeki en düşük fiyat: ₺200,00').waitFor()
    const detailCalls = page.apiCalls.filter(
      (u) => u.startsWith(`/api/books/${book.id}`) && !u.includes('/reviews') && !u.includes('/related'),
    )
    assert.deepEqual(detailCalls, [], 'the book came with the HTML')
    assert.deepEqual(page.jsErrors, [])
    await screenshot(page, `first-screen-book-${label}`)
    await page.context().close()
  }
})

test('with JavaScript home and /kitaplar (with filters in the URL) ask the API for none of their first screen', async () => {
  for (const path of ['/', '/kitaplar', '/kitaplar?sirala=fiyat-artan&adet=24&stokta=1', '/kitaplar?sayfa=2']) {
    const page = await recordingPage()
    await page.setViewportSize(phone)
    await page.goto(path)
    await page.locator('footer').waitFor() // the app has drawn the page
    await page.locator('main article').first().waitFor()
    await page.waitForLoadState('networkidle')
    const listCalls = page.apiCalls.filter((u) => /^\/api\/(books(\?|\/featured)|categories|authors|events)/.test(u))
    assert.deepEqual(listCalls, [], `${path}: the list came with the HTML`)
    assert.deepEqual(page.jsErrors, [])
    await page.context().close()
  }
})

test('at a desktop’s width the book page does not shift while it loads (CLS under 0.05)', async () => {
  const page = await newPage(browser)
  await page.setViewportSize(desktop)
  await page.addInitScript(() => {
    window.__cls = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(`/kitap/${book.id}`)
  await page.getByRole('heading', { level: 2, name: 'Yazar Hakkında' }).waitFor()
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  const cls = await page.evaluate(() => window.__cls)
  assert.ok(cls < 0.05, `layout shift ${cls}`)
  await page.context().close()
})
