// A stand-in for Google Books and Open Library in the browser tests
// (scripts/e2e.sh starts it and points BOOKSTORE_GOOGLE_BOOKS_URL and
// BOOKSTORE_OPENLIBRARY_URL at it). It knows one ISBN; every other number
// is "not found". Usage: node web/e2e/fake-books.mjs <port>
import { createServer } from 'node:http'

export const KNOWN_ISBN = '9786051234564'

const volume = {
  totalItems: 1,
  items: [
    {
      volumeInfo: {
        title: 'Sisli Sokaklar',
        authors: ['Selim Karasulu'],
        categories: ['Polisiye'],
        pageCount: 312,
        publishedDate: '2024-09-17',
        description: 'Karaköy rıhtımında bulunan bir ceset ve kaybolan bir defter.',
        industryIdentifiers: [
          { type: 'ISBN_13', identifier: KNOWN_ISBN },
          { type: 'ISBN_10', identifier: '605123456X' },
        ],
      },
    },
  ],
}

const port = Number(process.argv[2] ?? 0)
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://fake')
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  if (url.pathname.endsWith('/volumes')) {
    const q = url.searchParams.get('q') ?? ''
    res.end(JSON.stringify(q.replace(/^isbn:/, '') === KNOWN_ISBN ? volume : { totalItems: 0 }))
    return
  }
  if (url.pathname.endsWith('/api/books')) {
    res.end('{}')
    return
  }
  res.statusCode = 404
  res.end('{}')
})
server.listen(port, '127.0.0.1', () => {
  process.stdout.write(`fake books on ${server.address().port}\n`)
})
for (const sig of ['SIGTERM', 'SIGINT']) process.on(sig, () => server.close(() => process.exit(0)))
