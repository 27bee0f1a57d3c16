// Steps of the tests that read an order's invoices: documents appear a
// moment after the change that makes them, and each has a PDF to download.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Reloads `page` until `ready` resolves true: the integrator accepts an
 * invoice a moment after it is sent, and a screen shows what it read when it
 * loaded. `ready` runs as soon as the reloaded page has loaded, before the
 * app has drawn its API answers: it must wait for the element it reads (a
 * bare count() is always 0 on a fast machine).
 */
export async function reloadUntil(page, ready, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await ready()) return
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await page.waitForTimeout(1000)
    await page.reload()
  }
}

/**
 * Downloads the file a link gives and checks it is a PDF; returns its
 * suggested name. `keepAs` keeps a copy beside the screenshots, to be read.
 */
export async function downloadPdf(page, link, keepAs) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  const bytes = await readFile(await download.path())
  assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-', `${download.suggestedFilename()} is not a PDF`)
  if (keepAs) {
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots')
    mkdirSync(dir, { recursive: true })
    await writeFile(path.join(dir, `${keepAs}.pdf`), bytes)
  }
  return download.suggestedFilename()
}
