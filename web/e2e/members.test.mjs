// The member area in the browser: the guest redirect and return, favourites,
// the cart's quantity rules and the totals around the 100 TL threshold.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, newPage, screenshot, expectToast, baseURL, registerMember } from './helpers.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

/** Every public book (the demo catalogue fits in a few pages). */
async function books(query) {
  const all = []
  for (let page = 1; page <= 5; page++) {
    const res = await fetch(`${baseURL}/api/books?pageSize=48&page=${page}&${query}`)
    const { items } = await res.json()
    all.push(...items)
    if (items.length < 48) break
  }
  return all
}

// The book page's own region (named by its title), apart from the cards of
// the related rows further down the page, which have the same buttons.
const ownPanel = (page, book) => page.getByRole('region', { name: book.title, exact: true })

const tl = (kurus) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(kurus / 100)

test('a guest adding to the cart is sent to sign in and comes back', async () => {
  const page = await newPage(browser)
  const [book] = (await books('sort=price_desc')).filter((b) => b.stock > 0)
  await page.goto(`/kitap/${book.id}`)
  await ownPanel(page, book).getByRole('button', { name: 'Sepete Ekle' }).click()
  await expectToast(page, 'Sepete eklemek için giriş yapmalısınız.')
  await page.waitForURL((u) => u.pathname === '/giris' && u.searchParams.get('redirect') === `/kitap/${book.id}`)
  await page.getByLabel('E-posta').fill('uye@kitapevi.test')
  await page.getByLabel('Şifre').fill(process.env.E2E_DEMO_PASSWORD ?? 'Demo-Kitap-2026!')
  await page.getByRole('button', { name: 'Giriş Yap' }).click()
  await page.waitForURL((u) => u.pathname === `/kitap/${book.id}`)

  // A guest's heart also asks to sign in.
  const guest = await newPage(browser)
  await guest.goto('/kitaplar')
  await guest.getByRole('button', { name: 'Favorilere ekle' }).first().click()
  await expectToast(guest, 'Favorilere eklemek için giriş yapmalısınız.')
  await guest.waitForURL((u) => u.pathname === '/giris' && u.searchParams.get('redirect') === '/kitaplar')
  await guest.context().close()
  await page.context().close()
})

test('favourites: the heart adds and removes, /favoriler lists and adds to the cart', async () => {
  const page = await newPage(browser)
  await registerMember(page)
  const [book] = (await books('sort=title')).filter((b) => b.stock > 0)
  await page.goto(`/kitap/${book.id}`)
  await ownPanel(page, book).getByRole('button', { name: 'Favorilere ekle' }).click()
  await expectToast(page, `${book.title} favorilere eklendi!`)
  await ownPanel(page, book).getByRole('button', { name: 'Favorilerden çıkar' }).waitFor()

  await page.goto('/favoriler')
  await page.getByRole('heading', { name: 'Favorilerim' }).waitFor()
  await page.getByRole('heading', { name: book.title }).waitFor()
  await page.getByRole('button', { name: 'Sepete Ekle' }).first().click()
  await expectToast(page, `${book.title} sepete eklendi!`)
  await screenshot(page, 'favorites')
  await page.getByRole('button', { name: 'Favorilerden çıkar' }).first().click()
  await expectToast(page, `${book.title} favorilerden kaldırıldı!`)
  await page.getByText('Henüz favori kitabınız yok.').waitFor()

  // What /favoriler added is really in the cart.
  await page.goto('/sepet')
  await page.getByRole('heading', { name: 'Sepetim' }).waitFor()
  await page.getByRole('link', { name: book.title }).waitFor()
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()
})

test('cart: quantity rules and the 100 TL free-shipping threshold', async () => {
  const page = await newPage(browser)
  await registerMember(page)
  // A book under 100 TL with enough stock to cross the threshold.
  const cheap = (await books('sort=price_asc')).find((b) => b.price < 10000 && b.stock >= 3 && b.price * 3 >= 10000)
  assert.ok(cheap, 'no suitable demo book')
  await page.goto(`/kitap/${cheap.id}`)
  await ownPanel(page, cheap).getByRole('button', { name: 'Sepete Ekle' }).click()
  await expectToast(page, `${cheap.title} sepete eklendi!`)
  await page
    .getByRole('link', { name: /^Sepet/ })
    .first()
    .click()
  await page.waitForURL((u) => u.pathname === '/sepet')

  const summary = page.locator('aside, section').filter({ hasText: 'Toplam' }).last()
  await summary.getByText(tl(cheap.price + 1500)).waitFor()
  await summary.getByText(tl(1500)).waitFor()
  await screenshot(page, 'cart-under-threshold')

  const dec = page.getByRole('button', { name: 'Miktarı azalt' })
  assert.equal(await dec.isDisabled(), true, 'decrease is enabled at 1')
  const inc = page.getByRole('button', { name: 'Miktarı artır' })
  await inc.click()
  await inc.click()
  await summary.getByText(tl(cheap.price * 3)).waitFor()
  await summary.getByText('Ücretsiz').waitFor()
  await screenshot(page, 'cart-over-threshold')

  await page.getByRole('button', { name: 'Kaldır' }).click()
  await expectToast(page, `${cheap.title} sepetten kaldırıldı!`)
  await page.getByText('Sepetiniz boş.').first().waitFor()
  await page.context().close()
})

test('cart: increase stops at the stock', async () => {
  const page = await newPage(browser)
  await registerMember(page)
  const scarce = (await books('sort=price_asc')).find((b) => b.stock >= 1 && b.stock <= 3)
  assert.ok(scarce, 'no low-stock demo book')
  await page.goto(`/kitap/${scarce.id}`)
  await page.getByLabel('Adet').waitFor()
  const options = await page.getByLabel('Adet').locator('option').count()
  assert.equal(options, Math.min(scarce.stock, 10))
  await page.getByLabel('Adet').selectOption(String(scarce.stock))
  await ownPanel(page, scarce).getByRole('button', { name: 'Sepete Ekle' }).click()
  await expectToast(page, `${scarce.title} sepete eklendi!`)
  await page.goto('/sepet')
  const inc = page.getByRole('button', { name: 'Miktarı artır' })
  await inc.waitFor()
  assert.equal(await inc.isDisabled(), true, 'increase is enabled at the stock')
  await page.context().close()
})

test('an out-of-stock book offers a stock alert', async () => {
  const page = await newPage(browser)
  await registerMember(page)
  const gone = (await books('sort=title')).find((b) => b.stock === 0)
  assert.ok(gone, 'no out-of-stock demo book')
  await page.goto(`/kitap/${gone.id}`)
  await ownPanel(page, gone).getByRole('button', { name: 'Stok Yok' }).waitFor()
  await ownPanel(page, gone).getByRole('button', { name: 'Stoğa girince haber ver' }).click()
  await expectToast(page, 'Stok geldiğinde size haber vereceğiz.')
  await page.context().close()
})
