// Shared helpers for the browser tests: one Chromium per test file, a fresh
// context (cookies) per test, screenshots under e2e/screenshots/.
import assert from 'node:assert/strict'
import { chromium } from 'playwright-core'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import path from 'node:path'

/**
 * scripts/e2e.sh starts one shop set (shop, 3-D Secure shop, iyzico
 * simulator, mailbox) per worker and describes each in E2E_SLOTS_DIR/<n>.json.
 * This test file's process takes a free set for its whole run (a directory
 * made atomically, holding the owner's pid; a dead owner's is taken over)
 * and puts its addresses in process.env, where the tests read them. Module
 * bodies run after their imports, so every test file sees them at load.
 */
function claimShopSet() {
  const dir = process.env.E2E_SLOTS_DIR
  if (!dir) return
  const sets = readdirSync(dir).filter((f) => f.endsWith('.json'))
  const deadline = Date.now() + 60_000
  for (;;) {
    for (const set of sets) {
      const lock = path.join(dir, `${set}.lock`)
      try {
        mkdirSync(lock)
      } catch (e) {
        if (e.code !== 'EEXIST' || ownerAlive(lock)) continue
        rmSync(lock, { recursive: true, force: true })
        continue // taken over on the next pass, unless another file is quicker
      }
      writeFileSync(path.join(lock, 'pid'), String(process.pid))
      process.on('exit', () => rmSync(lock, { recursive: true, force: true }))
      Object.assign(process.env, JSON.parse(readFileSync(path.join(dir, set), 'utf8')))
      return
    }
    if (Date.now() > deadline) throw new Error(`no free shop set in ${dir}`)
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100)
  }
}

function ownerAlive(lock) {
  let pid
  try {
    pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'))
  } catch {
    return true // just made: the owner has not written its pid yet
  }
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return e.code === 'EPERM'
  }
}

claimShopSet()

export const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080'
export const demoPassword = process.env.E2E_DEMO_PASSWORD ?? 'Demo-Kitap-2026!'
// The two widths every screen is checked at: a phone and a desktop.
export const phone = { width: 390, height: 844 }
export const desktop = { width: 1280, height: 900 }
const shotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots')

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/** A fresh context (cookies) and page; `base` picks another shop instance. */
export async function newPage(browser, { base = baseURL } = {}) {
  const context = await browser.newContext({ baseURL: base, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' })
  context.setDefaultTimeout(10_000)
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(e))
  page.on('console', (m) => {
    // A refused request logs a console error by design (401/403/422); scripts must not fail.
    if (m.type() === 'error' && /Content Security Policy|Uncaught/.test(m.text())) errors.push(new Error(m.text()))
  })
  page.jsErrors = errors
  return page
}

export async function screenshot(page, name) {
  mkdirSync(shotsDir, { recursive: true })
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true })
}

let seq = 0
export function uniqueEmail(prefix = 'okur') {
  seq += 1
  return `${prefix}-${Date.now()}-${seq}@example.com`
}

/** Waits for a sonner toast with exactly this text. */
export async function expectToast(page, text) {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor({ state: 'visible' })
}

/**
 * Waits until the input shows `want` (a form filled by a query, or a
 * combobox whose option list arrives after the form's data), then asserts it:
 * an assertion read at once would race the screen it checks.
 */
export async function expectValue(locator, want, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  let value = await locator.inputValue()
  while (value !== want && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    value = await locator.inputValue()
  }
  assert.equal(value, want)
}

/** A new page signed in as the demo admin, on /admin. */
export async function adminPage(browser, viewport) {
  const page = await newPage(browser)
  if (viewport) await page.setViewportSize(viewport)
  await page.goto('/admin-giris')
  await page.getByLabel('E-posta').fill('admin@kitapevi.test')
  await page.getByLabel('Şifre').fill(demoPassword)
  await page.getByRole('button', { name: 'Giriş Yap' }).click()
  await page.waitForURL((u) => u.pathname === '/admin')
  return page
}

/** A w x h picture drawn by the browser's canvas, as PNG (or `type`) bytes. */
export async function picture(page, w, h, type = 'image/png') {
  const b64 = await page.evaluate(
    async ([w, h, type]) => {
      const c = document.createElement('canvas')
      c.width = w
      c.height = h
      const g = c.getContext('2d')
      const grd = g.createLinearGradient(0, 0, w, h)
      grd.addColorStop(0, '#1e3a8a')
      grd.addColorStop(1, '#b45309')
      g.fillStyle = grd
      g.fillRect(0, 0, w, h)
      g.fillStyle = '#fff'
      g.font = `bold ${Math.round(h / 8)}px serif`
      g.fillText('SİSLİ', w / 6, h / 2)
      const blob = await new Promise((r) => c.toBlob(r, type, 0.95))
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let s = ''
      for (const b of bytes) s += String.fromCharCode(b)
      return btoa(s)
    },
    [w, h, type],
  )
  return Buffer.from(b64, 'base64')
}

/** A password the registration accepts. */
export const strongPassword = 'Zx9!kqLm#2'

/** Registers a new member through /kayit (signed in on '/' after); returns the e-mail. */
export async function registerMember(page, { name = 'Deniz Okur', email = uniqueEmail('uye') } = {}) {
  await page.goto('/kayit')
  await page.getByLabel('Ad Soyad').fill(name)
  await page.getByLabel('E-posta', { exact: true }).fill(email)
  await page.getByLabel('Şifre', { exact: true }).fill(strongPassword)
  await page.getByLabel('Şifre Tekrar').fill(strongPassword)
  await page.getByRole('checkbox', { name: /Kullanım koşullarını/ }).check()
  await page.getByRole('button', { name: 'Kayıt Ol' }).click()
  await page.waitForURL((u) => u.pathname === '/')
  return email
}

let isbnSerial = 0
/**
 * A valid ISBN-13 no other test uses: 979, 8 digits from the clock, a serial
 * digit (two calls in one millisecond differ), the check digit.
 */
export function freshIsbn13() {
  isbnSerial = (isbnSerial + 1) % 10
  const body = `979${String(Date.now()).slice(-8)}${isbnSerial}`
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0)
  return body + String((10 - (sum % 10)) % 10)
}

/** A fresh approved book with a demo book's author and cover (API, as the signed-in admin `api`); returns { id, title }. */
export async function createBook(api, { title, price, stock = 30 }) {
  const demo = (await (await api.request.get('/api/books')).json()).items.find((b) => b.coverUrl)
  const created = await api.request.post('/api/admin/books', {
    data: {
      title,
      isbn: freshIsbn13(),
      authorId: demo.authorId,
      price,
      stock,
      coverUrl: demo.coverUrl,
      approved: true,
    },
  })
  if (created.status() !== 201) throw new Error(`create book: ${created.status()} ${await created.text()}`)
  return { id: (await created.json()).id, title }
}

/** A new page signed in (API) as the demo admin, for setting up data. */
export async function adminAPI(browser) {
  const api = await newPage(browser)
  const r = await api.request.post('/api/auth/login', {
    data: { email: 'admin@kitapevi.test', password: demoPassword },
  })
  if (r.status() !== 200) throw new Error(`admin sign-in: ${r.status()}`)
  return api
}
