/** Crop geometry of the 'Resmi Kırp' dialog, in the image's natural pixels. */

export interface Area {
  x: number
  y: number
  width: number
  height: number
}

/** The default crop is 80% of the smaller side, centred. */
export const DEFAULT_CROP_FRACTION = 0.8

/**
 * The default selection: its longer side is 80% of the image's smaller side,
 * with the given aspect (width / height; null for a square), centred.
 */
export function defaultCrop(naturalWidth: number, naturalHeight: number, aspect: number | null): Area {
  const side = Math.min(naturalWidth, naturalHeight) * DEFAULT_CROP_FRACTION
  const a = aspect ?? 1
  const width = a >= 1 ? side : side * a
  const height = a >= 1 ? side / a : side
  return {
    x: Math.round((naturalWidth - width) / 2),
    y: Math.round((naturalHeight - height) / 2),
    width: Math.round(width),
    height: Math.round(height),
  }
}

/** Converts a selection in displayed pixels to natural pixels. */
export function toNatural(area: Area, scale: number): Area {
  return {
    x: Math.round(area.x / scale),
    y: Math.round(area.y / scale),
    width: Math.round(area.width / scale),
    height: Math.round(area.height / scale),
  }
}

/** Converts natural pixels to displayed pixels. */
export function toDisplayed(area: Area, scale: number): Area {
  return { x: area.x * scale, y: area.y * scale, width: area.width * scale, height: area.height * scale }
}

/** True when the image can give a crop of at least min (the server's minimum side) on both sides. */
export function bigEnough(naturalWidth: number, naturalHeight: number, min: number): boolean {
  return naturalWidth >= min && naturalHeight >= min
}

/** A usable selection: present, non-empty. */
export function hasSelection(area: Area | null | undefined): area is Area {
  return !!area && area.width > 0 && area.height > 0
}

/** Scale shown in the dialog: displayed width / natural width, two decimals. */
export function formatScale(displayedWidth: number, naturalWidth: number): string {
  if (naturalWidth <= 0) return '1.00x'
  return `${(displayedWidth / naturalWidth).toFixed(2)}x`
}
