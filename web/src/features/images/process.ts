import { tr } from '@/i18n'
import type { Area } from './crop'
import { fitSize, type outputBox } from './kinds'

/** An error whose message is one of the product's Turkish texts. */
export class ImageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ImageError'
  }
}

/** Loads an image element from a URL (an object URL of the chosen file). */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image()
    img.onload = () => resolve(img)
    img.onerror = () => reject(new ImageError(tr.images.loadFailed))
    img.src = src
  })
}

function canvasBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality))
}

function canvas2d(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new ImageError(tr.images.cropNoCanvas)
  // JPEG has no transparency: paint white first.
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, width, height)
  ctx.imageSmoothingQuality = 'high'
  return [canvas, ctx]
}

/** Crops the selection (natural pixels) to a JPEG at quality 0.9, the cover's own output quality. */
export async function cropToBlob(img: HTMLImageElement, area: Area, quality = 0.9): Promise<Blob> {
  if (!img.naturalWidth || !img.naturalHeight) throw new ImageError(tr.images.cropMissing)
  const [canvas, ctx] = canvas2d(area.width, area.height)
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, area.width, area.height)
  const blob = await canvasBlob(canvas, quality)
  if (!blob) throw new ImageError(tr.images.cropFailed)
  return blob
}

export interface Resized {
  blob: Blob
  width: number
  height: number
  /** True when the browser re-encoded the file. */
  changed: boolean
}

/**
 * Resizes to the kind's box as JPEG before upload (less to send; the server
 * re-encodes again and is the one that enforces the rules). Keeps the
 * original when there is no box or re-encoding would not make it smaller.
 */
export async function resizeForUpload(file: Blob, box: ReturnType<typeof outputBox>): Promise<Resized> {
  const url = URL.createObjectURL(file)
  try {
    const img = await loadImage(url)
    const w = img.naturalWidth
    const h = img.naturalHeight
    if (!box) return { blob: file, width: w, height: h, changed: false }
    const size = fitSize(w, h, box.width, box.height)
    const [canvas, ctx] = canvas2d(size.width, size.height)
    ctx.drawImage(img, 0, 0, size.width, size.height)
    const blob = await canvasBlob(canvas, box.quality)
    if (!blob) throw new ImageError(tr.images.processFailed)
    const fits = size.width === w && size.height === h
    if (fits && blob.size >= file.size) return { blob: file, width: w, height: h, changed: false }
    return { blob, ...size, changed: true }
  } finally {
    URL.revokeObjectURL(url)
  }
}
