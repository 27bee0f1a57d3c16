// The address book's steps through /profil's screens, shared by the tests
// that start from a member with addresses of their own.
import assert from 'node:assert/strict'
import { expectToast } from './helpers.mjs'

/** Chooses from a searchable select by typing and the keyboard: type, ArrowDown `down` times, Enter. */
async function chooseByKeyboard(page, scope, label, typed, expected, down = 0) {
  const box = scope.getByRole('combobox', { name: label, exact: true })
  await box.focus()
  await page.keyboard.type(typed)
  await scope.getByRole('option', { name: expected, exact: true }).waitFor()
  for (let i = 0; i < down; i++) await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  assert.equal(await box.inputValue(), expected)
}

/** Fills the open address form with the keyboard for il and ilçe. */
export async function addAddress(
  page,
  { label, phoneNo, province, provinceTyped, district, districtTyped, down = 0, line },
) {
  const book = page.getByRole('region', { name: 'Adreslerim' })
  await book.getByRole('button', { name: 'Yeni adres ekle' }).click()
  const form = book.getByRole('form', { name: 'Yeni adres' })
  await form.getByLabel('Adres başlığı').fill(label)
  assert.equal(await form.getByLabel('Alıcı adı soyadı').inputValue(), 'Deniz Okur')
  await form.getByLabel('Telefon').fill(phoneNo)
  // 'istanbul' (lower case, no dotted İ) finds İstanbul; 'ankara' Ankara.
  await chooseByKeyboard(page, form, 'İl', provinceTyped, province)
  await chooseByKeyboard(page, form, 'İlçe', districtTyped, district, down)
  await form.getByLabel('Açık adres').fill(line)
  await form.getByRole('button', { name: 'Kaydet' }).click()
  await expectToast(page, 'Adres kaydedildi')
  await book.getByRole('listitem', { name: label, exact: true }).waitFor()
}

/** A home in Kadıköy / İstanbul and an office in Çankaya / Ankara, as addAddress takes them. */
export const homeAddress = {
  label: 'Ev',
  phoneNo: '0532 123 45 67',
  province: 'İstanbul',
  provinceTyped: 'istanbul',
  district: 'Kadıköy',
  districtTyped: 'kadı',
  line: 'Moda Cad. No: 12 D: 3',
}
// 'ç' lists Çamlıdere, Çankaya, Çubuk: one ArrowDown goes to Çankaya.
export const officeAddress = {
  label: 'İş',
  phoneNo: '0312 555 44 33',
  province: 'Ankara',
  provinceTyped: 'ank',
  district: 'Çankaya',
  districtTyped: 'ç',
  down: 1,
  line: 'Atatürk Blv. No: 100',
}
