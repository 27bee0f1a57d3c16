// Reviews and ratings in the browser against the real binary: a
// member buys a book through the iyzico simulator, the admin ships and
// delivers the order, the member reviews the book from its page (the
// delivered mail's #degerlendir anchor), the admin approves it on
// /admin/yorumlar, and the stars and the review appear on the book page and
// its card, with aggregateRating in the page's JSON-LD. Markup in the text
// stays text. Screenshots on phone and desktop widths.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, newPage, screenshot, uniqueEmail, expectToast, adminPage, registerMember } from './helpers.mjs'
import { saveAddress, addBookFromList, placeOrder, openHostedForm, payOnIyzico, expectPaid } from './checkout-steps.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

/** A same-origin API call from inside the page (the session cookie and the origin checks apply). */
async function apiCall(page, method, path, body) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body ? { 'Content-Type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      })
      return { status: res.status, json: res.status === 204 ? null : await res.json() }
    },
    { method, path, body },
  )
}

const reviewText = 'Sürükleyici bir roman. <script>alert(1)</script> etiketi metin olarak görünmeli.'

test('reviews: a buyer reviews a delivered book, the admin approves, stars show on the page, the card and in JSON-LD', async () => {
  const customer = await newPage(browser)
  const email = uniqueEmail('yorum')
  await registerMember(customer, { name: 'Zeynep Çelik', email })
  await saveAddress(customer)
  const title = await addBookFromList(customer)
  const orderId = await placeOrder(customer, title)
  await payOnIyzico(await openHostedForm(customer))
  await expectPaid(customer, orderId)
  const order = await apiCall(customer, 'GET', `/api/orders/${orderId}`)
  const bookId = order.json.items[0].bookId

  // Before delivery the member may not review it yet: a clear message.
  await customer.goto(`/kitap/${bookId}`)
  await customer.getByRole('heading', { level: 2, name: 'Okur Değerlendirmeleri' }).waitFor()
  await customer.getByText('Yalnızca bu kitabı satın alıp teslim alan üyeler değerlendirme yazabilir.').waitFor()

  // The admin ships and delivers the order.
  const admin = await adminPage(browser)
  let r = await apiCall(admin, 'POST', `/api/admin/orders/${orderId}/ship`, {
    trackingNumber: 'YK123456',
    cargoCompany: 'Yurtiçi Kargo',
  })
  assert.equal(r.status, 200, JSON.stringify(r.json))
  r = await apiCall(admin, 'POST', `/api/admin/orders/${orderId}/deliver`)
  assert.equal(r.status, 200, JSON.stringify(r.json))

  // The review form, as the delivered mail links to it (a new page load: the
  // mail opens a fresh tab, and the same URL with a hash would not reload).
  await customer.goto('/')
  await customer.goto(`/kitap/${bookId}#degerlendir`)
  const form = customer.locator('form', { has: customer.getByRole('heading', { name: 'Değerlendirmenizi yazın' }) })
  await form.waitFor()
  assert.equal(await form.getByLabel('Görünen ad').inputValue(), 'Zeynep Ç.')
  // Too short: the rule's message, nothing sent.
  await form.getByLabel('4 yıldız').check()
  await form.getByLabel(/Yorumunuz/).fill('Kısa')
  await form.getByRole('button', { name: 'Gönder' }).click()
  await form.getByText('Yorum en az 10 karakter olmalıdır (yalnızca puan vermek için boş bırakın)').waitFor()
  await form.getByLabel('Başlık (isteğe bağlı)').fill('Unutulmaz')
  await form.getByLabel(/Yorumunuz/).fill(reviewText)
  await screenshot(customer, 'reviews-form-desktop')
  await form.getByRole('button', { name: 'Gönder' }).click()
  await expectToast(customer, 'Değerlendirmeniz alındı; onaylandıktan sonra yayımlanacak.')
  await customer.getByText('Onay bekliyor').waitFor()

  // The admin sees it on the dashboard's pending notice and approves it on /admin/yorumlar.
  await admin.goto('/admin')
  await admin.getByText(/değerlendirme onay bekliyor/).waitFor()
  await admin.getByRole('navigation', { name: 'Panel menüsü' }).getByRole('link', { name: 'Değerlendirmeler' }).click()
  await admin.waitForURL((u) => u.pathname === '/admin/yorumlar')
  await admin.getByRole('heading', { level: 1, name: 'Değerlendirmeler' }).waitFor()
  await admin.getByLabel('Kitap, üye veya metin ara').fill(email)
  await admin.waitForURL((u) => u.searchParams.get('q') === email)
  const card = admin.locator('li', { hasText: 'Unutulmaz' })
  await card.getByText('Onay bekliyor').waitFor()
  await card.getByText(reviewText).waitFor()
  await screenshot(admin, 'reviews-admin-queue')
  await card.getByRole('button', { name: 'Onayla' }).click()
  await expectToast(admin, 'Değerlendirme yayımlandı.')
  await card.getByText('Yayında').waitFor()

  // The book page: average, count, distribution, the review as plain text with 'Satın aldı'.
  const guest = await newPage(browser)
  await guest.goto(`/kitap/${bookId}`)
  await guest.getByText('5 üzerinden 4,0 puan, 1 değerlendirme').first().waitFor({ state: 'attached' })
  const section = guest.getByRole('region', { name: 'Okur Değerlendirmeleri' })
  await section.getByRole('heading', { name: 'Unutulmaz' }).waitFor()
  await section.getByText(reviewText).waitFor()
  await section.getByText('Satın aldı').waitFor()
  await section.getByText('Zeynep Ç.').waitFor()
  await section.getByRole('button', { name: 'Faydalı (0)' }).waitFor()
  await section.getByRole('button', { name: 'Bildir' }).waitFor()
  await section.getByText('4 yıldız: 1 değerlendirme').waitFor({ state: 'attached' })
  await section.scrollIntoViewIfNeeded()
  await screenshot(guest, 'reviews-book-desktop')

  // JSON-LD of the server-rendered head.
  const html = await (await guest.request.get(`/kitap/${bookId}`)).text()
  const books = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]))
    .filter((v) => v['@type'] === 'Book')
  assert.equal(books.length, 1)
  assert.deepEqual(books[0].aggregateRating, {
    '@type': 'AggregateRating',
    ratingValue: 4,
    ratingCount: 1,
    bestRating: 5,
    worstRating: 1,
  })
  assert.equal(books[0].review.length, 1)
  assert.equal(books[0].review[0].reviewBody, reviewText)

  // The card on /kitaplar sorted by rating, and '4 yıldız ve üzeri'.
  await guest.goto('/kitaplar?sirala=puan')
  const bookCard = guest.locator('article', { has: guest.getByRole('heading', { name: title }) }).first()
  await bookCard.getByText('5 üzerinden 4,0 puan, 1 değerlendirme').waitFor({ state: 'attached' })
  await guest.getByLabel('4 yıldız ve üzeri').check()
  await guest.waitForURL((u) => u.searchParams.get('puan') === '4')
  await expectRatedFourAndUp(guest, title)
  await screenshot(guest, 'reviews-cards-desktop')

  // Phone widths.
  await guest.setViewportSize({ width: 390, height: 844 })
  await guest.goto(`/kitap/${bookId}#degerlendir`)
  await guest.getByRole('region', { name: 'Okur Değerlendirmeleri' }).getByText(reviewText).waitFor()
  await screenshot(guest, 'reviews-book-phone')
  await guest.goto('/kitaplar?sirala=puan&puan=4')
  await expectRatedFourAndUp(guest, title)
  await screenshot(guest, 'reviews-cards-phone')
  await customer.setViewportSize({ width: 390, height: 844 })
  await customer.goto(`/kitap/${bookId}#degerlendir`)
  await customer.getByRole('heading', { name: 'Değerlendirmeniz' }).waitFor()
  await screenshot(customer, 'reviews-form-phone')
})

/**
 * /kitaplar filtered to '4 yıldız ve üzeri' lists the reviewed book and
 * only books rated 4 or more (the demo shop has rated books of its own).
 */
async function expectRatedFourAndUp(page, title) {
  await page
    .locator('article', { has: page.getByRole('heading', { name: title }) })
    .first()
    .waitFor()
  const { total } = await (await page.request.get('/api/books?minRating=4&sort=rating')).json()
  await page.getByText(`${total} kitap bulundu`).waitFor()
  const ratings = await page
    .locator('main article')
    .getByText(/^5 üzerinden [\d,]+ puan/)
    .allTextContents()
  assert.equal(ratings.length, total)
  for (const r of ratings) {
    const value = Number(r.match(/5 üzerinden ([\d,]+) puan/)[1].replace(',', '.'))
    assert.ok(value >= 4, `${r}: a card under 4 stars`)
  }
}
