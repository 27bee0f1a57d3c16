import { fmt, tr } from '@/i18n'
import { ApiError, type Problem, type Schemas } from '@/lib/api-client'
import type { ImageKind } from '../kinds'
import { ImageError } from '../process'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'

export type UploadResponse = Schemas['UploadResponse']

export interface UploadInput {
  file: Blob
  filename: string
  imageType: ImageKind
  referenceId?: string
  referenceTable?: NonNullable<Schemas['UploadForm']['referenceTable']>
  /** Called with 0-100 while the body is sent. */
  onProgress?: (percent: number) => void
  signal?: AbortSignal
}

function parseProblem(text: string): Problem | null {
  try {
    const v = JSON.parse(text) as Problem
    return typeof v?.message === 'string' && typeof v?.code === 'string' ? v : null
  } catch {
    return null
  }
}

/**
 * POST /api/images (multipart). XMLHttpRequest rather than fetch, for upload
 * progress. The text fields go before the file so the server knows the
 * kind's size limit before it reads the file. The session cookie goes along
 * (same origin). Rejects with an ApiError (the server's problem) or an
 * ImageError (network failure, or an answer without a usable URL).
 */
export function uploadImage(input: UploadInput): Promise<UploadResponse> {
  const form = new FormData()
  form.append('imageType', input.imageType)
  if (input.referenceTable) form.append('referenceTable', input.referenceTable)
  if (input.referenceId) form.append('referenceId', input.referenceId)
  form.append('file', input.file, input.filename)

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `/api/images?imageType=${encodeURIComponent(input.imageType)}`)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) input.onProgress?.(Math.round((e.loaded / e.total) * 100))
    }
    xhr.onerror = () => reject(new ImageError(tr.images.networkError))
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'))
    xhr.onload = () => {
      if (xhr.status === 401) {
        // The session ran out (or was signed out in another tab) while the
        // image was being chosen or cropped.
        reject(new ImageError(tr.images.sessionError))
        return
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const problem = parseProblem(xhr.responseText)
        if (problem) reject(new ApiError(xhr.status, problem))
        else reject(new ImageError(fmt(tr.images.uploadFailed, { status: xhr.status, statusText: xhr.statusText })))
        return
      }
      let body: UploadResponse
      try {
        body = JSON.parse(xhr.responseText) as UploadResponse
      } catch {
        reject(new ImageError(tr.images.noImageUrl))
        return
      }
      if (!body.imageUrl) return reject(new ImageError(tr.images.noImageUrl))
      // A data: URL would put the whole image into a record field: refused.
      if (body.imageUrl.startsWith('data:')) return reject(new ImageError(tr.images.dataUrlRejected))
      input.onProgress?.(100)
      resolve(body)
    }
    input.signal?.addEventListener('abort', () => xhr.abort())
    xhr.send(form)
  })
}

/** An image checked and resized in the browser, not sent yet (ImageUpload's deferred mode). */
export interface PreparedImage {
  blob: Blob
  filename: string
  kind: ImageKind
}

/**
 * Sends a prepared image for a record that now exists (a cover chosen in
 * the first save of a new book) and says how it went; a failure is told,
 * not thrown: the record is saved and the image can be added again.
 */
export async function sendPrepared(
  image: PreparedImage,
  referenceTable: NonNullable<UploadInput['referenceTable']>,
  referenceId: string,
): Promise<UploadResponse | null> {
  try {
    const res = await uploadImage({
      file: image.blob,
      filename: image.filename,
      imageType: image.kind,
      referenceId,
      referenceTable,
    })
    notify.success(res.pending ? tr.images.pending : tr.images.uploaded)
    return res
  } catch (err) {
    notify.error(err instanceof ImageError ? err.message : errorMessage(err, 'upload'))
    return null
  }
}
