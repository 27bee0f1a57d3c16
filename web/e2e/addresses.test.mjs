// The address book and the billing party, at phone and desktop widths: a
// member adds two addresses on /profil choosing il and ilçe with the
// keyboard only, sets the defaults, checks out as Kurumsal (a wrong VKN is
// refused on the page and nothing is sent; a valid one is accepted), pays
// on the iyzico simulator and finds the billing party on the order's page.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, newPage, adminPage, screenshot, expectToast, registerMember, phone, desktop } from './helpers.mjs'
import { addBookFromList, openHostedForm, payOnIyzico, expectPaid } from './checkout-steps.mjs'
import { addAddress } from './address-steps.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

for (const [name, viewport] of [
  ['phone', phone],
  ['desktop', desktop],
]) {
  test(`addresses (${name}): two addresses by keyboard, defaults, a Kurumsal order paid, its billing party shown`, async () => {
    const page = await newPage(browser)
    await page.setViewportSize(viewport)
    await registerMember(page)
    await page.goto('/profil')
    await page.getByRole('heading', { name: 'Adreslerim' }).waitFor()
    assert.equal(await page.getByLabel('Teslimat Adresi').count(), 0)

    await addAddress(page, {
      label: 'Ev',
      phoneNo: '0532 123 45 67',
      province: 'İstanbul',
      provinceTyped: 'istanbul',
      district: 'Kadıköy',
      districtTyped: 'kadı',
      line: 'Moda Cad. No: 12 D: 3',
    })
    // 'ç' lists Çamlıdere, Çankaya, Çubuk: one ArrowDown goes to Çankaya.
    await addAddress(page, {
      label: 'İş',
      phoneNo: '0312 555 44 33',
      province: 'Ankara',
      provinceTyped: 'ank',
      district: 'Çankaya',
      districtTyped: 'ç',
      down: 1,
      line: 'Atatürk Blv. No: 100',
    })
    const book = page.getByRole('region', { name: 'Adreslerim' })
    const home = book.getByRole('listitem', { name: 'Ev', exact: true })
    const work = book.getByRole('listitem', { name: 'İş', exact: true })
    await home.getByText('Varsayılan teslimat adresi').waitFor()
    await home.getByText('Varsayılan fatura adresi').waitFor()
    await work.getByRole('button', { name: 'Fatura için varsayılan yap' }).click()
    await expectToast(page, 'Varsayılan adres güncellendi')
    await work.getByText('Varsayılan fatura adresi').waitFor()
    assert.equal(await home.getByText('Varsayılan fatura adresi').count(), 0)
    await screenshot(page, `addresses-profile-${name}`)

    const title = await addBookFromList(page)
    await page.goto('/sepet')
    await page.getByRole('link', { name: title }).waitFor()
    const parties = page.getByRole('region', { name: 'Teslimat ve fatura' })
    await parties.waitFor()
    assert.equal(await parties.getByRole('radio', { name: /^Ev/ }).isChecked(), true)
    const same = parties.getByRole('checkbox', { name: 'Fatura adresim teslimat adresimle aynı' })
    assert.equal(await same.isChecked(), true)
    await same.uncheck()
    // The billing choice starts on the default billing address.
    const billing = parties.getByRole('group', { name: 'Fatura adresi' })
    assert.equal(await billing.getByRole('radio', { name: /^İş/ }).isChecked(), true)
    await parties.getByRole('radio', { name: 'Kurumsal' }).check()
    await parties.getByLabel('Şirket unvanı').fill('Okur Yayıncılık A.Ş.')
    await parties.getByLabel('Vergi kimlik numarası').fill('1234567891')
    await parties.getByLabel('Vergi dairesi').fill('Çankaya')

    let orderPosts = 0
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/orders') orderPosts += 1
    })
    await page.getByRole('button', { name: 'Siparişi Tamamla' }).click()
    await parties.getByText('Geçersiz vergi kimlik numarası').waitFor()
    assert.equal(new URL(page.url()).pathname, '/sepet')
    assert.equal(orderPosts, 0, 'a wrong VKN was sent')
    await screenshot(page, `addresses-cart-invalid-vkn-${name}`)

    await parties.getByLabel('Vergi kimlik numarası').fill('1234567890')
    await page.getByRole('button', { name: 'Siparişi Tamamla' }).click()
    await page.waitForURL((u) => u.pathname === '/odeme' && u.searchParams.has('orderId'))
    assert.equal(orderPosts, 1)
    const orderId = new URL(page.url()).searchParams.get('orderId')
    const pre = page.getByRole('region', { name: 'Ön Bilgilendirme Formu' })
    await pre
      .getByText(/Unvan: Okur Yayıncılık A\.Ş\./)
      .first()
      .waitFor()
    assert.match(await pre.innerText(), /Çankaya \/ 1234567890/)
    assert.match(await pre.innerText(), /Atatürk Blv\. No: 100/)
    await page.getByRole('region', { name: 'Fatura bilgileri' }).waitFor()
    await screenshot(page, `addresses-checkout-${name}`)

    const form = await openHostedForm(page)
    await payOnIyzico(form)
    await expectPaid(page, orderId)

    await page.goto(`/siparis/${orderId}`)
    const party = page.getByRole('region', { name: 'Fatura bilgileri' })
    await party.getByText('Kurumsal', { exact: true }).waitFor()
    await party.getByText('Okur Yayıncılık A.Ş.').waitFor()
    await party.getByText('1234567890').waitFor()
    await party.getByText(/Atatürk Blv\. No: 100/).waitFor()
    assert.match(await page.getByRole('region', { name: 'Teslimat Adresi' }).innerText(), /Moda Cad\. No: 12 D: 3/)
    await screenshot(page, `addresses-order-${name}`)
    assert.deepEqual(page.jsErrors, [])
    await page.context().close()

    // The admin's order detail shows the same party, and which e-invoice the order gets.
    const admin = await adminPage(browser, viewport)
    const number = orderId.slice(0, 8)
    await admin.goto(`/admin/siparisler?q=${number}`)
    await admin.getByRole('button', { name: `Sipariş #${number}: Detay` }).click()
    const adminParty = admin.getByRole('dialog', { name: `Sipariş #${number}` }).getByTestId('admin-billing-party')
    await adminParty.waitFor()
    assert.match(await adminParty.innerText(), /^Kurumsal: Okur Yayıncılık A\.Ş\./)
    // 1234567890 is in the e-invoice simulator's registry, and checkout
    // asks it: the order gets an e-Fatura.
    assert.match(await adminParty.innerText(), /Fatura biçimi: e-Fatura/)
    await screenshot(admin, `addresses-admin-order-${name}`)
    assert.deepEqual(admin.jsErrors, [])
    await admin.context().close()
  })
}
