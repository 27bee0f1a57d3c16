// The invoice settings in the browser against the real binary, at a desktop
// and a phone: the admin opens /admin/ayarlar, finds the 'Fatura' card with
// the demo seller (the contact page's company, so no mismatch warning), is
// refused a wrong VKN under its field, changes the sales series and sees it
// saved after a reload; with another company on the invoices, the card
// warns that the contracts name a different seller.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { launch, screenshot, expectToast, expectValue, adminPage, adminAPI, phone, desktop } from './helpers.mjs'

const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots')

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const card = (page) => page.locator('section', { has: page.getByRole('heading', { name: 'Fatura', exact: true }) })

for (const [name, viewport, series] of [
  ['desktop', desktop, 'MAS'],
  ['phone', phone, 'TEL'],
]) {
  test(`invoice settings (${name}): the admin changes the sales series and sees it saved`, async () => {
    const admin = await adminPage(browser, viewport)
    await admin.goto('/admin/ayarlar')
    const c = card(admin)
    const sale = c.getByLabel('Satış faturası serisi')
    await sale.waitFor()
    await expectValue(c.getByLabel('Unvan'), 'Kitapevi Yayıncılık ve Dağıtım Ltd. Şti.')
    // The il/ilçe names come with the official list, which may arrive after the settings.
    await expectValue(c.getByRole('combobox', { name: 'İl', exact: true }), 'İstanbul')
    await expectValue(c.getByRole('combobox', { name: 'İlçe', exact: true }), 'Beyoğlu')
    assert.equal(await c.getByText('Faturadaki satıcı, sözleşmelerdeki satıcıdan farklı').count(), 0)

    // A wrong VKN: refused under its field, nothing saved.
    const vkn = c.getByLabel('Vergi kimlik numarası (VKN)')
    const good = await vkn.inputValue()
    await vkn.fill('5410237896')
    await c.getByRole('button', { name: 'Kaydet' }).click()
    await c.getByText('Geçersiz vergi kimlik numarası').first().waitFor()
    await vkn.scrollIntoViewIfNeeded()
    mkdirSync(shots, { recursive: true })
    await c.screenshot({ path: path.join(shots, `invoice-settings-error-${name}.png`) })
    await vkn.fill(good)

    await sale.fill(series.toLowerCase()) // typed in lower case, shown and sent in capitals
    assert.equal(await sale.inputValue(), series)
    await c.getByLabel('Fatura ne zaman kesilir').selectOption({ label: 'Kargoya verilince' })
    await c.getByRole('button', { name: 'Kaydet' }).click()
    await expectToast(admin, 'Fatura ayarları kaydedildi')
    await c.screenshot({ path: path.join(shots, `invoice-settings-${name}.png`) })

    await admin.reload()
    await card(admin).getByLabel('Satış faturası serisi').waitFor()
    assert.equal(await card(admin).getByLabel('Satış faturası serisi').inputValue(), series)
    assert.equal(await card(admin).getByLabel('Fatura ne zaman kesilir').inputValue(), 'shipping')
    await screenshot(admin, `invoice-settings-page-${name}`)
    assert.deepEqual(admin.jsErrors, [])

    // Put the defaults' timing and series back for the files after this one.
    const api = await adminAPI(browser)
    const now = await (await api.request.get('/api/admin/invoice-settings')).json()
    assert.equal(now.saleSeries, series)
    const form = { ...now, saleSeries: 'KTP', at: 'confirmation' }
    delete form.province
    delete form.district

    // Another company on the invoices than on the contact page: the card says so, naming both.
    const other = { ...form, seller: { ...form.seller, name: 'Başka Kitap A.Ş.' } }
    assert.equal((await api.request.put('/api/admin/invoice-settings', { data: other })).status(), 200)
    await admin.reload()
    const warning = card(admin)
      .getByRole('alert')
      .filter({ hasText: 'Faturadaki satıcı, sözleşmelerdeki satıcıdan farklı' })
    await warning.waitFor()
    assert.match(await warning.innerText(), /Faturada: Başka Kitap A\.Ş\. · VKN 5410237892/)
    assert.match(
      await warning.innerText(),
      /Sözleşmelerde \(İletişim sayfası\): Kitapevi Yayıncılık ve Dağıtım Ltd\. Şti\. · VKN 5410237892/,
    )
    await warning.screenshot({ path: path.join(shots, `invoice-settings-mismatch-${name}.png`) })

    const r = await api.request.put('/api/admin/invoice-settings', { data: form })
    assert.equal(r.status(), 200, await r.text())
    await admin.close()
    await api.close()
  })
}
