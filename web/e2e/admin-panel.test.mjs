// The admin panel's dashboard, featured books and content pages in the
// browser, against the real binary with the demo data: the dashboard's totals
// and recent activity, a quick action, reordering the featured list and
// seeing the home page follow, the contact phone reaching the footer, and
// privacy unpublished and published again.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, screenshot, expectToast, adminPage } from './helpers.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

/** A same-origin JSON call from inside the page (the session cookie goes with it). */
async function apiCall(page, method, path, body) {
  return page.evaluate(
    async ([method, path, body]) => {
      const res = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      })
      return { status: res.status, body: await res.json().catch(() => null) }
    },
    [method, path, body],
  )
}

const number = async (locator) => Number((await locator.locator('dd span').first().innerText()).replace(/\./g, ''))

test('dashboard: the four totals, recent activity and a quick action', async () => {
  const page = await adminPage(browser)
  // Something recent to show: an author added through the API.
  const name = `E2E Yazar ${Date.now()}`
  const created = await apiCall(page, 'POST', '/api/admin/authors', {
    name,
    biography: '',
    photoUrl: '',
    approved: true,
  })
  assert.equal(created.status, 201, JSON.stringify(created.body))

  await page.goto('/admin')
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
  for (const key of ['books', 'authors', 'events', 'orders']) {
    await page.getByTestId(`total-${key}`).waitFor()
  }
  assert.ok((await number(page.getByTestId('total-books'))) > 0, 'books total')
  assert.ok((await number(page.getByTestId('total-authors'))) > 0, 'authors total')
  await page.getByRole('heading', { name: 'Son Aktiviteler' }).waitFor()
  const first = page.getByTestId('activity-list').getByRole('listitem').first()
  await first.waitFor()
  assert.match(await first.innerText(), new RegExp(`Yeni yazar kaydı: ${name}[\\s\\S]*(Az önce|1 dk önce)`))
  await screenshot(page, 'admin-dashboard')

  await page.getByRole('link', { name: 'Yeni Yazar Ekle' }).click()
  await page.waitForURL((u) => u.pathname === '/admin/yazarlar' && u.searchParams.get('yeni') === '1')
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  await screenshot(page, 'admin-dashboard-quick-action')
  assert.deepEqual(page.jsErrors, [])
})

async function homeTitles(page) {
  await page.goto('/')
  const section = page.locator('section[aria-labelledby="featured-title"]')
  await section.locator('article').first().waitFor()
  return (await section.locator('article').getByRole('heading').allInnerTexts()).map((s) => s.trim())
}

test('featured: moving a book down changes the home page order', async () => {
  const page = await adminPage(browser)
  const before = await homeTitles(page)
  assert.ok(before.length >= 2, `home featured: ${before.length}`)

  await page.goto('/admin/one-cikanlar')
  await page.getByRole('heading', { level: 1, name: 'Öne Çıkan Kitaplar' }).waitFor()
  const titles = () => page.getByTestId('featured-title').allInnerTexts()
  await page.getByTestId('featured-item').first().waitFor()
  const list = await titles()
  assert.equal(list[0], before[0])
  assert.equal(list[1], before[1])
  // Ends: the first cannot go up, the last cannot go down.
  assert.ok(await page.getByRole('button', { name: `${list[0]}: yukarı taşı` }).isDisabled())
  assert.ok(await page.getByRole('button', { name: `${list.at(-1)}: aşağı taşı` }).isDisabled())
  await screenshot(page, 'admin-featured')

  await page.getByRole('button', { name: `${list[0]}: aşağı taşı` }).click()
  await page.waitForFunction(
    ([a, b]) => {
      const t = [...document.querySelectorAll('[data-testid=featured-title]')].map((e) => e.textContent)
      return t[0] === b && t[1] === a
    },
    [list[0], list[1]],
  )
  // Keyboard stays on the moved book's button.
  await page.waitForFunction(
    (title) => document.activeElement?.getAttribute('aria-label') === `${title}: aşağı taşı`,
    list[0],
  )
  await screenshot(page, 'admin-featured-moved')

  const after = await homeTitles(page)
  assert.equal(after[0], before[1])
  assert.equal(after[1], before[0])
  await screenshot(page, 'admin-featured-home')

  // Put it back, so the demo order is as it was.
  await page.goto('/admin/one-cikanlar')
  await page.getByRole('button', { name: `${list[0]}: yukarı taşı` }).click()
  await page.waitForFunction((a) => document.querySelector('[data-testid=featured-title]')?.textContent === a, list[0])
  assert.deepEqual(page.jsErrors, [])
})

async function openEditor(page, pageName) {
  await page.goto('/admin/icerik')
  await page.getByRole('heading', { level: 1, name: 'İçerik Yönetimi' }).waitFor()
  await page.getByRole('button', { name: `${pageName} sayfasını düzenle` }).click()
  const dialog = page.getByRole('dialog', { name: `${pageName} Düzenle` })
  await dialog.waitFor()
  await dialog.locator('.ql-editor').waitFor()
  return dialog
}

test('content: the contact phone reaches the footer', async () => {
  const page = await adminPage(browser)
  await page.goto('/admin/icerik')
  await page.getByTestId('page-card-about').waitFor()
  await screenshot(page, 'admin-content')

  const dialog = await openEditor(page, 'İletişim')
  await screenshot(page, 'admin-content-contact-dialog')
  await dialog.getByLabel('Telefon').fill('0212 555 44 33')
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await expectToast(page, 'İçerik güncellendi')
  await dialog.waitFor({ state: 'detached' })

  await page.goto('/')
  await page.locator('footer').getByText('+90 212 555 44 33').waitFor()
  await screenshot(page, 'admin-content-footer')

  // A link that is not https is refused before sending.
  const again = await openEditor(page, 'İletişim')
  await again.getByLabel('Instagram').fill('http://instagram.com/kitapevi')
  await again.getByRole('button', { name: 'Kaydet' }).click()
  await again.getByText('Adres https:// ile başlamalıdır').waitFor()
  await page.keyboard.press('Escape')
  await again.waitFor({ state: 'detached' })

  // About: the hero image upload and the four stats.
  const about = await openEditor(page, 'Hakkımızda')
  await about.getByLabel('Kitap', { exact: true }).waitFor()
  await about.getByText('Kapak Görseli').first().scrollIntoViewIfNeeded()
  await screenshot(page, 'admin-content-about-dialog')
  await about.getByRole('button', { name: 'İptal' }).click()
  await about.waitFor({ state: 'detached' })
  assert.deepEqual(page.jsErrors, [])
})

test('content: privacy unpublished and published again', async () => {
  const page = await adminPage(browser)
  const subtitle = `E2E alt başlık ${Date.now()}`
  let dialog = await openEditor(page, 'Gizlilik Politikası')
  await dialog.getByLabel('Alt Başlık').fill(subtitle)
  await dialog.getByLabel('Yayınla').check()
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await expectToast(page, 'İçerik güncellendi')
  await page.goto('/gizlilik-politikasi')
  await page.getByText(subtitle).waitFor()

  dialog = await openEditor(page, 'Gizlilik Politikası')
  await dialog.getByLabel('Yayınla').uncheck()
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await expectToast(page, 'İçerik güncellendi')
  await page.getByTestId('page-card-privacy').getByText('Yayında değil').waitFor()
  await screenshot(page, 'admin-content-unpublished')
  await page.goto('/gizlilik-politikasi')
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page.waitForLoadState('networkidle')
  assert.equal(await page.getByText(subtitle).count(), 0, 'an unpublished page shows the defaults')

  dialog = await openEditor(page, 'Gizlilik Politikası')
  await dialog.getByLabel('Yayınla').check()
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await expectToast(page, 'İçerik güncellendi')
  await page.getByTestId('page-card-privacy').getByText('Yayında', { exact: true }).waitFor()
  await page.goto('/gizlilik-politikasi')
  await page.getByText(subtitle).waitFor()
  await screenshot(page, 'admin-content-privacy-public')
  assert.deepEqual(page.jsErrors, [])
})
