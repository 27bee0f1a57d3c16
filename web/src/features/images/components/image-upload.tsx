import { useEffect, useRef, useState } from 'react'
import { useDropzone } from 'react-dropzone'
import { fmt, tr } from '@/i18n'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { uploadImage, type PreparedImage, type UploadInput, type UploadResponse } from '../api/upload-image'
import { useKindRules } from '../api/rules'
import {
  checkFile,
  createThrottle,
  FILE_THROTTLE_MS,
  formatsLabel,
  outputBox,
  savedPercent,
  type ImageKind,
} from '../kinds'
import { ImageError, resizeForUpload } from '../process'
import { CropDialog } from './crop-dialog'
import { Button } from '@/components/ui/button'

interface Props {
  kind: ImageKind
  /** The current image URL, shown as the preview. */
  value?: string | null
  /** After a successful upload (pending or live). */
  onUploaded?: (res: UploadResponse) => void
  /** Shows the remove button; clears the preview and tells the owner. */
  onRemove?: () => void
  /** Shows '* Admin onayı gerekir' (the server decides; this is the hint). */
  requiresApproval?: boolean
  referenceId?: string
  referenceTable?: UploadInput['referenceTable']
  /**
   * Deferred mode, for a record that does not exist yet: the chosen image is
   * checked, cropped and resized as usual but not sent; the owner gets it
   * (null after remove) and sends it with sendPrepared once it has the id.
   */
  onPrepared?: (image: PreparedImage | null) => void
  /**
   * A round avatar: every image is cropped first to a square with the
   * circle it will be shown in, so the member picks what the circle shows.
   */
  round?: boolean
  label?: string
  className?: string
}

/**
 * The upload widget: drag-and-drop or click, preview
 * with replace and remove, the 3:4 hint for covers, the approval note, a
 * progress bar. Covers are cropped first ('Resmi Kırp'); every image is
 * resized in the browser to its kind's box before upload. File selection
 * is throttled to one per 3000 ms.
 */
export function ImageUpload({
  kind,
  value,
  onUploaded,
  onRemove,
  requiresApproval = false,
  referenceId,
  referenceTable,
  onPrepared,
  round = false,
  label,
  className = '',
}: Props) {
  // The server's limits for the kind; the widget waits for them.
  const rules = useKindRules(kind)
  const cropAspect = round ? 1 : (rules?.cropAspect ?? null)
  const [preview, setPreview] = useState<string | null>(value ?? null)
  const [pending, setPending] = useState(false)
  const [cropSrc, setCropSrc] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const throttle = useRef(createThrottle(FILE_THROTTLE_MS))
  const localUrl = useRef<string | null>(null)

  useEffect(() => {
    if (!localUrl.current) setPreview(value ?? null)
  }, [value])

  useEffect(
    () => () => {
      if (localUrl.current) URL.revokeObjectURL(localUrl.current)
    },
    [],
  )

  function showLocal(blob: Blob) {
    if (localUrl.current) URL.revokeObjectURL(localUrl.current)
    localUrl.current = URL.createObjectURL(blob)
    setPreview(localUrl.current)
  }

  async function send(blob: Blob, filename: string) {
    let upload: Blob
    try {
      const resized = await resizeForUpload(blob, rules ? outputBox(rules, blob.size) : null)
      upload = resized.blob
      const saved = savedPercent(blob.size, resized.blob.size)
      if (resized.changed && saved > 0) notify.success(fmt(tr.images.optimized, { n: saved }))
    } catch (err) {
      notify.error(err instanceof ImageError ? err.message : tr.images.processFailed)
      return
    }
    showLocal(upload)
    const name = upload === blob ? filename : filename.replace(/\.[^.]*$/, '') + '.jpg'
    if (onPrepared) {
      onPrepared({ blob: upload, filename: name, kind })
      return
    }
    setProgress(0)
    try {
      const res = await uploadImage({
        file: upload,
        filename: name,
        imageType: kind,
        referenceId,
        referenceTable,
        onProgress: setProgress,
      })
      setPending(res.pending)
      notify.success(res.pending ? tr.images.pending : tr.images.uploaded)
      onUploaded?.(res)
    } catch (err) {
      notify.error(err instanceof ImageError ? err.message : errorMessage(err, 'upload'))
      if (localUrl.current) URL.revokeObjectURL(localUrl.current)
      localUrl.current = null
      setPreview(value ?? null)
    } finally {
      setProgress(null)
    }
  }

  function onFile(file: File | undefined) {
    if (!file || !rules || progress !== null || cropSrc) return
    if (!throttle.current()) return
    const problem = checkFile(file, rules)
    if (problem === 'type') return notify.error(tr.images.onlyImages)
    if (problem === 'size') return notify.error(fmt(tr.images.tooLarge, { n: rules.maxMB }))
    if (cropAspect !== null) {
      setCropSrc(URL.createObjectURL(file))
      return
    }
    void send(file, file.name)
  }

  function closeCrop() {
    if (cropSrc) URL.revokeObjectURL(cropSrc)
    setCropSrc(null)
  }

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop: (accepted, rejected) => onFile(accepted[0] ?? rejected[0]?.file),
    multiple: false,
    // The picker offers the formats any kind takes; the kind's own are checked on selection.
    accept: { 'image/*': ['.jpg', '.jpeg', '.png', '.gif', '.webp'] },
    // Our own checks give the product's messages; let every file through to them.
    validator: () => null,
    noClick: preview !== null,
    noKeyboard: preview !== null,
    disabled: progress !== null || !rules,
  })

  const busy = progress !== null
  const limits = rules ? `${fmt(tr.images.maxSize, { n: rules.maxMB })} · ${formatsLabel(rules.formats)}` : null

  return (
    <div className={className}>
      {label && <p className="mb-1 text-sm font-medium text-stone-800">{label}</p>}
      <div
        {...getRootProps({
          className: `relative rounded-xl border-2 border-dashed p-4 text-center transition ${
            isDragActive ? 'border-amber-500 bg-amber-50' : 'border-stone-300 bg-stone-50'
          } ${preview ? '' : 'cursor-pointer hover:border-amber-400'}`,
        })}
      >
        <input {...getInputProps()} data-testid={`image-input-${kind}`} />
        {preview ? (
          <div className="flex flex-col items-center gap-3 sm:flex-row sm:text-left">
            <img
              src={preview}
              alt={tr.images.preview}
              className={`rounded-lg object-cover shadow-sm ${kind === 'book-cover' ? 'h-40 w-30' : 'h-28 w-28'}`}
            />
            <div className="flex flex-col gap-2">
              {pending && (
                <span className="inline-flex w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">
                  {tr.images.pendingBadge}
                </span>
              )}
              <div className="flex gap-2">
                <Button onClick={open} disabled={busy} variant="secondary" size="sm" className="bg-white">
                  {tr.images.replace}
                </Button>
                {onRemove && (
                  <Button
                    variant="bare"
                    onClick={() => {
                      if (localUrl.current) URL.revokeObjectURL(localUrl.current)
                      localUrl.current = null
                      setPreview(null)
                      setPending(false)
                      onRemove()
                    }}
                    disabled={busy}
                    className="rounded-lg border border-red-200 bg-white px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50"
                  >
                    {tr.images.remove}
                  </Button>
                )}
              </div>
              {limits && <p className="text-xs text-stone-500">{limits}</p>}
            </div>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-1 py-4">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-8 w-8 text-stone-400"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            >
              <path
                d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <p className="text-sm font-medium text-stone-700">{tr.images.dropHint}</p>
            {limits && <p className="text-xs text-stone-500">{limits}</p>}
          </div>
        )}
        {busy && (
          <div className="mt-3">
            <div
              role="progressbar"
              aria-label={tr.images.progressLabel}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
            >
              <div className="h-full bg-amber-600 transition-all" style={{ width: `${progress}%` }} />
            </div>
            <p className="mt-1 text-xs text-stone-600">{fmt(tr.images.uploading, { n: progress ?? 0 })}</p>
          </div>
        )}
      </div>
      {kind === 'book-cover' && <p className="mt-1 text-xs text-stone-500">{tr.images.coverRatioHint}</p>}
      {requiresApproval && <p className="mt-1 text-xs font-medium text-amber-700">{tr.images.approvalNote}</p>}
      {cropSrc && (
        <CropDialog
          src={cropSrc}
          aspect={cropAspect}
          circular={round}
          minSide={rules?.minSide ?? 0}
          onCancel={closeCrop}
          onApply={async (blob) => {
            closeCrop()
            await send(blob, round ? 'profil.jpg' : 'kapak.jpg')
          }}
        />
      )}
    </div>
  )
}
