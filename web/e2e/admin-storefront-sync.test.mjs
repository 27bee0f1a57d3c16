// An admin's change reaches the storefront in the same tab: the admin looks
// at a book's list card and page, edits its title and price in
// /admin/kitaplar, then goes back to the storefront by the app's own links
// and history (no reload, the app's cache of those pages still in memory)
// and sees the new title and price at once; the old ones are never drawn,
// not even for a moment while the new answer loads.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, screenshot, expectToast, adminPage, adminAPI, createBook, desktop } from './helpers.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

/** Goes to `to` the way the app's links do (history and the router), without loading a document. */
async function goInApp(page, to) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, to)
  await page.waitForURL((u) => u.pathname + u.search === to)
}

/**
 * From now on, notes whether the page ever draws one of `texts` (in the
 * whole body) or `inDetail` (in the book page's own region, apart from the
 * related rows); `seen()` answers what was drawn.
 */
async function watchForOld(page, texts, inDetail) {
  await page.evaluate(
    ([texts, inDetail]) => {
      window.__oldSeen = []
      const check = () => {
        const body = document.body.textContent ?? ''
        const detail = document.querySelector('section[aria-labelledby="book-title"]')?.textContent ?? ''
        for (const t of texts) if (body.includes(t)) window.__oldSeen.push(t)
        for (const t of inDetail) if (detail.includes(t)) window.__oldSeen.push(t)
      }
      new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true })
    },
    [texts, inDetail],
  )
  return () => page.evaluate(() => [...new Set(window.__oldSeen)])
}

test("an admin's edit of a book's title and price shows on the storefront's book page and list in the same tab at once", async () => {
  const api = await adminAPI(browser)
  const token = String(Date.now() % 1_000_000)
  const oldTitle = `Eski Başlık ${token}`
  const newTitle = `Yeni Başlık ${token}`
  const { id } = await createBook(api, { title: oldTitle, price: 10000 })
  await api.context().close()

  const admin = await adminPage(browser, desktop)
  // The storefront first: the list and the book page, answered and kept by the app.
  await admin.goto(`/kitaplar?q=${token}`)
  const card = admin.locator('article').filter({ has: admin.getByRole('heading', { name: oldTitle }) })
  await card.waitFor()
  assert.match(await card.innerText(), /₺100,00/)
  await admin.evaluate(() => {
    window.__sameDocument = true
  })
  await card.getByRole('heading', { name: oldTitle }).getByRole('link').click()
  await admin.waitForURL((u) => u.pathname === `/kitap/${id}`)
  const detail = admin.locator('section[aria-labelledby="book-title"]')
  await detail.getByRole('heading', { level: 1, name: oldTitle }).waitFor()
  assert.match(await detail.innerText(), /₺100,00/)

  // To the admin panel by the user menu and the sidebar.
  await admin.getByRole('button', { name: /^Kullanıcı menüsü/ }).click()
  await admin.getByRole('menuitem', { name: 'Admin Panel' }).click()
  await admin.waitForURL((u) => u.pathname === '/admin')
  await admin.locator('aside').getByRole('link', { name: 'Kitaplar' }).click()
  await admin.waitForURL((u) => u.pathname === '/admin/kitaplar')
  await admin.getByLabel('Kitap ara').fill(token)
  const row = admin.locator('[data-testid=admin-book-row]', { hasText: oldTitle })
  await row.getByRole('button', { name: 'Düzenle' }).click()
  const edit = admin.getByRole('dialog', { name: 'Kitabı Düzenle' })
  await edit.waitFor()
  await edit.getByLabel('Kitap Adı').fill(newTitle)
  await edit.getByLabel('Fiyat').fill('175,50')
  const saved = admin.waitForResponse(
    (r) => r.url().endsWith(`/api/admin/books/${id}`) && r.request().method() === 'PUT',
  )
  await edit.getByRole('button', { name: 'Kaydet' }).click()
  const res = await saved
  assert.equal(res.status(), 200)
  assert.equal((await res.json()).price, 17550)
  await expectToast(admin, 'Kitap güncellendi')
  await edit.waitFor({ state: 'detached' })
  await admin.locator('[data-testid=admin-book-row]', { hasText: newTitle }).waitFor()

  // Back to the shop: the book page and the list show the new title and price, never the old ones.
  const oldSeen = await watchForOld(admin, [oldTitle], ['₺100,00'])
  await admin.getByRole('link', { name: 'Siteye dön' }).click()
  await admin.waitForURL((u) => u.pathname === '/')
  await goInApp(admin, `/kitap/${id}`)
  await detail.getByRole('heading', { level: 1, name: newTitle }).waitFor()
  assert.match(await detail.innerText(), /₺175,50/)
  await screenshot(admin, 'admin-storefront-sync-book')

  await goInApp(admin, `/kitaplar?q=${token}`)
  const newCard = admin.locator('article').filter({ has: admin.getByRole('heading', { name: newTitle }) })
  await newCard.waitFor()
  assert.match(await newCard.innerText(), /₺175,50/)
  await screenshot(admin, 'admin-storefront-sync-list')

  assert.deepEqual(await oldSeen(), [], 'the old title or price was drawn after the change')
  assert.equal(await admin.evaluate(() => window.__sameDocument), true, 'the tab reloaded')
  assert.deepEqual(admin.jsErrors, [])
})
