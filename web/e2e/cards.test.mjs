// The shared building blocks on the storefront: the author, event and book
// cards of /, /yazarlar, /etkinlikler and /kitaplar at a phone's and a
// desktop's width (screenshots cards-<page>-<width>.png, compared before and
// after a change to the shared cards), none wider than the screen, no script
// errors.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, newPage, screenshot } from './helpers.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const pages = [
  { name: 'home', path: '/', heading: 'Öne Çıkan Kitaplar', cards: 'article' },
  { name: 'authors', path: '/yazarlar', heading: 'Yazarlar', cards: 'article' },
  { name: 'events', path: '/etkinlikler', heading: 'Etkinlikler', cards: 'article' },
  { name: 'books', path: '/kitaplar', heading: 'Kitaplar', cards: 'article' },
]
const widths = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 900 },
]

for (const p of pages) {
  for (const w of widths) {
    test(`${p.path} shows its cards at ${w.label} width`, async () => {
      const page = await newPage(browser)
      await page.setViewportSize({ width: w.width, height: w.height })
      await page.goto(p.path)
      await page.getByRole('heading', { name: p.heading, exact: true }).first().waitFor()
      await page.locator(p.cards).first().waitFor()
      await page.waitForLoadState('networkidle')
      // Every card image has loaded (or fallen back), so the screenshot is stable:
      // a scroll to the end first brings in the lazy images below the fold.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForFunction(() => [...document.images].every((i) => i.complete))
      await page.evaluate(() => window.scrollTo(0, 0))
      const count = await page.locator(p.cards).count()
      assert.ok(count >= 1, `${p.path}: ${count} cards`)
      // No page is wider than the screen (a card that overflows would scroll sideways).
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      assert.ok(overflow <= 0, `${p.path} at ${w.width}px scrolls sideways by ${overflow}px`)
      await screenshot(page, `cards-${p.name}-${w.label}`)
      assert.deepEqual(page.jsErrors, [])
      await page.context().close()
    })
  }
}
