import type { Schemas } from '@/lib/api-client'

export type ImageKind = NonNullable<Schemas['UploadForm']['imageType']>

/** Upload limits and output boxes per kind: the server's rules (panels.md §9), repeated for quick feedback. */
export interface KindRules {
  maxMB: number
  /** Accepted MIME types (the server decides from the content; this is the quick check). */
  types: readonly string[]
  /** Output box and JPEG quality of the browser-side resize. */
  box: { width: number; height: number; quality: number } | null
  /** Crop first with this aspect (width / height), or no crop. */
  cropAspect: number | null
}

const ALL_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'] as const
const COVER_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const

export const kindRules: Record<ImageKind, KindRules> = {
  'book-cover': { maxMB: 8, types: COVER_TYPES, box: { width: 600, height: 800, quality: 0.9 }, cropAspect: 3 / 4 },
  'author-photo': { maxMB: 5, types: ALL_TYPES, box: { width: 400, height: 400, quality: 0.85 }, cropAspect: null },
  'event-image': { maxMB: 8, types: ALL_TYPES, box: { width: 1200, height: 800, quality: 0.85 }, cropAspect: null },
  profile: { maxMB: 5, types: ALL_TYPES, box: { width: 400, height: 400, quality: 0.85 }, cropAspect: null },
  general: { maxMB: 5, types: ALL_TYPES, box: null, cropAspect: null },
}

const MB = 1024 * 1024

/**
 * The general kind's three bands (panels.md §9): 2 MB or less unchanged,
 * up to 5 MB to 800x600 at 0.8, above that 600x400 at 0.7.
 */
export function outputBox(kind: ImageKind, bytes: number): KindRules['box'] {
  const rules = kindRules[kind]
  if (kind !== 'general') return rules.box
  if (bytes <= 2 * MB) return null
  if (bytes <= 5 * MB) return { width: 800, height: 600, quality: 0.8 }
  return { width: 600, height: 400, quality: 0.7 }
}

const EXTENSIONS = /\.(jpe?g|png|gif|webp)$/i

/** The quick client-side check; returns the spec's message or null. */
export function checkFile(
  file: { name: string; type: string; size: number },
  kind: ImageKind,
  maxMB = kindRules[kind].maxMB,
): 'type' | 'size' | null {
  const rules = kindRules[kind]
  const typeOk = file.type ? rules.types.includes(file.type.toLowerCase()) : EXTENSIONS.test(file.name)
  if (!typeOk) return 'type'
  if (file.size > maxMB * MB) return 'size'
  return null
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

/** FILE_THROTTLE_MS: file selection handler throttle (panels.md §9). */
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
