import { afterEach, describe, expect, it, vi } from 'vitest'
import { tr } from '@/i18n'
import { ApiError } from '@/lib/api-client'
import { uploadImage } from './api/upload-image'
import { bigEnough, defaultCrop, formatScale, hasSelection, toDisplayed, toNatural } from './crop'
import { imageRules } from '@/test/image-rules'
import {
  checkFile,
  createThrottle,
  fitSize,
  formatsLabel,
  kindRulesOf,
  outputBox,
  savedPercent,
  type ImageKind,
} from './kinds'
import { FakeXHR, installFakeXHR } from './test-xhr'

afterEach(() => vi.unstubAllGlobals())

/** A kind's rules as the server gives them. */
const rules = (kind: ImageKind) => kindRulesOf(imageRules, kind)!

describe('crop geometry', () => {
  it('defaults to 80% of the smaller side, centred, at 3:4', () => {
    expect(defaultCrop(1000, 1000, 3 / 4)).toEqual({ x: 200, y: 100, width: 600, height: 800 })
    expect(defaultCrop(1200, 800, 3 / 4)).toEqual({ x: 360, y: 80, width: 480, height: 640 })
    expect(defaultCrop(600, 800, 3 / 4)).toEqual({ x: 120, y: 160, width: 360, height: 480 })
  })
  it('is a centred square without an aspect', () => {
    expect(defaultCrop(1000, 500, null)).toEqual({ x: 300, y: 50, width: 400, height: 400 })
  })
  it('converts between displayed and natural pixels', () => {
    const natural = { x: 100, y: 50, width: 600, height: 800 }
    expect(toNatural(toDisplayed(natural, 0.5), 0.5)).toEqual(natural)
    expect(formatScale(300, 1200)).toBe('0.25x')
  })
  it('needs at least 200x200 and a non-empty selection', () => {
    expect(bigEnough(200, 200, 200)).toBe(true)
    expect(bigEnough(199, 400, 200)).toBe(false)
    expect(hasSelection({ x: 0, y: 0, width: 0, height: 10 })).toBe(false)
    expect(hasSelection(undefined)).toBe(false)
  })
})

describe('kind rules', () => {
  it('checks type and size per kind', () => {
    expect(checkFile({ name: 'a.png', type: 'image/png', size: 100 }, rules('book-cover'))).toBeNull()
    expect(checkFile({ name: 'a.gif', type: 'image/gif', size: 100 }, rules('book-cover'))).toBe('type')
    expect(checkFile({ name: 'a.html', type: 'text/html', size: 100 }, rules('profile'))).toBe('type')
    expect(checkFile({ name: 'a.svg', type: 'image/svg+xml', size: 100 }, rules('profile'))).toBe('type')
    expect(checkFile({ name: 'a.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 }, rules('profile'))).toBe('size')
    expect(checkFile({ name: 'a.jpg', type: 'image/jpeg', size: 8 * 1024 * 1024 }, rules('book-cover'))).toBeNull()
  })
  it('reads extensions, formats and the crop from the server', () => {
    expect(checkFile({ name: 'A.WEBP', type: '', size: 1 }, rules('profile'))).toBeNull()
    expect(checkFile({ name: 'a.webp', type: '', size: 1 }, rules('book-cover'))).toBe('type')
    expect(formatsLabel(rules('book-cover').formats)).toBe('JPG veya PNG')
    expect(formatsLabel(rules('general').formats)).toBe('JPG, PNG, GIF veya WEBP')
    expect(rules('book-cover').cropAspect).toBe(3 / 4)
    expect(rules('book-cover').minSide).toBe(200)
    expect(rules('event-image').cropAspect).toBeNull()
    // Another answer, other limits: nothing is copied.
    const bigger = {
      ...imageRules,
      kinds: imageRules.kinds.map((k) => ({ ...k, maxMB: 20, maxBytes: 20 * 1024 * 1024 })),
    }
    expect(
      checkFile({ name: 'a.jpg', type: 'image/jpeg', size: 10 * 1024 * 1024 }, kindRulesOf(bigger, 'profile')!),
    ).toBeNull()
  })

  it('resizes to the output box of each kind', () => {
    expect(outputBox(rules('book-cover'), 1)).toEqual({ width: 600, height: 800, quality: 0.9 })
    expect(outputBox(rules('profile'), 1)).toEqual({ width: 400, height: 400, quality: 0.85 })
    expect(outputBox(rules('event-image'), 1)).toEqual({ width: 1200, height: 800, quality: 0.85 })
    expect(outputBox(rules('general'), 2 * 1024 * 1024)).toBeNull()
    expect(outputBox(rules('general'), 3 * 1024 * 1024)).toEqual({ width: 800, height: 600, quality: 0.8 })
    expect(outputBox(rules('general'), 6 * 1024 * 1024)).toEqual({ width: 600, height: 400, quality: 0.7 })
    expect(fitSize(4032, 3024, 600, 800)).toEqual({ width: 600, height: 450 })
    expect(fitSize(300, 400, 600, 800)).toEqual({ width: 300, height: 400 })
    expect(savedPercent(1000, 250)).toBe(75)
    expect(savedPercent(1000, 1200)).toBe(0)
  })
  it('throttles file selection to one per 3000 ms', () => {
    let now = 0
    const allow = createThrottle(3000, () => now)
    expect(allow()).toBe(true)
    now = 2999
    expect(allow()).toBe(false)
    now = 3000
    expect(allow()).toBe(true)
  })
})

describe('uploadImage', () => {
  const input = { file: new Blob(['x'], { type: 'image/jpeg' }), filename: 'a.jpg', imageType: 'profile' as const }

  it('sends the kind before the file and reports progress', async () => {
    installFakeXHR()
    const progress: number[] = []
    const done = uploadImage({ ...input, onProgress: (n) => progress.push(n) })
    const xhr = FakeXHR.last!
    expect(xhr.url).toBe('/api/images?imageType=profile')
    expect([...(xhr.body as FormData).keys()]).toEqual(['imageType', 'file'])
    xhr.progress(50, 100)
    xhr.respond(201, { success: true, imageUrl: '/media/images/x.jpg', pending: true, message: tr.images.pending })
    await expect(done).resolves.toMatchObject({ imageUrl: '/media/images/x.jpg', pending: true })
    expect(progress).toEqual([50, 100])
  })
  it('gives the server problem as an ApiError', async () => {
    installFakeXHR()
    const done = uploadImage(input)
    FakeXHR.last!.respond(422, { status: 422, code: 'invalid', message: tr.images.onlyImages })
    await expect(done).rejects.toBeInstanceOf(ApiError)
    await expect(done).rejects.toThrow(tr.images.onlyImages)
  })
  it.each([
    ['a network failure', (x: FakeXHR) => x.fail(), tr.images.networkError],
    [
      'a lost session',
      (x: FakeXHR) =>
        x.respond(401, {
          status: 401,
          code: 'unauthorized',
          message: 'Kullanıcı oturumu bulunamadı. Lütfen giriş yapın.',
        }),
      tr.images.sessionError,
    ],
    [
      'a non-problem error',
      (x: FakeXHR) => x.respond(502, 'Bad Gateway', 'Bad Gateway'),
      'Upload failed: 502 Bad Gateway',
    ],
    ['no URL', (x: FakeXHR) => x.respond(201, { success: true }), 'No image URL returned'],
    [
      'a base64 result',
      (x: FakeXHR) => x.respond(201, { success: true, imageUrl: 'data:image/png;base64,AAAA' }),
      tr.images.dataUrlRejected,
    ],
  ])('rejects %s', async (_, act, message) => {
    installFakeXHR()
    const done = uploadImage(input)
    act(FakeXHR.last!)
    await expect(done).rejects.toThrow(message)
  })
})
