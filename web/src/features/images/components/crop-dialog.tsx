import { useEffect, useRef, useState } from 'react'
import ReactCrop, { type PixelCrop } from 'react-image-crop'
import 'react-image-crop/dist/ReactCrop.css'
import { fmt, tr } from '@/i18n'
import {
  bigEnough,
  CROP_MIN,
  defaultCrop,
  formatScale,
  hasSelection,
  toDisplayed,
  toNatural,
  type Area,
} from '../crop'
import { cropToBlob, ImageError } from '../process'

interface Props {
  /** Object URL of the chosen file. */
  src: string
  /** width / height; 3/4 for covers, null for free. */
  aspect: number | null
  onCancel: () => void
  /** Receives the cropped JPEG (quality 0.9). */
  onApply: (blob: Blob) => void | Promise<void>
}

interface Natural {
  width: number
  height: number
  /** displayed px per natural px */
  scale: number
}

/**
 * 'Resmi Kırp' (storefront.md §2, panels.md §2): the default selection is
 * 80% of the smaller side, centred, at the aspect; the minimum is 200x200
 * natural pixels. Shows the selected size, the original size and the scale.
 */
export function CropDialog({ src, aspect, onCancel, onApply }: Props) {
  const imgRef = useRef<HTMLImageElement>(null)
  const [natural, setNatural] = useState<Natural | null>(null)
  const [crop, setCrop] = useState<PixelCrop | undefined>()
  const [working, setWorking] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !working) onCancel()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onCancel, working])

  function initial(n: Natural): PixelCrop {
    return { unit: 'px', ...toDisplayed(defaultCrop(n.width, n.height, aspect), n.scale) }
  }

  function onLoad(e: React.SyntheticEvent<HTMLImageElement>) {
    const img = e.currentTarget
    const displayed = img.getBoundingClientRect().width || img.width || img.naturalWidth
    const n = { width: img.naturalWidth, height: img.naturalHeight, scale: displayed / img.naturalWidth || 1 }
    setNatural(n)
    if (!bigEnough(n.width, n.height)) {
      setError(fmt(tr.images.cropTooSmall, { n: CROP_MIN }))
      setCrop(undefined)
      return
    }
    setError(null)
    setCrop(initial(n))
  }

  const selected: Area | null = natural && hasSelection(crop) ? toNatural(crop, natural.scale) : null
  const tooSmallImage = natural !== null && !bigEnough(natural.width, natural.height)
  const canApply = !working && !tooSmallImage && hasSelection(selected)

  async function apply() {
    if (!hasSelection(selected)) {
      setError(tr.images.cropRequired)
      return
    }
    const img = imgRef.current
    if (!img || !natural) {
      setError(tr.images.cropMissing)
      return
    }
    setWorking(true)
    setError(null)
    try {
      // Clamp to the image and to the minimum (rounding may shave a pixel).
      const area = {
        x: Math.max(0, Math.min(selected.x, natural.width - 1)),
        y: Math.max(0, Math.min(selected.y, natural.height - 1)),
        width: Math.min(Math.max(selected.width, CROP_MIN), natural.width),
        height: Math.min(Math.max(selected.height, CROP_MIN), natural.height),
      }
      area.width = Math.min(area.width, natural.width - area.x)
      area.height = Math.min(area.height, natural.height - area.y)
      const blob = await cropToBlob(img, area)
      await onApply(blob)
    } catch (err) {
      setError(err instanceof ImageError ? err.message : tr.images.cropError)
    } finally {
      setWorking(false)
    }
  }

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-stone-900/60 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="crop-title"
        aria-describedby="crop-subtitle"
        className="flex max-h-[95vh] w-full max-w-2xl flex-col rounded-xl bg-white shadow-xl"
      >
        <div className="border-b border-stone-200 px-6 py-4">
          <h2 id="crop-title" className="font-serif text-xl font-bold text-stone-900">
            {tr.images.cropTitle}
          </h2>
          <p id="crop-subtitle" className="text-sm text-stone-600">
            {tr.images.cropSubtitle}
          </p>
        </div>
        <div className="flex min-h-0 flex-1 items-center justify-center overflow-auto bg-stone-100 p-4">
          <ReactCrop
            crop={crop}
            onChange={(c) => setCrop(c)}
            aspect={aspect ?? undefined}
            minWidth={natural ? CROP_MIN * natural.scale : undefined}
            minHeight={natural ? CROP_MIN * natural.scale : undefined}
            keepSelection
            disabled={working || tooSmallImage}
          >
            <img
              ref={imgRef}
              src={src}
              alt={tr.images.cropTitle}
              onLoad={onLoad}
              onError={() => setError(tr.images.loadFailed)}
              className="max-h-[60vh] max-w-full"
            />
          </ReactCrop>
        </div>
        <dl className="grid grid-cols-1 gap-1 px-6 py-3 text-sm text-stone-700 sm:grid-cols-3">
          <div data-testid="crop-selected">
            {selected ? fmt(tr.images.cropSelected, { w: selected.width, h: selected.height }) : '—'}
          </div>
          <div data-testid="crop-original">
            {natural ? fmt(tr.images.cropOriginal, { w: natural.width, h: natural.height }) : '—'}
          </div>
          <div data-testid="crop-scale">
            {natural ? fmt(tr.images.cropScale, { n: formatScale(natural.width * natural.scale, natural.width) }) : '—'}
          </div>
        </dl>
        <p className="px-6 text-xs text-stone-500">{fmt(tr.images.cropMinHint, { n: CROP_MIN })}</p>
        {error && (
          <p role="alert" className="px-6 pt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 px-6 py-4">
          <button
            type="button"
            onClick={() => natural && bigEnough(natural.width, natural.height) && setCrop(initial(natural))}
            disabled={working || !natural}
            className="rounded-lg border border-stone-300 px-4 py-2 text-sm font-medium text-stone-700 hover:bg-stone-50 disabled:opacity-50"
          >
            {tr.images.cropReset}
          </button>
          <button
            type="button"
            onClick={onCancel}
            disabled={working}
            className="rounded-lg border border-stone-300 px-4 py-2 text-sm font-medium text-stone-700 hover:bg-stone-50 disabled:opacity-50"
          >
            {tr.images.cropCancel}
          </button>
          <button
            type="button"
            onClick={() => void apply()}
            disabled={!canApply}
            className="rounded-lg bg-amber-600 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {working ? tr.images.cropWorking : tr.images.cropApply}
          </button>
        </div>
      </div>
    </div>
  )
}
