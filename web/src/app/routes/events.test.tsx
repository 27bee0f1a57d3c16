import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tr } from '@/i18n'
import { renderRoutes } from '@/app/render-routes'
import { json, requestsTo, stubApi } from '@/test/render'

const event = {
  id: 'e1',
  title: 'Signing Day',
  authorId: 'a1',
  authorName: 'Author One',
  date: '2026-05-20T11:30:00Z',
  location: 'Kadikoy',
  imageUrl: null,
  excerpt: 'Come along...',
  isUpcoming: true,
}

afterEach(() => vi.unstubAllGlobals())

describe('/etkinlikler', () => {
  it("defaults to 'Yaklaşan' and switches filters through ?zaman=", async () => {
    const mock = stubApi({
      '/api/events': (url) => {
        const when = url.searchParams.get('when')
        const items = when === 'past' ? [] : [{ ...event, isUpcoming: when !== 'past' }]
        return json(200, { items, total: items.length, page: 1, pageSize: 12 })
      },
    })
    const { router } = renderRoutes('/etkinlikler')
    expect(await screen.findByRole('heading', { name: 'Signing Day' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: tr.events.upcoming })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: tr.events.all })).toHaveAttribute('aria-pressed', 'false')
    expect(requestsTo(mock, '/api/events').at(-1)!.searchParams.get('when')).toBe('upcoming')
    // Istanbul time (UTC+3), Turkish date.
    expect(screen.getByText('20 Mayıs 2026, 14:30')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Signing Day' })).toHaveAttribute('src', '/placeholder-event.svg')

    await userEvent.click(screen.getByRole('button', { name: tr.events.past }))
    expect(router.state.location.search).toBe('?zaman=gecmis')
    expect(await screen.findByText(tr.events.empty)).toBeInTheDocument()
    expect(requestsTo(mock, '/api/events').at(-1)!.searchParams.get('when')).toBe('past')
    expect(screen.getByRole('button', { name: tr.events.past })).toHaveAttribute('aria-pressed', 'true')

    await userEvent.click(screen.getByRole('button', { name: tr.events.upcoming }))
    expect(router.state.location.search).toBe('')
  })

  it('shows the loading error toast', async () => {
    stubApi({ '/api/events': () => json(422, { status: 422, code: 'invalid', message: 'x' }) })
    renderRoutes('/etkinlikler?zaman=tumu')
    expect(await screen.findByText(tr.events.loadError)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByText(tr.events.empty)).toBeInTheDocument())
  })

  it("shows 'Etkinlik bulunamadı' for a missing event", async () => {
    stubApi({})
    renderRoutes('/etkinlik/nope')
    expect(await screen.findByRole('heading', { name: tr.events.notFound })).toBeInTheDocument()
  })
})
