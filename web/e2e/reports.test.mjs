// The publisher's sales reports in the browser: a member buys a
// book through iyzico's hosted form; the admin opens Raporlar from the
// sidebar, sees the sale in the totals, the drawn chart and the top books,
// changes the range and the grouping, and downloads the accountant's CSV
// (BOM, semicolons, the order's row). Phone and desktop screenshots.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import {
  launch,
  newPage,
  screenshot,
  expectToast,
  adminPage,
  registerMember,
  uniqueEmail,
  phone,
  desktop,
} from './helpers.mjs'
import { saveAddress, placeOrder, openHostedForm, payOnIyzico, expectPaid } from './checkout-steps.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

/**
 * A member buys the dearest book in stock on /kitaplar; returns the order id
 * and the title. The dearest one so that its revenue ranks it among the top
 * books whatever the other browser tests sold on the same shop before.
 */
async function buyOne() {
  const page = await newPage(browser)
  await registerMember(page, { name: 'Rapor Okuru', email: uniqueEmail('rapor') })
  await saveAddress(page)
  await page.goto('/kitaplar?sirala=fiyat-azalan')
  const card = page
    .locator('article')
    .filter({ has: page.getByRole('button', { name: 'Sepete Ekle', disabled: false }) })
    .first()
  await card.waitFor()
  const title = (await card.getByRole('heading').first().innerText()).trim()
  await card.getByRole('button', { name: 'Sepete Ekle' }).click()
  await expectToast(page, `${title} sepete eklendi!`)
  const orderId = await placeOrder(page, title)
  await payOnIyzico(await openHostedForm(page))
  await expectPaid(page, orderId)
  await page.context().close()
  return { orderId, title }
}

/** True when the canvas has painted pixels (Chart.js drew the bars or lines). */
async function chartDrawn(page, caption) {
  const figure = page.locator('figure', { has: page.getByText(caption, { exact: true }) })
  await figure.locator('canvas').waitFor()
  return figure.locator('canvas').evaluate((c) => {
    const { data } = c.getContext('2d').getImageData(0, 0, c.width, c.height)
    let painted = 0
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted++
    return painted > 500
  })
}

test('reports: the admin sees a sale, changes range and grouping, and downloads the orders CSV', async () => {
  const { orderId, title } = await buyOne()
  const number = orderId.slice(0, 8)

  const page = await adminPage(browser, desktop)
  await page.getByRole('link', { name: 'Raporlar' }).first().click()
  await page.waitForURL((u) => u.pathname === '/admin/raporlar')
  await page.getByRole('heading', { level: 1, name: 'Raporlar' }).waitFor()
  const orders = page.locator('dl div', { has: page.locator('dt', { hasText: /^Sipariş$/ }) }).locator('dd')
  await orders.waitFor()
  assert.ok(Number((await orders.innerText()).replace(/\D/g, '')) >= 1, 'the paid order is counted')
  assert.ok(await chartDrawn(page, 'Dönemlere göre ciro'), 'the revenue chart is drawn')
  await page.getByRole('table', { name: 'En çok satan kitaplar' }).getByRole('rowheader', { name: title }).waitFor()
  await screenshot(page, 'reports-desktop')

  // Another range and grouping: this month by week; the line chart.
  await page.getByRole('group', { name: 'Hazır aralıklar' }).getByRole('button', { name: 'Bu ay' }).click()
  await page.getByRole('group', { name: 'Gruplama' }).getByRole('button', { name: 'Hafta' }).click()
  await page.getByRole('group', { name: 'Grafik' }).getByRole('button', { name: 'Çizgi' }).click()
  await page.waitForURL((u) => u.searchParams.get('group') === 'week' && u.searchParams.get('grafik') === 'cizgi')
  const revenueTable = page.getByRole('table', { name: 'Dönemlere göre ciro' })
  await revenueTable
    .getByRole('rowheader', { name: /haftası$/ })
    .first()
    .waitFor()
  assert.ok(await chartDrawn(page, 'Dönemlere göre ciro'), 'the line chart is drawn')
  await screenshot(page, 'reports-week-desktop')

  // The accountant's CSV: BOM, semicolons, the order's line.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Siparişleri satırlarıyla indir (CSV)' }).click(),
  ])
  assert.match(download.suggestedFilename(), /^kitapevi-siparisler-\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile(await download.path(), 'utf8')
  assert.ok(csv.startsWith('\uFEFFSipariş No;Tarih;Saat;Durum;Alıcı;Kitap;Adet;'), csv.slice(0, 80))
  const row = csv.split('\r\n').find((l) => l.startsWith(number + ';'))
  assert.ok(row, `no row of ${number} in ${csv}`)
  assert.match(row, /^\w{8};\d{2}\.\d{2}\.\d{4};\d{2}:\d{2};Onaylandı;Rapor Okuru;/)
  assert.ok(row.includes(`;${title};1;`), row)
  assert.match(row, /;\d+,\d{2};\d+,\d{2};0,00$/) // money with a decimal comma; nothing refunded
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()
})

test('reports on a phone: the chart above its table, nothing wider than the screen', async () => {
  const page = await adminPage(browser, phone)
  await page.goto('/admin/raporlar?group=day')
  await page.getByRole('heading', { level: 1, name: 'Raporlar' }).waitFor()
  assert.ok(await chartDrawn(page, 'Dönemlere göre ciro'), 'the chart is drawn on a phone')
  const figure = page.locator('figure', { has: page.getByText('Dönemlere göre ciro', { exact: true }) })
  const canvasBox = await figure.locator('canvas').boundingBox()
  const tableBox = await figure.getByRole('table').boundingBox()
  assert.ok(canvasBox && tableBox && canvasBox.y + canvasBox.height <= tableBox.y + 1, 'the chart is above its table')
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  assert.ok(width <= phone.width, `page is ${width}px wide`)
  await screenshot(page, 'reports-phone')
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()
})
