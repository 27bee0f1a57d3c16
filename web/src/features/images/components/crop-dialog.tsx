import { useRef, useState } from 'react'
import ReactCrop, { type PixelCrop } from 'react-image-crop'
import 'react-image-crop/dist/ReactCrop.css'
import { fmt, tr } from '@/i18n'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { bigEnough, defaultCrop, formatScale, hasSelection, toDisplayed, toNatural, type Area } from '../crop'
import { cropToBlob, ImageError } from '../process'
import { Button } from '@/components/ui/button'

interface Props {
  /** Object URL of the chosen file. */
  src: string
  /** width / height; 3/4 for covers, null for free. */
  aspect: number | null
  /** Shows the selection as the circle of a round avatar (the upload stays the square around it). */
  circular?: boolean
  /** The smallest crop in natural pixels: the server's minimum side for the kind. */
  minSide: number
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
 * 'Resmi Kırp': the default selection is
 * 80% of the smaller side, centred, at the aspect; the minimum is 200x200
 * natural pixels. Shows the selected size, the original size and the scale.
 * İptal and Escape cancel (not while the crop is being made). Opened from a
 * form dialog, it is the top dialog: Escape closes only this one.
 */
export function CropDialog({ src, aspect, circular = false, minSide, onCancel, onApply }: Props) {
  const imgRef = useRef<HTMLImageElement>(null)
  const [natural, setNatural] = useState<Natural | null>(null)
  const [crop, setCrop] = useState<PixelCrop | undefined>()
  const [working, setWorking] = useState(false)
  const [error, setError] = useState<string | null>(null)

  function initial(n: Natural): PixelCrop {
    return { unit: 'px', ...toDisplayed(defaultCrop(n.width, n.height, aspect), n.scale) }
  }

  function onLoad(e: React.SyntheticEvent<HTMLImageElement>) {
    const img = e.currentTarget
    const displayed = img.getBoundingClientRect().width || img.width || img.naturalWidth
    const n = { width: img.naturalWidth, height: img.naturalHeight, scale: displayed / img.naturalWidth || 1 }
    setNatural(n)
    if (!bigEnough(n.width, n.height, minSide)) {
      setError(fmt(tr.images.cropTooSmall, { n: minSide }))
      setCrop(undefined)
      return
    }
    setError(null)
    setCrop(initial(n))
  }

  const selected: Area | null = natural && hasSelection(crop) ? toNatural(crop, natural.scale) : null
  const tooSmallImage = natural !== null && !bigEnough(natural.width, natural.height, minSide)
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
        width: Math.min(Math.max(selected.width, minSide), natural.width),
        height: Math.min(Math.max(selected.height, minSide), natural.height),
      }
      area.width = Math.min(area.width, natural.width - area.x)
      area.height = Math.min(area.height, natural.height - area.y)
      if (aspect === 1) {
        // Rounding may leave a pixel between the sides: a square is a square.
        area.width = area.height = Math.min(area.width, area.height)
      }
      const blob = await cropToBlob(img, area)
      await onApply(blob)
    } catch (err) {
      setError(err instanceof ImageError ? err.message : tr.images.cropError)
    } finally {
      setWorking(false)
    }
  }

  return (
    <ModalDialog
      title={tr.images.cropTitle}
      description={circular ? tr.images.cropSubtitleAvatar : tr.images.cropSubtitle}
      closeLabel={null}
      onClose={onCancel}
      busy={working}
      size="lg"
      footer={
        <>
          <Button
            onClick={() => natural && bigEnough(natural.width, natural.height, minSide) && setCrop(initial(natural))}
            disabled={working || !natural}
            variant="secondary"
          >
            {tr.images.cropReset}
          </Button>
          <Button onClick={onCancel} disabled={working} variant="secondary">
            {tr.images.cropCancel}
          </Button>
          <Button onClick={() => void apply()} disabled={!canApply}>
            {working ? tr.images.cropWorking : tr.images.cropApply}
          </Button>
        </>
      }
    >
      <div className="flex items-center justify-center rounded-lg bg-stone-100 p-4">
        {/* Short enough that the whole image, the sizes below and the buttons are in view (the image inherits the height). */}
        <ReactCrop
          className="max-h-[min(60vh,calc(100vh-22rem))]"
          crop={crop}
          onChange={(c) => setCrop(c)}
          aspect={aspect ?? undefined}
          circularCrop={circular}
          minWidth={natural ? minSide * natural.scale : undefined}
          minHeight={natural ? minSide * natural.scale : undefined}
          keepSelection
          disabled={working || tooSmallImage}
        >
          <img
            ref={imgRef}
            src={src}
            alt={tr.images.cropTitle}
            onLoad={onLoad}
            onError={() => setError(tr.images.loadFailed)}
            className="max-w-full"
          />
        </ReactCrop>
      </div>
      <dl className="grid grid-cols-1 gap-1 pt-3 text-sm text-stone-700 sm:grid-cols-3">
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
      {minSide > 0 && <p className="pt-3 text-xs text-stone-500">{fmt(tr.images.cropMinHint, { n: minSide })}</p>}
      {error && (
        <p role="alert" className="pt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </ModalDialog>
  )
}
