import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tr } from '@/i18n'
import { renderRoutes } from '@/app/render-routes'
import { json, requestsTo, stubApi } from '@/test/render'
import { adminUser as admin } from './admin-test-user'

afterEach(() => {
  vi.unstubAllGlobals()
})

const item = {
  id: 'm1',
  kind: 'password-reset',
  to: 'okur@example.com',
  subject: 'Reset subject',
  status: 'logged',
  attempts: 1,
  lastError: '',
  createdAt: '2026-11-22T11:00:00Z',
  sentAt: '2026-11-22T11:00:02Z',
}

describe('AdminMailsPage', () => {
  it('lists the outbox from the server and shows a mail body', async () => {
    const mock = stubApi({
      '/api/auth/me': () => json(200, { user: admin }),
      '/api/admin/mails': () =>
        json(200, {
          items: [item, { ...item, id: 'm2', status: 'failed', lastError: '451 later' }],
          total: 42,
          page: 1,
          pageSize: 20,
        }),
      '/api/admin/mails/m1': () =>
        json(200, { ...item, toName: 'Okur', textBody: 'Body with /sifre-sifirla?token=abc' }),
    })
    renderRoutes('/admin/e-postalar')
    expect(await screen.findByRole('heading', { name: tr.adminMails.title, level: 1 })).toBeInTheDocument()
    const table = await screen.findByRole('table')
    expect(within(table).getAllByText('okur@example.com')).toHaveLength(2)
    expect(within(table).getByText(tr.adminMails.statusLogged)).toBeInTheDocument()
    expect(within(table).getByText(tr.adminMails.statusFailed)).toBeInTheDocument()
    expect(within(table).getAllByText(tr.adminMails.kindPasswordReset)).toHaveLength(2)
    expect(screen.getByRole('navigation', { name: tr.pagination.label })).toBeInTheDocument()
    expect(requestsTo(mock, '/api/admin/mails')[0]!.searchParams.get('pageSize')).toBe('20')

    await userEvent.click(within(table).getAllByRole('button', { name: tr.adminMails.show })[0]!)
    expect(await screen.findByTestId('mail-text-body')).toHaveTextContent('Body with /sifre-sifirla?token=abc')
    await userEvent.click(screen.getByRole('button', { name: tr.adminMails.close }))
    expect(screen.queryByTestId('mail-text-body')).not.toBeInTheDocument()
  })
})
