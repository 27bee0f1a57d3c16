// KVKK in the browser: the terms and cookie pages and their
// links, the separate marketing consent, the data export and the account
// deletion (after which the old password no longer signs in).
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import {
  launch,
  newPage,
  screenshot,
  expectToast,
  uniqueEmail,
  strongPassword,
  adminPage,
  phone,
  desktop,
} from './helpers.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

test('the footer links the terms and the cookie policy, which lists every cookie', async () => {
  for (const [name, size] of [
    ['phone', phone],
    ['desktop', desktop],
  ]) {
    const page = await newPage(browser)
    await page.setViewportSize(size)
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kullanım Koşulları' }).click()
    await page.waitForURL((u) => u.pathname === '/kullanim-kosullari')
    await page.getByRole('heading', { level: 1, name: 'Kullanım Koşulları' }).waitFor()
    // The tab's title follows once the page's content has loaded.
    await page.waitForFunction(() => /Kullanım Koşulları/.test(document.title))
    await screenshot(page, `kvkk-terms-${name}`)

    await page.getByRole('contentinfo').getByRole('link', { name: 'Çerez Politikası' }).click()
    await page.waitForURL((u) => u.pathname === '/cerez-politikasi')
    await page.getByRole('heading', { level: 1, name: 'Çerez Politikası' }).waitFor()
    const table = page.getByRole('table')
    await table.getByRole('cell', { name: 'bookstore_session', exact: true }).waitFor()
    assert.ok((await table.getByRole('row').count()) >= 3)
    await screenshot(page, `kvkk-cookies-${name}`)
    assert.deepEqual(page.jsErrors, [])
    await page.context().close()
  }
  // Both pages are in the sitemap.
  const sitemap = await (
    await fetch(new URL('/sitemap.xml', process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080'))
  ).text()
  assert.match(sitemap, /\/kullanim-kosullari</)
  assert.match(sitemap, /\/cerez-politikasi</)
})

test('registration links the legal texts in a new tab and asks marketing consent separately, unticked', async () => {
  const page = await newPage(browser)
  await page.setViewportSize(phone)
  await page.goto('/kayit')
  const links = page.getByTestId('legal-links')
  for (const [label, path] of [
    ['Kullanım Koşulları', '/kullanim-kosullari'],
    ['KVKK Aydınlatma Metni', '/gizlilik-politikasi'],
  ]) {
    const link = links.getByRole('link', { name: new RegExp(label) })
    assert.equal(await link.getAttribute('target'), '_blank')
    assert.equal(await link.getAttribute('href'), path)
  }
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    links.getByRole('link', { name: /Kullanım Koşulları/ }).click(),
  ])
  await popup.waitForURL((u) => u.pathname === '/kullanim-kosullari')
  await popup.close()
  const consent = page.getByRole('checkbox', { name: 'Kampanya ve yeniliklerden e-posta ile haberdar olmak istiyorum' })
  assert.equal(await consent.isChecked(), false)
  await screenshot(page, 'kvkk-register-phone')

  // The author application links them too.
  await page.goto('/yazar-giris')
  const tab = page.getByRole('tab', { name: /Başvur/ })
  if (await tab.count()) await tab.click()
  await page
    .getByTestId('legal-links')
    .getByRole('link', { name: /Kullanım Koşulları/ })
    .waitFor()
  await page.context().close()
})

test('a member gives consent, downloads the data, and deletes the account; the old password then fails', async () => {
  const page = await newPage(browser)
  await page.setViewportSize(desktop)
  const email = uniqueEmail('kvkk')
  const name = 'Ece Silinecek'
  await page.goto('/kayit')
  await page.getByLabel('Ad Soyad').fill(name)
  await page.getByLabel('E-posta', { exact: true }).fill(email)
  await page.getByLabel('Şifre', { exact: true }).fill(strongPassword)
  await page.getByLabel('Şifre Tekrar').fill(strongPassword)
  await page.getByRole('checkbox', { name: /Kullanım koşullarını/ }).check()
  await page.getByRole('checkbox', { name: /Kampanya ve yeniliklerden/ }).check()
  await page.getByRole('button', { name: 'Kayıt Ol' }).click()
  await page.waitForURL((u) => u.pathname === '/')

  await page.goto('/profil')
  await page.getByRole('heading', { name: 'Hesabım ve verilerim' }).waitFor()
  const consent = page.getByRole('checkbox', { name: /Kampanya ve yeniliklerden/ })
  await consent.and(page.locator(':checked')).waitFor()
  await consent.uncheck()
  await expectToast(page, 'E-posta izniniz geri alındı')
  await page.getByText('Bekleyen stok bildiriminiz yok.').waitFor()
  await screenshot(page, 'kvkk-profile-desktop')

  // The export: a JSON file and a readable page, made by the server.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'JSON dosyası indir' }).click(),
  ])
  assert.match(download.suggestedFilename(), /^kitapevi-verilerim-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await readFile(await download.path(), 'utf8'))
  assert.equal(data.profile[0].email, email)
  assert.equal(data.profile[0].fullName, name)
  assert.deepEqual(
    data.consents.map((c) => c.given),
    [true, false],
  )
  for (const key of ['addresses', 'orders', 'favorites', 'stockAlerts', 'sessions'])
    assert.ok(Array.isArray(data[key]), key)
  const [html] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: /Okunabilir sayfada aç/ }).click(),
  ])
  await html.getByRole('heading', { name: /kişisel verilerim/ }).waitFor()
  await html.getByText(email).first().waitFor()
  await html.setViewportSize(phone)
  await screenshot(html, 'kvkk-export-html-phone')
  await html.close()

  // Deletion: the wrong password is refused, then the account goes.
  await page.getByLabel('Şifreniz').fill('Yanlis-Sifre-9!')
  await page.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Evet, sil' }).click()
  await page.getByText('Şifre hatalı. Hesabınız silinmedi.').waitFor()
  await page.getByLabel('Şifreniz').fill(strongPassword)
  await page.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click()
  await screenshot(page, 'kvkk-delete-confirm-desktop')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Evet, sil' }).click()
  await expectToast(page, 'Hesabınız silindi. Kişisel verileriniz anonimleştirildi.')
  await page.waitForURL((u) => u.pathname === '/')
  await page.getByRole('link', { name: 'Giriş Yap' }).first().waitFor()

  await page.goto('/giris')
  await page.getByLabel('E-posta').fill(email)
  await page.getByLabel('Şifre').fill(strongPassword)
  await page.getByRole('button', { name: 'Giriş Yap' }).click()
  await page.getByText('E-posta veya şifre hatalı.').first().waitFor()
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()

  // The admin's request log shows the export and the deletion, by 'Silinmiş üye'.
  const admin = await adminPage(browser, desktop)
  await admin.goto('/admin/kvkk')
  await admin.getByRole('cell', { name: 'Silinmiş üye' }).first().waitFor()
  await admin.getByRole('cell', { name: 'Hesap silme' }).first().waitFor()
  await screenshot(admin, 'kvkk-admin-desktop')
  await admin.setViewportSize(phone)
  await screenshot(admin, 'kvkk-admin-phone')
  await admin.context().close()
})

test('a tampered unsubscribe link says so and changes nothing', async () => {
  const page = await newPage(browser)
  await page.setViewportSize(phone)
  await page.goto('/abonelik-iptal?t=kurcalanmis-baglanti')
  await page.getByRole('button', { name: 'Abonelikten çık' }).click()
  await page.getByText(/Abonelikten çıkma bağlantısı geçersiz/).waitFor()
  await screenshot(page, 'kvkk-unsubscribe-phone')
  await page.context().close()
})
