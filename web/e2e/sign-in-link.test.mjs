// An owner slowed by failed sign-ins gets in with a mailed one-time link;
// staff reach their own two-factor settings inside the admin panel, and
// the storefront profile shows them no delivery address.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import {
  launch,
  newPage,
  screenshot,
  uniqueEmail,
  expectToast,
  adminPage,
  phone,
  desktop,
  strongPassword,
} from './helpers.mjs'
import { mailsTo } from './mailbox.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

async function mailedSignInLink(email) {
  const link = /https?:\/\/\S+\/giris-baglantisi\?token=[A-Za-z0-9_-]+/
  const [mail] = await mailsTo(email, link, { timeoutMs: 10_000 })
  return mail.text.match(link)[0]
}

test('a slowed owner asks for a sign-in link and gets in with it', async () => {
  const email = uniqueEmail('sahip')
  const setup = await newPage(browser)
  const reg = await setup.request.post('/api/auth/register', {
    data: {
      fullName: 'Sabırsız Okur',
      email,
      password: strongPassword,
      confirmPassword: strongPassword,
      acceptTerms: true,
    },
  })
  assert.equal(reg.status(), 201)
  await setup.context().close()

  // A new browser at an address whose tries are being slowed.
  const page = await newPage(browser)
  for (let i = 0; i < 5; i++) {
    const r = await page.request.post('/api/auth/login', { data: { email, password: 'Yanlis-Sifre-1' } })
    assert.equal(r.status(), 401)
  }
  await page.goto('/giris')
  await page.getByLabel('E-posta').fill(email)
  await page.getByLabel('Şifre').fill(strongPassword)
  await page.getByRole('button', { name: 'Giriş Yap' }).click()
  const send = page.getByRole('button', { name: 'Giriş bağlantısı gönder' })
  await send.waitFor()
  await page.setViewportSize(phone)
  await screenshot(page, 'sign-in-link-offer-phone')
  await page.setViewportSize(desktop)
  await screenshot(page, 'sign-in-link-offer-desktop')
  await send.click()
  await page.getByText('giriş bağlantısı gönderildi').waitFor()

  const link = await mailedSignInLink(email)
  await page.goto(new URL(link).pathname + new URL(link).search)
  await page.getByRole('heading', { name: 'Giriş bağlantısı' }).waitFor()
  await page.setViewportSize(phone)
  await screenshot(page, 'sign-in-link-page-phone')
  await page.setViewportSize(desktop)
  await page.getByRole('button', { name: 'Giriş Yap' }).click()
  await expectToast(page, 'Giriş yapıldı.')
  await page.waitForURL((u) => u.pathname === '/')
  const me = await (await page.request.get('/api/auth/me')).json()
  assert.equal(me.user?.email, email)

  // The link works once.
  const again = await newPage(browser)
  await again.goto(new URL(link).pathname + new URL(link).search)
  await again.getByRole('button', { name: 'Giriş Yap' }).click()
  await expectToast(
    again,
    'Giriş bağlantısı geçersiz, kullanılmış veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
  )
  assert.deepEqual(page.jsErrors, [])
})

for (const [name, viewport] of [
  ['phone', phone],
  ['desktop', desktop],
]) {
  test(`an admin reaches two-factor settings from the panel (${name}); the profile shows staff no address`, async () => {
    const page = await adminPage(browser, viewport)
    if (name === 'phone') {
      await page.goto('/admin/hesabim')
    } else {
      await page.getByRole('link', { name: 'Hesabım' }).click()
      await page.waitForURL((u) => u.pathname === '/admin/hesabim')
    }
    await page.getByRole('heading', { name: 'Hesabım ve güvenlik' }).waitFor()
    const section = page.getByTestId('mfa-settings')
    await section.getByRole('button', { name: 'Kurulumu başlat' }).waitFor()
    await screenshot(page, `admin-account-${name}`)

    await page.goto('/profil')
    await page.getByLabel('Telefon').waitFor()
    assert.equal(await page.getByLabel('Teslimat Adresi').count(), 0)
    await screenshot(page, `admin-profile-${name}`)
    assert.deepEqual(page.jsErrors, [])
  })
}
