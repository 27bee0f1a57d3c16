// Password reset in the browser: forgot password -> the admin outbox shows
// the mail with its link redacted -> read the link in the mailbox (the
// stand-in SMTP server of scripts/e2e.sh) -> set a new password -> the old
// one fails, the new one signs in.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, newPage, screenshot, uniqueEmail, expectToast, demoPassword } from './helpers.mjs'
import { mailsTo } from './mailbox.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const oldPassword = 'Zx9!kqLm#2'
const newPassword = 'Yeni-Sifre-2026!'

async function signIn(page, email, password) {
  await page.getByLabel('E-posta').fill(email)
  await page.getByLabel('Şifre').fill(password)
  await page.getByRole('button', { name: 'Giriş Yap' }).click()
}

// mailedResetLink waits for the reset mail in the stand-in SMTP server's mailbox.
async function mailedResetLink(email) {
  const link = /https?:\/\/\S+\/sifre-sifirla\?token=[A-Za-z0-9_-]+/
  const [mail] = await mailsTo(email, link, { timeoutMs: 10_000 })
  return mail.text.match(link)[0]
}

test('forgot password, reset through the mailed link, sign in with the new password', async () => {
  const email = uniqueEmail('unutkan')
  const page = await newPage(browser)
  // An account that exists (registered through the API in this context, then signed out).
  const reg = await page.request.post('/api/auth/register', {
    data: { fullName: 'Unutkan Okur', email, password: oldPassword, confirmPassword: oldPassword, acceptTerms: true },
  })
  assert.equal(reg.status(), 201)
  await page.request.post('/api/auth/logout')

  await page.goto('/giris')
  await page.getByRole('link', { name: 'Şifremi unuttum' }).click()
  await page.waitForURL((u) => u.pathname === '/sifremi-unuttum')
  await page.getByLabel('E-posta').fill(email)
  await page.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }).click()
  await page.getByText('E-postanızı kontrol edin').waitFor()
  await screenshot(page, 'forgot-password-sent')

  // The mail goes out over SMTP; the link is in the recipient's mailbox only.
  const link = await mailedResetLink(email)

  // The admin sees the mail in the outbox, its link redacted.
  const adminPage = await newPage(browser)
  await adminPage.goto('/admin-giris')
  await signIn(adminPage, 'admin@kitapevi.test', demoPassword)
  await adminPage.waitForURL((u) => u.pathname === '/admin')
  await adminPage.getByRole('link', { name: 'E-postalar' }).click()
  await adminPage.waitForURL((u) => u.pathname === '/admin/e-postalar')
  const row = adminPage.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Şifre sıfırlama bağlantınız' })
  await row.getByRole('button', { name: 'İçeriği göster' }).click()
  const body = await adminPage.getByTestId('mail-text-body').textContent()
  await screenshot(adminPage, 'admin-outbox')
  assert.match(body, /\[bağlantı gizlendi\]/)
  assert.doesNotMatch(body, /token=/)
  assert.ok(!body.includes(new URL(link).searchParams.get('token')), 'the outbox shows the live token')
  assert.deepEqual(adminPage.jsErrors, [])
  await adminPage.context().close()

  // The reset page applies the registration rules, then sets the password.
  await page.goto(link)
  await page.getByLabel('Yeni Şifre', { exact: true }).fill('kisa')
  await page.getByLabel('Yeni Şifre Tekrar').fill('kisa')
  await page.getByRole('button', { name: 'Şifremi Güncelle' }).click()
  await page.getByText('Şifre en az 8 karakter olmalıdır').first().waitFor()
  await page.getByLabel('Yeni Şifre', { exact: true }).fill(newPassword)
  await page.getByLabel('Yeni Şifre Tekrar').fill(newPassword)
  await screenshot(page, 'reset-password-form')
  await page.waitForTimeout(1100) // one submission a second
  await page.getByRole('button', { name: 'Şifremi Güncelle' }).click()
  await expectToast(page, 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.')
  await page.waitForURL((u) => u.pathname === '/giris')

  // The link works once.
  const reuse = await page.request.post('/api/auth/password-reset/confirm', {
    data: {
      token: new URL(link).searchParams.get('token'),
      password: 'Baska-Sifre-77!',
      confirmPassword: 'Baska-Sifre-77!',
    },
  })
  assert.equal(reuse.status(), 422)

  // Opened again, the used link says so at once, without a form.
  await page.goto(link)
  await page.getByRole('alert').filter({ hasText: 'Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş' }).waitFor()
  assert.equal(await page.getByLabel('Yeni Şifre', { exact: true }).count(), 0)
  await screenshot(page, 'reset-password-used-link')
  await page.goto('/giris')

  await signIn(page, email, oldPassword)
  await expectToast(page, 'E-posta veya şifre hatalı.')
  await page.waitForTimeout(1100)
  await signIn(page, email, newPassword)
  await expectToast(page, 'Başarıyla giriş yaptınız!')
  await page.waitForURL((u) => u.pathname === '/')
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()
})
