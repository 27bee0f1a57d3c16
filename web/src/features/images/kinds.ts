import { tr } from '@/i18n'
import type { Schemas } from '@/lib/api-client'

export type ImageKind = NonNullable<Schemas['UploadForm']['imageType']>

/** GET /api/images/rules: the limits the server enforces (bookstore/images.go). */
export type ImageRules = Schemas['ImageRules']

/** One kind's rules as the upload widget uses them: the server's, never a copy. */
export interface KindRules {
  maxMB: number
  maxBytes: number
  /** Accepted content formats (jpeg, png, gif, webp). */
  formats: readonly string[]
  /** Accepted MIME types (the server decides from the content; this is the quick check). */
  types: readonly string[]
  /** Accepted file name extensions, for files the browser gives no type. */
  extensions: readonly string[]
  /** Smallest width and height the server accepts; 0 for none. */
  minSide: number
  /** What the server stores, by upload size, smallest band first. */
  outputs: readonly Schemas['ImageOutput'][]
  /**
   * Kinds with a minimum side (covers) are cropped first, to the shape of
   * their output box, so the server's minimum is met before upload.
   */
  cropAspect: number | null
}

export function kindRulesOf(rules: ImageRules, kind: ImageKind): KindRules | undefined {
  const k = rules.kinds.find((r) => r.kind === kind)
  if (!k) return undefined
  const box = k.outputs[0]
  return {
    maxMB: k.maxMB,
    maxBytes: k.maxBytes,
    formats: k.formats,
    types: k.mimeTypes,
    extensions: k.extensions,
    minSide: k.minSide,
    outputs: k.outputs,
    cropAspect: k.minSide > 0 && box ? box.width / box.height : null,
  }
}

/** The browser-side resize of an upload: the server's output band for its size; null keeps the file as it is. */
export function outputBox(rules: KindRules, bytes: number): { width: number; height: number; quality: number } | null {
  const band = rules.outputs.find((o) => o.upToBytes === 0 || bytes <= o.upToBytes) ?? rules.outputs.at(-1)
  if (!band || band.keepsSize) return null
  return { width: band.width, height: band.height, quality: band.quality / 100 }
}

/** The quick client-side check; returns the product's message or null. */
export function checkFile(
  file: { name: string; type: string; size: number },
  rules: KindRules,
): 'type' | 'size' | null {
  const name = file.name.toLowerCase()
  const typeOk = file.type
    ? rules.types.includes(file.type.toLowerCase())
    : rules.extensions.some((ext) => name.endsWith(ext))
  if (!typeOk) return 'type'
  if (file.size > rules.maxBytes) return 'size'
  return null
}

/** 'JPG, PNG, GIF veya WEBP' from the accepted formats. */
export function formatsLabel(formats: readonly string[]): string {
  const names = formats.map((f) => (f === 'jpeg' ? 'JPG' : f.toUpperCase()))
  if (names.length < 2) return names.join('')
  return `${names.slice(0, -1).join(', ')} ${tr.images.formatsOr} ${names.at(-1)}`
}

/** Fits w x h inside box, keeping the aspect ratio, never enlarging. */
export function fitSize(w: number, h: number, maxW: number, maxH: number): { width: number; height: number } {
  if (w <= maxW && h <= maxH) return { width: w, height: h }
  const scale = Math.min(maxW / w, maxH / h)
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)) }
}

/** Percentage saved by an optimisation, rounded; 0 when nothing was saved. */
export function savedPercent(before: number, after: number): number {
  if (before <= 0 || after >= before) return 0
  return Math.round((1 - after / before) * 100)
}

/** FILE_THROTTLE_MS: the file selection handler runs at most once per 3 seconds. */
export const FILE_THROTTLE_MS = 3000

/** A leading-edge throttle: true when a call may run now. */
export function createThrottle(ms: number, now: () => number = Date.now) {
  let last = -Infinity
  return () => {
    const t = now()
    if (t - last < ms) return false
    last = t
    return true
  }
}
