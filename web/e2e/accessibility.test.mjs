// WCAG 2.2 AA on every route of the shop and both panels: axe-core runs on
// each page at a desktop (1280) and a phone (390) width, signed in with the
// role the page is for, and the test fails on any serious or critical
// violation. Each page also has its own tab title, and the first Tab lands
// on the skip link.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { launch, newPage, baseURL, demoPassword, screenshot } from './helpers.mjs'
import { memberWithAddress, addBookFromList, placeOrder } from './checkout-steps.mjs'
import { axeFindings, axeReport } from './axe.mjs'

const widths = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]

// The routes each role's audit visits. A test below holds them to
// web/paths.json: a page added to the app and to no list fails it.
const guestRoutes = (ids) => [
  '/',
  '/kitaplar',
  `/kitap/${ids.book}`,
  '/yazarlar',
  `/yazar/${ids.author}`,
  '/etkinlikler',
  `/etkinlik/${ids.event}`,
  '/hakkimizda',
  '/gizlilik-politikasi',
  '/kullanim-kosullari',
  '/cerez-politikasi',
  '/erisilebilirlik',
  '/abonelik-iptal',
  '/olmayan-bir-sayfa',
  '/giris',
  '/kayit',
  '/sifremi-unuttum',
  '/sifre-sifirla',
  '/giris-baglantisi',
  '/yazar-giris',
  '/admin-giris',
]
const memberRoutes = (orderId) => [
  '/favoriler',
  '/sepet',
  '/siparislerim',
  `/siparis/${orderId}`,
  `/odeme?orderId=${orderId}`,
  '/profil',
]
const adminRoutes = (ids) => [
  '/admin',
  '/admin/kitaplar',
  '/admin/yazarlar',
  '/admin/kategoriler',
  '/admin/etkinlikler',
  '/admin/siparisler',
  '/admin/iadeler',
  '/admin/iadeler-banka',
  '/admin/hesap-hareketleri',
  '/admin/faturalar',
  '/admin/uyeler',
  '/admin/one-cikanlar',
  '/admin/icerik',
  '/admin/ayarlar',
  '/admin/hesabim',
  '/admin/e-postalar',
  '/admin/yorumlar',
  '/admin/kvkk',
  '/admin/raporlar',
  '/admin/telif',
  `/admin/telif/${ids.author}`,
  '/admin/kampanyalar',
  '/admin/kampanyalar/kuponlar',
]
const authorRoutes = [
  '/yazar',
  '/yazar/kitaplar',
  '/yazar/etkinlikler',
  '/yazar/profil',
  '/yazar/degerlendirmeler',
  '/yazar/satislar',
]
// The app's routes this file does not visit, each with where it is audited or why not.
const notAudited = {
  '/odeme/callback': "iyzico's return: it only sends the buyer on to /siparis/:id, audited above",
  '/admin/telif/beyan/:id': 'needs an issued statement: royalties.test.mjs issues one and audits this page',
  '/yazar/satislar/beyan/:id': 'needs an issued statement: royalties.test.mjs issues one and audits this page',
}

let browser
let ids
before(async () => {
  browser = await launch()
  const json = async (path) => (await fetch(`${baseURL}${path}`)).json()
  const [books, authors, events] = await Promise.all([
    json('/api/books?pageSize=1'),
    json('/api/authors?pageSize=1'),
    json('/api/events'),
  ])
  const eventList = Array.isArray(events) ? events : events.items
  ids = { book: books.items[0].id, author: authors.items[0].id, event: eventList[0].id }
})
after(async () => {
  await browser?.close()
})

/** Loads a route, waits for its data and title, and returns axe's serious and critical findings. */
async function audit(page, route, width) {
  await page.goto(route, { waitUntil: 'networkidle' })
  const found = await axeFindings(page, route, width.name)
  const title = await page.title()
  // The first Tab of a freshly loaded page reaches the skip link.
  await page.keyboard.press('Tab')
  const first = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')
  return { found, title, first }
}

/** Audits every route at both widths in one signed-in page; returns the findings, titles and first focus. */
async function auditAll(page, routes, shotPrefix) {
  const findings = []
  const titles = new Map()
  const skipMissing = []
  for (const width of widths) {
    await page.setViewportSize({ width: width.width, height: width.height })
    for (const route of routes) {
      const r = await audit(page, route, width)
      findings.push(...r.found)
      titles.set(route, r.title)
      if (r.first !== 'İçeriğe geç') skipMissing.push(`${route} (${width.name}): first Tab on '${r.first}'`)
      if (shotPrefix && width.name === 'phone' && route === routes[0])
        await screenshot(page, `a11y-${shotPrefix}-phone`)
    }
  }
  return { findings, titles, skipMissing }
}

/** Titles must differ between routes (a detail page's title names its record). */
function duplicateTitles(titles) {
  const byTitle = new Map()
  for (const [route, title] of titles) byTitle.set(title, [...(byTitle.get(title) ?? []), route])
  return [...byTitle].filter(([, routes]) => routes.length > 1).map(([t, routes]) => `'${t}': ${routes.join(', ')}`)
}

/** One assertion for all three checks, so that one run shows every problem. */
function check({ findings, titles, skipMissing }) {
  const problems = [
    ...skipMissing.map((s) => `no skip link first: ${s}`),
    ...duplicateTitles(titles).map((d) => `same title: ${d}`),
    ...(findings.length ? [`axe:\n${axeReport(findings)}`] : []),
  ]
  assert.equal(problems.length, 0, problems.join('\n'))
}

async function signIn(page, loginPath, email) {
  await page.goto(loginPath)
  const form = page.locator('form').first()
  await form.getByLabel('E-posta').fill(email)
  await form.getByLabel('Şifre').fill(demoPassword)
  await form.getByRole('button', { name: 'Giriş Yap' }).click()
  await page.waitForURL((u) => u.pathname !== loginPath)
}

test('public pages as a guest: no serious or critical axe violation, own titles, a skip link', async () => {
  const page = await newPage(browser)
  const routes = guestRoutes(ids)
  check(await auditAll(page, routes, 'guest'))
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()
})

test('member pages (cart, order, payment, profile): no serious or critical axe violation', async () => {
  const page = await newPage(browser)
  await memberWithAddress(page)
  const title = await addBookFromList(page)
  const orderId = await placeOrder(page, title)
  // A second book waits in the cart, so /sepet shows a line and its controls.
  await addBookFromList(page)
  const routes = memberRoutes(orderId)
  check(await auditAll(page, routes, 'member'))
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()
})

test('admin panel pages: no serious or critical axe violation', async () => {
  const page = await newPage(browser)
  await signIn(page, '/admin-giris', 'admin@kitapevi.test')
  const routes = adminRoutes(ids)
  check(await auditAll(page, routes, 'admin'))
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()
})

test('author panel pages: no serious or critical axe violation', async () => {
  const page = await newPage(browser)
  await signIn(page, '/yazar-giris', 'yazar@kitapevi.test')
  const routes = authorRoutes
  check(await auditAll(page, routes, 'author'))
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()
})

test('every route of the app is audited above or named in notAudited with its reason', () => {
  const paths = Object.values(JSON.parse(readFileSync(new URL('../paths.json', import.meta.url), 'utf8')))
  const x = { book: 'x', author: 'x', event: 'x' }
  const visited = [...guestRoutes(x), ...memberRoutes('x'), ...adminRoutes(x), ...authorRoutes].map(
    (r) => r.split('?')[0],
  )
  const matches = (pattern, route) => new RegExp(`^${pattern.replace(/:[a-z]+/gi, '[^/]+')}$`).test(route)
  const missing = paths.filter((p) => !(p in notAudited) && !visited.some((r) => matches(p, r)))
  assert.deepEqual(missing, [], 'routes no audit visits')
  const stale = Object.keys(notAudited).filter((p) => !paths.includes(p))
  assert.deepEqual(stale, [], 'notAudited names routes the app no longer has')
})
