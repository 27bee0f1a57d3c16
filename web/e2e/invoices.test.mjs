// The invoice of a paid order in the browser, at a desktop and a phone: a
// member buys a book through iyzico's hosted form (the order is confirmed,
// which issues its sales invoice through the integrator's simulator); the
// admin opens Faturalar from the sidebar, finds the order's invoice once the
// integrator has accepted it and downloads its PDF; the member sees the
// invoice on the order page and downloads the same PDF.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { launch, newPage, screenshot, adminPage, registerMember, uniqueEmail, phone, desktop } from './helpers.mjs'
import { saveAddress, addBookFromList, placeOrder, openHostedForm, payOnIyzico, expectPaid } from './checkout-steps.mjs'
import { reloadUntil, downloadPdf } from './invoice-steps.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

for (const [name, viewport] of [
  ['desktop', desktop],
  ['phone', phone],
]) {
  test(`invoices (${name}): a paid order's invoice in /admin/faturalar and on the member's order page`, async () => {
    const member = await newPage(browser)
    await member.setViewportSize(viewport)
    await registerMember(member, { name: 'Fatura Okuru', email: uniqueEmail('fatura') })
    await saveAddress(member)
    const title = await addBookFromList(member)
    const orderId = await placeOrder(member, title)
    await payOnIyzico(await openHostedForm(member))
    await expectPaid(member, orderId)
    const number = orderId.slice(0, 8)

    // The admin: Faturalar is in the sidebar; the order's sales invoice,
    // searched by the order number, accepted by the integrator.
    const admin = await adminPage(browser, viewport)
    if (viewport === phone) await admin.getByRole('button', { name: 'Menüyü aç' }).click()
    await admin.getByRole('navigation', { name: 'Panel menüsü' }).getByRole('link', { name: 'Faturalar' }).click()
    await admin.waitForURL((u) => u.pathname === '/admin/faturalar')
    await admin.getByRole('heading', { level: 1, name: 'Faturalar' }).waitFor()
    await admin.getByLabel('Fatura ara').fill(number)
    await admin.waitForURL((u) => u.searchParams.get('q') === number)
    const item = admin.locator(viewport === phone ? '[data-testid=invoice-card]' : '[data-testid=invoice-row]', {
      hasText: `Sipariş #${number}`,
    })
    await reloadUntil(
      admin,
      async () => {
        await item.first().waitFor()
        return (await item.getByText('Kesildi', { exact: true }).count()) > 0
      },
      'the invoice to be accepted',
    )
    await item.getByText('Satış faturası').waitFor()
    const invoiceNumber = (await item.locator('.font-mono').first().innerText()).trim()
    assert.match(invoiceNumber, /^[A-Z]{3}\d{4}\d{9}$/)
    assert.equal(
      await item.getByRole('link', { name: `Sipariş #${number}` }).getAttribute('href'),
      `/admin/siparisler?q=${number}`,
    )
    await screenshot(admin, `invoices-admin-${name}`)
    const pdfName = await downloadPdf(admin, item.getByRole('link', { name: `${invoiceNumber} PDF` }))
    assert.match(pdfName, /\.pdf$/)

    // The member: 'Faturalar' on the order page, with the invoice's PDF.
    await member.goto(`/siparis/${orderId}`)
    const section = member.getByRole('region', { name: 'Faturalar' })
    await reloadUntil(
      member,
      async () => {
        await section.waitFor()
        return (await section.getByText(invoiceNumber).count()) > 0
      },
      'the invoice on the order page',
    )
    await section.getByText('Satış faturası').waitFor()
    assert.equal(await section.getByText('Faturanız hazırlanıyor').count(), 0)
    await section.scrollIntoViewIfNeeded()
    await screenshot(member, `invoices-member-${name}`)
    await downloadPdf(member, section.getByRole('link', { name: `Satış faturası ${invoiceNumber}, PDF indir` }))

    assert.deepEqual(admin.jsErrors, [])
    assert.deepEqual(member.jsErrors, [])
    await admin.context().close()
    await member.context().close()
  })
}
