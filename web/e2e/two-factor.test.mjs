// Two-factor sign-in in the browser: an admin enrols from the profile
// (reading the secret from the page and computing the code here), signs
// out, signs in with a code and again with a recovery code.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createHmac } from 'node:crypto'
import { launch, newPage, screenshot, uniqueEmail, expectToast, adminPage, phone, desktop } from './helpers.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const strong = 'Zx9!kqLm#2'

/** RFC 4648 base32 without padding, as authenticator apps read it. */
function base32Decode(s) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const ch of s.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0')
  const bytes = []
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2))
  return Buffer.from(bytes)
}

/** RFC 6238 TOTP: SHA-1, 6 digits, 30 s steps. */
function totp(secret, step = Math.floor(Date.now() / 30_000)) {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest()
  const off = mac[mac.length - 1] & 0xf
  const n = (mac.readUInt32BE(off) & 0x7fffffff) % 1_000_000
  return String(n).padStart(6, '0')
}

async function signInWithPassword(page, email) {
  await page.goto('/admin-giris')
  await page.getByLabel('E-posta').fill(email)
  await page.getByLabel('Şifre').fill(strong)
  await page.getByRole('button', { name: 'Giriş Yap' }).click()
  await page.getByRole('heading', { name: 'İki adımlı doğrulama' }).waitFor()
}

async function signOut(page) {
  await page.goto('/admin')
  await page.getByRole('button', { name: 'Çıkış' }).click()
  await page.waitForURL((u) => u.pathname !== '/admin')
}

test('an admin enrols in two-factor sign-in, then signs in with a code and with a recovery code', async () => {
  // A new admin (the demo admin stays without a second factor for the other tests).
  const page = await newPage(browser)
  const email = uniqueEmail('yonetici')
  const reg = await page.request.post('/api/auth/register', {
    data: { fullName: 'İki Adımlı Yönetici', email, password: strong, confirmPassword: strong, acceptTerms: true },
  })
  assert.equal(reg.status(), 201)
  const { user } = await reg.json()
  await page.request.post('/api/auth/logout')
  const admin = await adminPage(browser)
  const promoted = await admin.request.put(`/api/admin/members/${user.id}/role`, { data: { role: 'admin' } })
  assert.equal(promoted.status(), 200, await promoted.text())
  await admin.context().close()

  // Password only (not enrolled yet), then the profile's section.
  await page.goto('/admin-giris')
  await page.getByLabel('E-posta').fill(email)
  await page.getByLabel('Şifre').fill(strong)
  await page.getByRole('button', { name: 'Giriş Yap' }).click()
  await page.waitForURL((u) => u.pathname === '/admin')
  await page.goto('/profil')
  const section = page.getByTestId('mfa-settings')
  await section.getByText('Kapalı', { exact: true }).waitFor()
  await section.getByRole('button', { name: 'Kurulumu başlat' }).click()
  const secret = (await section.getByTestId('mfa-secret').textContent()).trim()
  assert.match(secret, /^[A-Z2-7]{16,}$/)
  await section.getByRole('img', { name: 'İki adımlı doğrulama QR kodu' }).waitFor()
  await page.setViewportSize(phone)
  await screenshot(page, 'mfa-enrol-phone')
  await page.setViewportSize(desktop)
  await screenshot(page, 'mfa-enrol-desktop')

  const enrolStep = Math.floor(Date.now() / 30_000)
  await section.getByLabel('Doğrulama kodu').fill(totp(secret, enrolStep))
  await section.getByRole('button', { name: 'Doğrula ve aç' }).click()
  await expectToast(page, 'İki adımlı doğrulama açıldı.')
  const codes = (await section.getByTestId('recovery-codes').locator('li').allTextContents()).map((c) => c.trim())
  assert.equal(codes.length, 10)
  assert.ok(
    codes.every((c) => /^[a-z2-9]{5}-[a-z2-9]{5}$/.test(c)),
    codes.join(','),
  )
  await screenshot(page, 'mfa-recovery-codes-desktop')
  await page.setViewportSize(phone)
  await screenshot(page, 'mfa-recovery-codes-phone')
  await page.setViewportSize(desktop)
  await section.getByRole('button', { name: 'Kodları kaydettim, devam et' }).click()
  await section.getByText('Açık', { exact: true }).waitFor()
  await section.getByText('Kalan kurtarma kodu: 10').waitFor()

  // Sign out; the password alone now leads to the second step, which grants nothing yet.
  await signOut(page)
  await signInWithPassword(page, email)
  const me = await (await page.request.get('/api/auth/me')).json()
  assert.equal(me.user, undefined)
  await page.setViewportSize(phone)
  await screenshot(page, 'mfa-step-phone')
  await page.setViewportSize(desktop)
  await screenshot(page, 'mfa-step-desktop')
  // A wrong code is refused with the field message.
  await page.getByLabel('Doğrulama kodu').fill('000000')
  await page.getByRole('button', { name: 'Doğrula', exact: true }).click()
  await page.getByText('Doğrulama kodu hatalı veya süresi dolmuş.').first().waitFor()
  // The enrolment spent its step; the server also accepts the step after the
  // current one (clock drift), so the next step's code is good now: no wait.
  await page.getByLabel('Doğrulama kodu').fill(totp(secret, enrolStep + 1))
  await new Promise((r) => setTimeout(r, 1100)) // the form ignores a second submit within 1 s
  await page.getByRole('button', { name: 'Doğrula', exact: true }).click()
  await page.waitForURL((u) => u.pathname === '/admin')
  await page.getByRole('button', { name: 'Çıkış' }).waitFor()

  // With a recovery code instead.
  await signOut(page)
  await signInWithPassword(page, email)
  await page.getByRole('button', { name: 'Uygulamama erişemiyorum, kurtarma kodu kullan' }).click()
  await page.getByLabel('Kurtarma kodu').fill(codes[0])
  await screenshot(page, 'mfa-recovery-step-desktop')
  await page.getByRole('button', { name: 'Doğrula', exact: true }).click()
  await page.waitForURL((u) => u.pathname === '/admin')
  await page.goto('/profil')
  await page.getByText('Kalan kurtarma kodu: 9').waitFor()
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()
})
