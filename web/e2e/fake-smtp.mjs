// A stand-in SMTP server for the browser tests (scripts/e2e.sh starts it and
// points the shop's BOOKSTORE_SMTP_URL at it): it speaks plain SMTP (EHLO,
// MAIL, RCPT, DATA, RSET, NOOP, QUIT; no STARTTLS, no AUTH), keeps every
// message, and lists them as JSON over HTTP (GET /messages) so a test can
// read what a person would read in their mailbox — the reset link exists
// nowhere else: the shop's outbox holds it redacted.
// Usage: node web/e2e/fake-smtp.mjs <smtp port> <http port>
import { createServer as createTCPServer } from 'node:net'
import { createServer as createHTTPServer } from 'node:http'

const messages = []

// decodeQP undoes quoted-printable (soft breaks and =XX bytes) as UTF-8.
function decodeQP(s) {
  const bytes = []
  const flat = s.replace(/=\r?\n/g, '')
  for (let i = 0; i < flat.length; i++) {
    if (flat[i] === '=' && /^[0-9A-F]{2}$/i.test(flat.slice(i + 1, i + 3))) {
      bytes.push(parseInt(flat.slice(i + 1, i + 3), 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(flat[i], 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

const smtp = createTCPServer((sock) => {
  let buf = ''
  let inData = false
  let data = []
  let env = { from: '', to: [] }
  const say = (line) => sock.write(line + '\r\n')
  say('220 fake-smtp ESMTP')
  sock.on('data', (chunk) => {
    buf += chunk.toString('latin1')
    let i
    while ((i = buf.indexOf('\r\n')) >= 0) {
      const line = buf.slice(0, i)
      buf = buf.slice(i + 2)
      if (inData) {
        if (line === '.') {
          inData = false
          const raw = Buffer.from(data.join('\r\n'), 'latin1').toString('utf8')
          messages.push({ from: env.from, to: env.to, text: decodeQP(raw) })
          env = { from: '', to: [] }
          say('250 OK: queued')
        } else {
          data.push(line.startsWith('..') ? line.slice(1) : line)
        }
        continue
      }
      const verb = line.slice(0, 4).toUpperCase()
      if (verb === 'EHLO' || verb === 'HELO') say('250 fake-smtp')
      else if (verb === 'MAIL') {
        env.from = line.replace(/^MAIL FROM:\s*<?([^>]*)>?.*$/i, '$1')
        say('250 OK')
      } else if (verb === 'RCPT') {
        env.to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1'))
        say('250 OK')
      } else if (verb === 'DATA') {
        inData = true
        data = []
        say('354 End data with <CR><LF>.<CR><LF>')
      } else if (verb === 'RSET') {
        env = { from: '', to: [] }
        say('250 OK')
      } else if (verb === 'NOOP') say('250 OK')
      else if (verb === 'QUIT') {
        say('221 Bye')
        sock.end()
      } else say('502 Command not implemented')
    }
  })
  sock.on('error', () => {})
})

const http = createHTTPServer((req, res) => {
  if (req.url === '/messages') {
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(messages))
    return
  }
  res.writeHead(404).end()
})

smtp.listen(Number(process.argv[2]), '127.0.0.1')
http.listen(Number(process.argv[3]), '127.0.0.1')
