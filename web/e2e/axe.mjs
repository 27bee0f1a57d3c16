// axe-core in the browser test: the WCAG 2.2 AA rules, run on a loaded page,
// reporting only serious and critical findings. Shared by the route-by-route
// audit (accessibility.test.mjs) and the tests that reach a page only after
// making its record (a royalty statement).
import assert from 'node:assert/strict'
import axe from 'axe-core'

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Runs axe on the page as it is; returns the serious and critical findings. */
export async function axeFindings(page, label, widthName) {
  // Skeletons are gone once the page's data is in.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .animate-pulse'), null, {
    timeout: 10_000,
  })
  // A toast sliding in or out is half transparent: axe would measure its
  // colours blended with the page. Audit toasts once they stand still.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-sonner-toast]')].every((t) =>
        t.getAnimations({ subtree: true }).every((a) => a.playState !== 'running'),
      ),
    null,
    { timeout: 10_000 },
  )
  await page.evaluate(axe.source)
  const result = await page.evaluate(
    (runTags) => window.axe.run(document, { runOnly: { type: 'tag', values: runTags }, resultTypes: ['violations'] }),
    tags,
  )
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      route: label,
      width: widthName,
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary.split('\n').slice(1, 2)}`),
    }))
}

export function axeReport(findings) {
  return findings
    .map((f) => `${f.route} [${f.width}] ${f.rule} (${f.impact}): ${f.help}\n    ${f.targets.join('\n    ')}`)
    .join('\n')
}

/** Fails the test on any serious or critical finding on the page as it is. */
export async function assertAccessible(page, label) {
  const width = page.viewportSize()?.width ?? 0
  const findings = await axeFindings(page, label, `${width}px`)
  assert.equal(findings.length, 0, `axe:\n${axeReport(findings)}`)
}
