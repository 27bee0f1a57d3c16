import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tr } from '@/i18n'
import { renderRoutes } from '@/app/render-routes'
import { json, stubApi } from '@/test/render'
import { adminUser as admin } from './admin-test-user'

afterEach(() => {
  vi.unstubAllGlobals()
})

const status = (backend: 'disk' | 's3') => ({
  backend,
  endpoint: backend === 's3' ? 'minio:9000' : '',
  bucket: backend === 's3' ? 'images' : 'data/media',
  useSsl: false,
  connected: true,
  message: 'ok',
  checkedAt: '2026-11-22T11:00:00Z',
})

async function runTest(test: () => Response | Promise<Response>, backend: 'disk' | 's3' = 'disk') {
  stubApi({
    '/api/auth/me': () => json(200, { user: admin }),
    '/api/admin/storage': () => json(200, status(backend)),
    '/api/admin/storage/test': test,
  })
  renderRoutes('/admin/ayarlar')
  await userEvent.click(await screen.findByRole('button', { name: tr.images.storageTest }))
}

describe('storage test toast', () => {
  it('names the local disk instead of Minio', async () => {
    await runTest(() => json(200, { success: true, message: 'ok', backend: 'disk' }))
    expect(await screen.findByText('Depolama bağlantısı başarılı (yerel disk)')).toBeInTheDocument()
    expect(screen.queryByText('Minio bağlantısı başarılı!')).not.toBeInTheDocument()
  })

  it("keeps the product's Minio text for S3", async () => {
    await runTest(() => json(200, { success: true, message: 'ok', backend: 's3' }), 's3')
    expect(await screen.findByText('Minio bağlantısı başarılı!')).toBeInTheDocument()
  })

  it('a test failing at the network level shows the connection-test error toast', async () => {
    await runTest(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await screen.findByText('Bağlantı testi sırasında hata oluştu')).toBeInTheDocument()
  })
})
