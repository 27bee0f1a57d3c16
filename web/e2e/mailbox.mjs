// The stand-in SMTP server's mailbox (web/e2e/fake-smtp.mjs): scripts/e2e.sh
// puts its address in E2E_MAILBOX_URL; every message the shop sent over
// SMTP is there, with its recipients and its decoded text.
import assert from 'node:assert/strict'

/**
 * Every mail to `email` whose text (headers and decoded body) matches,
 * once at least one has arrived; fails after `timeoutMs`.
 */
export async function mailsTo(email, match, { timeoutMs = 40_000 } = {}) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const messages = await (await fetch(process.env.E2E_MAILBOX_URL)).json()
    const found = messages.filter((m) => m.to.includes(email) && match.test(m.text))
    if (found.length > 0) return found
    if (Date.now() > deadline) assert.fail(`no mail matching ${match} to ${email}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}
