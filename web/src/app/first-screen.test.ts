// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { fmt, tr } from '@/i18n'
import { CARD_COVER_SIZES, DETAIL_COVER_SIZES } from '@/lib/cover-image'

/**
 * The server draws the landing pages' first screen from web/first-screen/*.html
 * (internal/httpapi/first_screen.go) before the app replaces it. Its texts
 * are copies of the catalogue's: this keeps them the same.
 */
const srcDir = fileURLToPath(new URL('..', import.meta.url))
const template = (name: string) => readFileSync(join(srcDir, '..', 'first-screen', `${name}.html`), 'utf8')
const goSource = readFileSync(join(srcDir, '..', '..', 'internal', 'httpapi', 'first_screen.go'), 'utf8')

describe('the server-drawn first screens', () => {
  it('use the catalogue’s texts', () => {
    const want: Record<string, string[]> = {
      layout: [
        tr.site.name,
        tr.nav.mainMenu,
        tr.books.featuredBadge,
        tr.books.details,
        tr.books.outOfStock,
        tr.campaigns.saleLabel,
        tr.campaigns.struckLabel,
        fmt(tr.campaigns.percentBadge, { n: '{{.PercentOff}}' }),
        tr.reviews.starsLabelNone,
        fmt(tr.reviews.count, { n: '{{.Count}}' }),
      ],
      home: [
        tr.home.heroTitle,
        tr.home.heroSubtitle,
        tr.home.exploreBooks,
        tr.home.events,
        // The counters' figures are the shop's totals, which the Go side writes.
        tr.home.statBooksLabel,
        tr.home.statAuthorsLabel,
        tr.home.statEventsLabel,
        tr.books.featuredTitle,
        tr.books.featuredSubtitle,
        tr.books.seeAll,
      ],
      books: [tr.books.listTitle, tr.books.listSubtitle, tr.books.filtersTitle, tr.books.listHeading],
      book: [
        tr.common.breadcrumb,
        tr.nav.home,
        tr.nav.books,
        tr.books.price,
        fmt(tr.campaigns.lowestInThirtyDays, { price: '{{.Lowest}}' }),
        fmt(tr.campaigns.saleEnds, { date: '{{.Ends}}' }),
      ],
    }
    for (const [name, texts] of Object.entries(want)) {
      const html = template(name)
      for (const text of texts) expect(html, `${name}.html`).toContain(text)
    }
    // Texts the Go side writes itself, and the pieces around the placeholders of those it fills in.
    for (const text of [tr.nav.books, tr.nav.authors, tr.nav.events, tr.nav.about, tr.reviews.starsLabelNone]) {
      expect(goSource).toContain(`"${text}"`)
    }
    const filled = [tr.books.resultCount, tr.books.resultCountCapped, tr.books.inStock, tr.reviews.starsLabel]
    for (const piece of filled.flatMap((t) => t.split(/\{\w+\}/)).filter(Boolean)) {
      expect(goSource).toContain(`"${piece}"`)
    }
  })

  it('give covers the app’s slot sizes', () => {
    expect(goSource).toContain(`"${CARD_COVER_SIZES}"`)
    expect(goSource).toContain(`"${DETAIL_COVER_SIZES}"`)
  })
})
