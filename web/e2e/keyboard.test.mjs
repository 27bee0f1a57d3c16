// The main flows by keyboard alone: the skip link, the user menu (Enter and
// Escape), a dialog that keeps focus inside and gives it back, focus that
// never lands under the sticky header; and the panels' sign-in toasts,
// which must survive the full page load into the panel.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import axe from 'axe-core'
import { launch, newPage, screenshot, expectToast, demoPassword, registerMember } from './helpers.mjs'

let browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement
    return { tag: el?.tagName, id: el?.id, text: el?.textContent?.trim() ?? '', label: el?.getAttribute('aria-label') }
  })

test('the skip link is the first Tab and moves focus to the content; focus stays clear of the sticky header', async () => {
  const page = await newPage(browser)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/kitaplar')
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'İçeriğe geç' })
  assert.equal(await skip.evaluate((el) => el === document.activeElement), true)
  // Shown while focused, over the header.
  const box = await skip.boundingBox()
  assert.ok(box && box.width >= 24 && box.height >= 24, `skip link box ${JSON.stringify(box)}`)
  await screenshot(page, 'keyboard-skip-link-phone')
  await page.keyboard.press('Enter')
  assert.equal((await focused(page)).tag, 'MAIN')
  // The next Tab is inside the content, past the header's controls.
  await page.keyboard.press('Tab')
  assert.equal(await page.evaluate(() => !!document.activeElement?.closest('main')), true)

  // A control focused from further down the page scrolls in below the
  // sticky header (scroll-padding-top), not under it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForFunction(() => window.scrollY > 200)
  const card = page.locator('main article a').first()
  await card.focus()
  // Smooth scrolling takes longer on a busy machine: wait until the link is
  // in the window and the page has stopped moving (the same scroll position
  // 150 ms apart), then measure where it came to rest.
  await card.evaluate(
    (el) =>
      new Promise((resolve) => {
        const settled = () => {
          const y = window.scrollY
          const r = el.getBoundingClientRect()
          setTimeout(() => {
            if (r.top >= 0 && r.bottom <= window.innerHeight && window.scrollY === y) resolve()
            else settled()
          }, 150)
        }
        settled()
      }),
  )
  const headerBottom = await page
    .locator('body > div header')
    .first()
    .evaluate((h) => h.getBoundingClientRect().bottom)
  const top = await card.evaluate((el) => el.getBoundingClientRect().top)
  assert.ok(top >= headerBottom, `focused link at ${top}px is under the header (bottom ${headerBottom}px)`)
  await page.context().close()
})

test('the user menu opens with Enter, closes with Escape and gives focus back', async () => {
  const page = await newPage(browser)
  await registerMember(page)
  const menuButton = page.getByRole('button', { name: /Kullanıcı menüsü/ })
  await menuButton.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await menu.waitFor()
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'menuitem')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Escape')
  await menu.waitFor({ state: 'hidden' })
  assert.equal(await menuButton.evaluate((el) => el === document.activeElement), true)
  // Enter on an item follows it.
  await page.keyboard.press('Enter')
  await menu.waitFor()
  await page.keyboard.press('Enter')
  await page.waitForURL((u) => u.pathname === '/profil')
  await page.context().close()
})

test('admin sign-in: the toast shows after the panel loads; a dialog by keyboard keeps and returns focus', async () => {
  const page = await newPage(browser)
  await page.goto('/admin-giris')
  await page.getByLabel('E-posta').fill('admin@kitapevi.test')
  await page.getByLabel('Şifre').fill(demoPassword)
  await page.getByLabel('Şifre').press('Enter')
  await page.waitForURL((u) => u.pathname === '/admin')
  await expectToast(page, 'Admin girişi başarılı!')
  await screenshot(page, 'keyboard-admin-toast')
  // Once only: a reload shows no second toast.
  await page.reload()
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page.waitForTimeout(500)
  assert.equal(await page.locator('[data-sonner-toast]', { hasText: 'Admin girişi başarılı!' }).count(), 0)

  await page.goto('/admin/yazarlar')
  const opener = page.getByRole('button', { name: 'Yeni Yazar', exact: true })
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Yeni Yazar Ekle' })
  await dialog.waitFor()
  await dialog.locator('.ql-toolbar').waitFor()
  // Focus moved into the dialog and Tab (forwards and back) never leaves it.
  assert.equal(await dialog.evaluate((d) => d.contains(document.activeElement)), true)
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab')
    assert.equal(await dialog.evaluate((d) => d.contains(document.activeElement)), true, `Tab ${i + 1} left the dialog`)
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab')
    assert.equal(await dialog.evaluate((d) => d.contains(document.activeElement)), true, 'Shift+Tab left the dialog')
  }
  // The dialog with the rich-text editor passes axe as well.
  await page.evaluate(axe.source)
  const result = await page.evaluate(() =>
    window.axe.run('[role="dialog"]', {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    }),
  )
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  assert.deepEqual(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
  )
  await screenshot(page, 'keyboard-admin-dialog')
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  assert.equal(await opener.evaluate((el) => el === document.activeElement), true, 'focus returns to the opener')
  assert.deepEqual(page.jsErrors, [])
  await page.context().close()
})

test('author sign-in: the toast shows after the panel loads', async () => {
  const page = await newPage(browser)
  await page.goto('/yazar-giris')
  const form = page.locator('form').first()
  await form.getByLabel('E-posta').fill('yazar@kitapevi.test')
  await form.getByLabel('Şifre').fill(demoPassword)
  await form.getByRole('button', { name: 'Giriş Yap' }).click()
  await page.waitForURL((u) => u.pathname === '/yazar')
  await expectToast(page, 'Yazar girişi başarılı!')
  await screenshot(page, 'keyboard-author-toast')
  await page.context().close()
})
