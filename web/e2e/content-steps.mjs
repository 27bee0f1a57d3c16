// Steps on /admin/icerik shared by the tests that need the seller's return
// carrier set a certain way.
import { screenshot } from './helpers.mjs'

/**
 * Opens the contact page's modal on /admin/icerik, sets the return carrier
 * ('' for none) and its agreement code, and saves; `shot` names a
 * screenshot of the filled form. Returns what was there before.
 */
export async function setReturnCarrier(admin, carrier, code, shot) {
  if (!new URL(admin.url()).pathname.startsWith('/admin/icerik')) await admin.goto('/admin/icerik')
  await admin.getByRole('button', { name: 'İletişim sayfasını düzenle' }).click()
  const dialog = admin.getByRole('dialog')
  await dialog.waitFor()
  const before = {
    carrier: await dialog.getByLabel('İade Kargo Firması').inputValue(),
    code: await dialog.getByLabel('Anlaşma Kodu').inputValue(),
  }
  await dialog.getByLabel('İade Kargo Firması').selectOption(carrier === '' ? { label: 'Seçilmedi' } : carrier)
  await dialog.getByLabel('Anlaşma Kodu').fill(code)
  if (shot) {
    await dialog.getByLabel('Anlaşma Kodu').scrollIntoViewIfNeeded()
    await screenshot(admin, shot)
  }
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await dialog.waitFor({ state: 'detached' })
  return before
}
