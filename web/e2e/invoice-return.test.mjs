// A company's order from invoice to return, at a phone and a desktop: a
// member adds two addresses on /profil, buys two books as Kurumsal (billing
// to the office) and pays on iyzico's form; the sales invoice is accepted by
// the integrator's simulator and its PDF is on the order page. The admin
// ships and delivers the order; the member returns one of the two books;
// the admin accepts, receives and refunds the return. A company outside the
// e-Fatura system gets an e-Arşiv invoice, so the refund makes a return slip
// ('İade gider pusulası') that the member downloads from the order page and
// the admin finds in /admin/faturalar. A company registered for e-Fatura
// documents the return with its own iade faturası: no slip, and the admin's
// return says the shop awaits it.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import {
  launch,
  newPage,
  screenshot,
  adminPage,
  registerMember,
  expectToast,
  uniqueEmail,
  phone,
  desktop,
} from './helpers.mjs'
import { openHostedForm, payOnIyzico, expectPaid } from './checkout-steps.mjs'
import { addAddress, homeAddress, officeAddress } from './address-steps.mjs'
import { reloadUntil, downloadPdf } from './invoice-steps.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const company = 'Okur Yayıncılık A.Ş.'
// The e-invoice simulator's registry (internal/einvoice): a valid VKN it
// does not list (e-Arşiv), and the one it lists for e-Fatura.
const vknEArchive = '3456789014'
const vknEFatura = '1234567890'

const price = (kurus) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(kurus / 100)

/** From /kitaplar: two different books in stock into the cart; returns their titles. */
async function addTwoBooks(page) {
  // The titles are read while the page is quiet; each card is then found by
  // its title (a book in the cart changes its card's button).
  await page.goto('/kitaplar', { waitUntil: 'networkidle' })
  const inStock = page
    .locator('article')
    .filter({ has: page.getByRole('button', { name: 'Sepete Ekle', disabled: false }) })
  await inStock.first().waitFor()
  const titles = []
  for (let i = 0; i < 2; i++) titles.push((await inStock.nth(i).getByRole('heading').first().innerText()).trim())
  for (const title of titles) {
    const card = page
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
      .first()
    await card.getByRole('button', { name: 'Sepete Ekle' }).click()
    await expectToast(page, `${title} sepete eklendi!`)
  }
  return titles
}

/**
 * A member with a home and an office address buys two books as Kurumsal
 * with `vkn`, billed to the office, and pays; returns the order and titles.
 */
async function companyOrder(page, viewport, vkn, shot) {
  await page.setViewportSize(viewport)
  const email = uniqueEmail('kurumsal')
  await registerMember(page, { name: 'Deniz Okur', email })
  await page.goto('/profil')
  await page.getByRole('heading', { name: 'Adreslerim' }).waitFor()
  await addAddress(page, homeAddress)
  await addAddress(page, officeAddress)

  const titles = await addTwoBooks(page)
  await page.goto('/sepet')
  for (const title of titles) await page.getByRole('link', { name: title }).waitFor()
  const parties = page.getByRole('region', { name: 'Teslimat ve fatura' })
  await parties.getByRole('radio', { name: /^Ev/ }).waitFor()
  assert.equal(await parties.getByRole('radio', { name: /^Ev/ }).isChecked(), true)
  await parties.getByRole('checkbox', { name: 'Fatura adresim teslimat adresimle aynı' }).uncheck()
  await parties.getByRole('group', { name: 'Fatura adresi' }).getByRole('radio', { name: /^İş/ }).check()
  await parties.getByRole('radio', { name: 'Kurumsal' }).check()
  await parties.getByLabel('Şirket unvanı').fill(company)
  await parties.getByLabel('Vergi kimlik numarası').fill(vkn)
  await parties.getByLabel('Vergi dairesi').fill('Çankaya')
  if (shot) await screenshot(page, shot)
  await page.getByRole('button', { name: 'Siparişi Tamamla' }).click()
  await page.waitForURL((u) => u.pathname === '/odeme' && u.searchParams.has('orderId'))
  const orderId = new URL(page.url()).searchParams.get('orderId')
  await payOnIyzico(await openHostedForm(page))
  await expectPaid(page, orderId)
  return { orderId, titles, email }
}

/** The admin ships the order (Aras Kargo) and marks it delivered, from /admin/siparisler. */
async function shipAndDeliver(admin, number) {
  await admin.goto(`/admin/siparisler?q=${number}`)
  await admin.getByRole('button', { name: `Sipariş #${number} kargoya ver` }).click()
  const ship = admin.getByRole('dialog', { name: 'Kargoya Ver' })
  await ship.getByLabel('Kargo Takip Numarası *').fill(`AR${Date.now()}`)
  await ship.getByLabel('Kargo Firması *').selectOption('Aras Kargo')
  await ship.getByRole('button', { name: 'Kargoya Ver', exact: true }).click()
  await expectToast(admin, 'Sipariş durumu güncellendi')
  await admin.getByRole('button', { name: `Sipariş #${number}: Teslim edildi olarak işaretle` }).click()
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Teslim edildi olarak işaretle' }).click()
  await expectToast(admin, 'Sipariş durumu güncellendi')
}

/** The member asks to return one copy of `title` from the order page. */
async function requestReturn(page, orderId, title) {
  await page.goto(`/siparis/${orderId}`)
  await page.getByRole('button', { name: 'İade / Cayma Talebi' }).click()
  const form = page.getByRole('dialog', { name: 'İade / Cayma Talebi' })
  await form.getByLabel(`${title} için iade adedi`).selectOption('1')
  await form.getByRole('button', { name: 'Talebi Gönder' }).click()
  await expectToast(page, 'İade talebiniz alındı')
  await page.getByTestId('return-request').getByText('Talep alındı', { exact: true }).waitFor()
}

/** The admin accepts, receives (intact) and refunds the member's return from /admin/iadeler; returns its row. */
async function refundReturn(admin, email) {
  await admin.goto('/admin/iadeler')
  const row = admin.getByTestId('admin-return-row').filter({ hasText: email })
  await row.getByText('Talep alındı', { exact: true }).waitFor()
  await row.getByRole('button', { name: 'Onayla' }).click()
  await expectToast(admin, 'İade talebi güncellendi')
  await row.getByText('Ürün bekleniyor', { exact: true }).waitFor()
  await row.getByRole('button', { name: 'Teslim Alındı' }).click()
  const receive = admin.getByRole('dialog', { name: 'Ürünler teslim alındı' })
  await receive.getByLabel('Sağlam (stoğa geri döner)').check()
  await receive.getByRole('button', { name: 'Onayla' }).click()
  await expectToast(admin, 'İade talebi güncellendi')
  await row.getByText('Teslim alındı', { exact: true }).waitFor()
  await row.getByRole('button', { name: 'İade Et' }).click()
  await admin.getByRole('dialog', { name: 'İadeyi öde' }).getByRole('button', { name: 'İade Et' }).click()
  await expectToast(admin, 'İade talebi güncellendi')
  await row.getByText('İade edildi', { exact: true }).waitFor()
  return row
}

/** The member's order page 'Faturalar', reloaded until `ready` holds. */
async function memberInvoices(page, orderId, ready, what) {
  await page.goto(`/siparis/${orderId}`)
  const section = page.getByRole('region', { name: 'Faturalar' })
  await reloadUntil(
    page,
    async () => {
      await section.waitFor()
      return ready(section)
    },
    what,
  )
  return section
}

/** A document's number in the member's list. */
async function numberOf(section, kind) {
  return (await section.getByTestId('my-invoice').filter({ hasText: kind }).locator('.font-mono').innerText()).trim()
}

for (const [name, viewport] of [
  ['phone', phone],
  ['desktop', desktop],
]) {
  test(`invoice and return (${name}): a Kurumsal e-Arşiv order, its invoice and the return slip of one book`, async () => {
    const member = await newPage(browser)
    const { orderId, titles, email } = await companyOrder(member, viewport, vknEArchive, `invoice-return-cart-${name}`)
    const number = orderId.slice(0, 8)
    const order = await (await member.request.get(`/api/orders/${orderId}`)).json()
    assert.equal(order.items.length, 2)
    const returned = order.items.find((it) => it.title === titles[0])

    // The sales invoice, once the integrator has accepted it, with its PDF.
    let section = await memberInvoices(
      member,
      orderId,
      async (s) => (await s.getByText('Satış faturası').count()) > 0,
      'the sales invoice on the order page',
    )
    const saleNumber = await numberOf(section, 'Satış faturası')
    assert.match(saleNumber, /^KTP\d{4}\d{9}$/)
    await downloadPdf(
      member,
      section.getByRole('link', { name: `Satış faturası ${saleNumber}, PDF indir` }),
      `invoice-return-sale-${name}`,
    )

    // Delivered; one of the two books comes back and is refunded.
    const admin = await adminPage(browser, viewport)
    await shipAndDeliver(admin, number)
    await requestReturn(member, orderId, returned.title)
    await refundReturn(admin, email)

    // The member: both documents on the order page, each with its PDF; the
    // slip is for the returned book's price.
    section = await memberInvoices(
      member,
      orderId,
      async (s) => (await s.getByText('İade gider pusulası').count()) > 0,
      'the return slip on the order page',
    )
    const slipNumber = await numberOf(section, 'İade gider pusulası')
    assert.match(slipNumber, /^GPS\d{4}\d{9}$/)
    const slip = section.getByTestId('my-invoice').filter({ hasText: 'İade gider pusulası' })
    assert.match(await slip.innerText(), new RegExp(price(returned.price).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    assert.equal(await section.getByText(saleNumber).count(), 1)
    assert.equal(await section.getByText('Faturanız hazırlanıyor').count(), 0)
    await member.getByTestId('return-request').getByText('İade edildi', { exact: true }).waitFor()
    await section.scrollIntoViewIfNeeded()
    await screenshot(member, `invoice-return-member-${name}`)
    await downloadPdf(
      member,
      section.getByRole('link', { name: `İade gider pusulası ${slipNumber}, PDF indir` }),
      `invoice-return-slip-${name}`,
    )

    // The admin: both documents in /admin/faturalar; the sale names the
    // company and its VKN, as an e-Arşiv invoice.
    await admin.goto(`/admin/faturalar?q=${number}`)
    const items = admin.locator(viewport === phone ? '[data-testid=invoice-card]' : '[data-testid=invoice-row]', {
      hasText: `Sipariş #${number}`,
    })
    const sale = items.filter({ hasText: saleNumber })
    const slipItem = items.filter({ hasText: slipNumber })
    await sale.waitFor()
    await sale.getByText('Kesildi', { exact: true }).waitFor()
    await sale.getByText('Satış faturası · e-Arşiv').waitFor()
    await sale.getByText(company).waitFor()
    await sale.getByText(vknEArchive).waitFor()
    await slipItem.getByText('Düzenlendi', { exact: true }).waitFor()
    await slipItem.getByText('İade gider pusulası · e-Arşiv').waitFor()
    assert.equal(await items.count(), 2)
    await screenshot(admin, `invoice-return-admin-${name}`)
    await downloadPdf(admin, slipItem.getByRole('link', { name: `${slipNumber} PDF` }))

    assert.deepEqual(member.jsErrors, [])
    assert.deepEqual(admin.jsErrors, [])
    await member.context().close()
    await admin.context().close()
  })
}

test('invoice and return (desktop): a company registered for e-Fatura returns a book; its iade faturası is awaited', async () => {
  const member = await newPage(browser)
  const { orderId, titles, email } = await companyOrder(member, desktop, vknEFatura)
  const number = orderId.slice(0, 8)
  const section = await memberInvoices(
    member,
    orderId,
    async (s) => (await s.getByText('Satış faturası').count()) > 0,
    'the sales invoice on the order page',
  )
  const saleNumber = await numberOf(section, 'Satış faturası')
  await downloadPdf(member, section.getByRole('link', { name: `Satış faturası ${saleNumber}, PDF indir` }))

  // The admin's order says the order gets an e-Fatura, and lists it.
  const admin = await adminPage(browser, desktop)
  await admin.goto(`/admin/siparisler?q=${number}`)
  await admin.getByRole('button', { name: `Sipariş #${number}: Detay` }).click()
  const detail = admin.getByRole('dialog', { name: `Sipariş #${number}` })
  assert.match(await detail.getByTestId('admin-billing-party').innerText(), /Fatura biçimi: e-Fatura/)
  await detail.getByTestId('admin-order-document').getByText('Satış faturası · e-Fatura', { exact: false }).waitFor()
  await admin.keyboard.press('Escape')
  await detail.waitFor({ state: 'detached' })

  await shipAndDeliver(admin, number)
  await requestReturn(member, orderId, titles[0])
  const row = await refundReturn(admin, email)
  await row.getByText('Alıcının iade faturası bekleniyor').waitFor()
  await screenshot(admin, 'invoice-return-efatura-admin-desktop')

  // No return slip: the member's page keeps the sales invoice only.
  await member.reload()
  await member.getByTestId('return-request').getByText('İade edildi', { exact: true }).waitFor()
  await section.getByText(saleNumber).waitFor()
  assert.equal(await section.getByText('İade gider pusulası').count(), 0)
  const docs = await (await admin.request.get(`/api/admin/orders/${orderId}/invoices`)).json()
  assert.deepEqual(
    docs.map((d) => [d.kind, d.profile]),
    [['sale', 'TEMELFATURA']],
  )
  assert.deepEqual(member.jsErrors, [])
  assert.deepEqual(admin.jsErrors, [])
  await member.context().close()
  await admin.context().close()
})
