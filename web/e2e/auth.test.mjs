// Accounts in the browser: registration rules, register / log out / log in,
// and the guards of the admin and author areas.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, newPage, screenshot, uniqueEmail, expectToast, demoPassword } from './helpers.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const strong = 'Zx9!kqLm#2'

async function fillRegister(page, { name = 'Ayşe Yılmaz', email, password, confirm = password, terms = true }) {
  await page.getByLabel('Ad Soyad').fill(name)
  await page.getByLabel('E-posta', { exact: true }).fill(email)
  await page.getByLabel('Şifre', { exact: true }).fill(password)
  await page.getByLabel('Şifre Tekrar').fill(confirm)
  if (terms) await page.getByRole('checkbox', { name: /Kullanım koşullarını/ }).check()
}

test('registration shows the product message for each kind of weak password', async () => {
  const page = await newPage(browser)
  await page.goto('/kayit')
  const cases = [
    ['Ab1!', 'Şifre en az 8 karakter olmalıdır'],
    ['abcdefg1!', 'Şifre en az bir büyük harf içermelidir'],
    ['ABCDEFG1!', 'Şifre en az bir küçük harf içermelidir'],
    ['Abcdefgh!', 'Şifre en az bir rakam içermelidir'],
    ['Abcdefgh1', 'Şifre en az bir özel karakter içermelidir'],
  ]
  for (const [password, message] of cases) {
    await fillRegister(page, { email: uniqueEmail(), password })
    await page.getByRole('button', { name: 'Kayıt Ol' }).click()
    await page.getByText(message, { exact: true }).first().waitFor()
  }
  // Mismatch and terms are checked too.
  await fillRegister(page, { email: uniqueEmail(), password: strong, confirm: strong + 'x' })
  await page.getByRole('button', { name: 'Kayıt Ol' }).click()
  await page.getByText('Şifreler eşleşmiyor', { exact: true }).first().waitFor()

  // A common password passes the form's rules and is refused by the server.
  await fillRegister(page, { email: uniqueEmail(), password: 'Galatasaray1905!' })
  await page.getByRole('button', { name: 'Kayıt Ol' }).click()
  await page.getByText('Bu şifre çok yaygın, lütfen daha güvenli bir şifre seçin').first().waitFor()
  await screenshot(page, 'register-common-password')
  assert.equal(new URL(page.url()).pathname, '/kayit')
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()
})

test('register, log out, log in again', async () => {
  const page = await newPage(browser)
  const email = uniqueEmail()
  await page.goto('/kayit')
  await fillRegister(page, { email, password: strong })
  await page.getByRole('button', { name: 'Kayıt Ol' }).click()
  await expectToast(page, 'Hesabınız başarıyla oluşturuldu!')
  await page.waitForURL((u) => u.pathname === '/')
  await screenshot(page, 'home-signed-in')

  await page.getByRole('button', { name: 'Kullanıcı menüsü' }).click()
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click()
  await page.getByRole('link', { name: 'Giriş Yap' }).first().waitFor()

  await page.goto('/giris')
  await page.getByLabel('E-posta').fill(email)
  await page.getByLabel('Şifre').fill('Yanlis-Sifre1!')
  await page.getByRole('button', { name: 'Giriş Yap' }).click()
  await expectToast(page, 'E-posta veya şifre hatalı.')
  // The form ignores a second submission within a second.
  await page.waitForTimeout(1100)
  await page.getByLabel('Şifre').fill(strong)
  await page.getByRole('button', { name: 'Giriş Yap' }).click()
  await expectToast(page, 'Başarıyla giriş yaptınız!')
  await page.waitForURL((u) => u.pathname === '/')
  await page.getByRole('link', { name: /Sepet/ }).first().waitFor()
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()
})

test('a member is refused /admin with the no-access toast and sent home', async () => {
  const page = await newPage(browser)
  await page.goto('/giris')
  await page.getByLabel('E-posta').fill('uye@kitapevi.test')
  await page.getByLabel('Şifre').fill(demoPassword)
  await page.getByRole('button', { name: 'Giriş Yap' }).click()
  await page.waitForURL((u) => u.pathname === '/')

  await page.goto('/admin')
  await expectToast(page, 'Bu sayfaya erişim yetkiniz bulunmamaktadır')
  await page.waitForURL((u) => u.pathname === '/')
  await screenshot(page, 'member-refused-admin')

  await page.goto('/yazar')
  await page.waitForURL((u) => u.pathname === '/')
  await page.context().close()
})

test('a guest opening /admin goes to /admin-giris; the demo admin reaches /admin', async () => {
  const page = await newPage(browser)
  await page.goto('/admin/uyeler')
  await page.waitForURL((u) => u.pathname === '/admin-giris')
  await page.getByLabel('E-posta').fill('admin@kitapevi.test')
  await page.getByLabel('Şifre').fill(demoPassword)
  await page.getByRole('button', { name: 'Giriş Yap' }).click()
  await page.waitForURL((u) => u.pathname === '/admin')
  await page.getByText('Hoş geldiniz, Selin Aydın').waitFor()
  await page.getByRole('button', { name: 'Çıkış' }).waitFor()
  await screenshot(page, 'admin-dashboard')
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()
})

test('the demo author reaches /yazar', async () => {
  const page = await newPage(browser)
  await page.goto('/yazar-giris')
  // The sign-in form comes first; the author application follows it.
  const signIn = page.locator('form').first()
  await signIn.getByLabel('E-posta').fill('yazar@kitapevi.test')
  await signIn.getByLabel('Şifre').fill(demoPassword)
  await signIn.getByRole('button', { name: 'Giriş Yap' }).click()
  await page.waitForURL((u) => u.pathname === '/yazar')
  await page.getByRole('button', { name: 'Çıkış' }).waitFor()
  await screenshot(page, 'author-dashboard')
  await page.context().close()
})

test('unknown paths show the not-found page with status 404', async () => {
  const page = await newPage(browser)
  const res = await page.goto('/olmayan-sayfa')
  assert.equal(res.status(), 404)
  await page.getByText('Sayfa bulunamadı').first().waitFor()
  await screenshot(page, 'not-found')
  await page.context().close()
})
