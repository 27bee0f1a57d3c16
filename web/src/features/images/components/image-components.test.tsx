import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fmt, tr } from '@/i18n'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { stubApi } from '@/test/render'
import { FakeXHR, installFakeXHR } from '../test-xhr'
import { CropDialog } from './crop-dialog'
import { ImageUpload } from './image-upload'

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }))
vi.mock('@/lib/notify', () => ({ notify, SUCCESS_MS: 3000, ERROR_MS: 4000 }))

const resize = vi.hoisted(() => vi.fn())
vi.mock('../process', async (orig) => ({ ...(await orig<typeof import('../process')>()), resizeForUpload: resize }))

beforeEach(() => {
  notify.success.mockReset()
  notify.error.mockReset()
  resize.mockReset()
  URL.createObjectURL = vi.fn(() => 'blob:local')
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

/** Fires the image's load event with the given natural size. */
function loadImage(img: HTMLElement, width: number, height: number) {
  Object.defineProperty(img, 'naturalWidth', { value: width, configurable: true })
  Object.defineProperty(img, 'naturalHeight', { value: height, configurable: true })
  fireEvent.load(img)
}

function renderDialog(onApply = vi.fn(), onCancel = vi.fn()) {
  render(<CropDialog src="blob:cover" aspect={3 / 4} minSide={200} onApply={onApply} onCancel={onCancel} />)
  return { onApply, onCancel, img: screen.getByRole('img', { name: tr.images.cropTitle }) }
}

const applyButton = () => screen.getByRole('button', { name: tr.images.cropApply })

/** A canvas whose toBlob answers as given (jsdom has no canvas). */
function fakeCanvas(toBlob: (cb: BlobCallback) => void) {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    fillRect: vi.fn(),
    drawImage: vi.fn(),
    fillStyle: '',
    imageSmoothingQuality: 'low',
  } as unknown as CanvasRenderingContext2D)
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (cb: BlobCallback) {
    toBlob(cb)
  })
}

describe('CropDialog', () => {
  it('shows the title, subtitle and the default 80% 3:4 crop with sizes and scale', () => {
    const { img } = renderDialog()
    expect(screen.getByRole('dialog', { name: tr.images.cropTitle })).toHaveAccessibleDescription(
      tr.images.cropSubtitle,
    )
    expect(applyButton()).toBeDisabled() // nothing selected before the image loads
    loadImage(img, 1200, 1600)
    expect(screen.getByTestId('crop-original')).toHaveTextContent(fmt(tr.images.cropOriginal, { w: 1200, h: 1600 }))
    expect(screen.getByTestId('crop-selected')).toHaveTextContent(fmt(tr.images.cropSelected, { w: 720, h: 960 }))
    expect(screen.getByTestId('crop-scale')).toHaveTextContent(fmt(tr.images.cropScale, { n: '1.00x' }))
    expect(applyButton()).toBeEnabled()
    expect(screen.getByRole('button', { name: tr.images.cropReset })).toBeEnabled()
  })

  it('refuses an image under 200x200 with the minimum message and no apply', () => {
    const { img } = renderDialog()
    loadImage(img, 150, 400)
    expect(screen.getByRole('alert')).toHaveTextContent('Resim en az 200x200 piksel olmalıdır')
    expect(applyButton()).toBeDisabled()
  })

  it('says when the canvas cannot be had', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
    const { img, onApply } = renderDialog()
    loadImage(img, 800, 800)
    await userEvent.click(applyButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(tr.images.cropNoCanvas)
    expect(onApply).not.toHaveBeenCalled()
  })

  it('says when the crop produced nothing', async () => {
    fakeCanvas((cb) => cb(null))
    const { img } = renderDialog()
    loadImage(img, 800, 800)
    await userEvent.click(applyButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(tr.images.cropFailed)
  })

  it("shows 'İşleniyor...' while working, then hands over the JPEG", async () => {
    let finish: BlobCallback = () => {}
    fakeCanvas((cb) => (finish = cb))
    const { img, onApply } = renderDialog()
    loadImage(img, 800, 800)
    await userEvent.click(applyButton())
    const working = screen.getByRole('button', { name: tr.images.cropWorking })
    expect(working).toBeDisabled()
    const jpeg = new Blob(['x'], { type: 'image/jpeg' })
    await act(async () => finish(jpeg))
    expect(onApply).toHaveBeenCalledWith(jpeg)
    expect(HTMLCanvasElement.prototype.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.9)
  })

  it('cancels with İptal and with Escape', async () => {
    const { onCancel } = renderDialog()
    await userEvent.click(screen.getByRole('button', { name: tr.images.cropCancel }))
    await userEvent.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(2)
  })
})

function pick(kind: string, file: File) {
  const input = screen.getByTestId(`image-input-${kind}`)
  return userEvent.upload(input, file, { applyAccept: false })
}

/** Renders an upload widget with the server's rules answered by the stubbed API. */
async function renderUpload(ui: ReactElement) {
  stubApi({})
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>)
  await screen.findByText(/Maksimum/)
}

describe('ImageUpload', () => {
  it('shows the drop hint, the limit, the 3:4 hint and the approval note', async () => {
    await renderUpload(<ImageUpload kind="book-cover" requiresApproval />)
    expect(screen.getByText(tr.images.dropHint)).toBeInTheDocument()
    expect(screen.getByText(/Maksimum 8MB/)).toBeInTheDocument()
    expect(screen.getByText(tr.images.coverRatioHint)).toBeInTheDocument()
    expect(screen.getByText('* Admin onayı gerekir')).toBeInTheDocument()
  })

  it('refuses a non-image and a file over the limit with the product texts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await renderUpload(<ImageUpload kind="profile" />)
    await pick('profile', new File(['<html>'], 'a.html', { type: 'text/html' }))
    expect(notify.error).toHaveBeenLastCalledWith('Sadece resim dosyaları yüklenebilir')
    vi.advanceTimersByTime(3000)
    await pick('profile', new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }))
    expect(notify.error).toHaveBeenLastCalledWith("Dosya boyutu 5MB'dan küçük olmalıdır")
  })

  it('ignores a second selection within 3000 ms', async () => {
    await renderUpload(<ImageUpload kind="profile" />)
    await pick('profile', new File(['<html>'], 'a.html', { type: 'text/html' }))
    await pick('profile', new File(['<html>'], 'b.html', { type: 'text/html' }))
    expect(notify.error).toHaveBeenCalledTimes(1)
  })

  it('opens the crop dialog for a cover', async () => {
    await renderUpload(<ImageUpload kind="book-cover" />)
    await pick('book-cover', new File(['x'], 'kapak.png', { type: 'image/png' }))
    expect(screen.getByRole('dialog', { name: tr.images.cropTitle })).toBeInTheDocument()
  })

  it('crops a round avatar to a circle and uploads the square', async () => {
    installFakeXHR()
    resize.mockImplementation(async (blob: Blob) => ({ blob, width: 480, height: 480, changed: false }))
    const square = new Blob([new Uint8Array(64)], { type: 'image/jpeg' })
    fakeCanvas((cb) => cb(square))
    await renderUpload(<ImageUpload kind="profile" round />)
    await pick('profile', new File([new Uint8Array(1000)], 'me.png', { type: 'image/png' }))
    const dialog = screen.getByRole('dialog', { name: tr.images.cropTitle })
    expect(dialog).toHaveTextContent(tr.images.cropSubtitleAvatar)
    loadImage(screen.getByRole('img', { name: tr.images.cropTitle }), 800, 600)
    expect(dialog.querySelector('.ReactCrop--circular-crop')).not.toBeNull()
    await userEvent.click(applyButton())
    await waitFor(() => expect(FakeXHR.last).not.toBeNull())
    const ctx = vi.mocked(HTMLCanvasElement.prototype.getContext).mock.results[0]!.value as {
      drawImage: ReturnType<typeof vi.fn>
    }
    const [, , , w, h] = ctx.drawImage.mock.calls[0] as number[]
    expect(w).toBe(h)
    expect(w).toBeGreaterThan(0)
    const sent = (FakeXHR.last!.body as FormData).get('file') as File
    expect(sent.name).toBe('profil.jpg')
    expect(sent.size).toBe(square.size)
  })

  it('resizes, shows progress, uploads and reports the pending state', async () => {
    installFakeXHR()
    resize.mockResolvedValue({
      blob: new Blob([new Uint8Array(250)], { type: 'image/jpeg' }),
      width: 400,
      height: 300,
      changed: true,
    })
    const onUploaded = vi.fn()
    await renderUpload(<ImageUpload kind="profile" requiresApproval onUploaded={onUploaded} />)
    await pick('profile', new File([new Uint8Array(1000)], 'me.png', { type: 'image/png' }))
    await waitFor(() => expect(FakeXHR.last).not.toBeNull())
    expect(notify.success).toHaveBeenCalledWith('Resim optimize edildi (75% küçültüldü)')
    const xhr = FakeXHR.last!
    expect((xhr.body as FormData).get('imageType')).toBe('profile')
    expect(((xhr.body as FormData).get('file') as File).name).toBe('me.jpg')
    act(() => xhr.progress(40, 100))
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40')
    act(() =>
      xhr.respond(201, {
        success: true,
        imageUrl: '/media/images/a.jpg',
        thumbnailUrl: '/media/images/a-sm.jpg',
        pending: true,
        message: '',
      }),
    )
    await waitFor(() => expect(onUploaded).toHaveBeenCalled())
    expect(notify.success).toHaveBeenLastCalledWith('Resim yüklendi. Admin onayı bekleniyor.')
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(screen.getByText(tr.images.pendingBadge)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: tr.images.replace })).toBeInTheDocument()
  })

  it('shows the server message when the upload is refused and restores the preview', async () => {
    installFakeXHR()
    resize.mockImplementation(async (blob: Blob) => ({ blob, width: 10, height: 10, changed: false }))
    await renderUpload(<ImageUpload kind="profile" value="/media/images/old.jpg" onRemove={() => {}} />)
    expect(screen.getByRole('img', { name: tr.images.preview })).toHaveAttribute('src', '/media/images/old.jpg')
    await pick('profile', new File(['x'], 'a.png', { type: 'image/png' }))
    await waitFor(() => expect(FakeXHR.last).not.toBeNull())
    act(() => FakeXHR.last!.respond(422, { status: 422, code: 'invalid', message: 'Resim işlenemedi' }))
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Resim işlenemedi'))
    expect(screen.getByRole('img', { name: tr.images.preview })).toHaveAttribute('src', '/media/images/old.jpg')
    await userEvent.click(screen.getByRole('button', { name: tr.images.remove }))
    expect(screen.getByText(tr.images.dropHint)).toBeInTheDocument()
  })
})
