import { useEffect } from 'react'
import { fmt, tr } from '@/i18n'
import { QueryState } from '@/components/query-state'
import { ApiError } from '@/lib/api-client'
import { serverMessageOr } from '@/lib/errors'
import { formatDateTime } from '@/lib/format'
import { notify } from '@/lib/notify'
import { useDecideImage, usePendingImages, type PendingImage } from '../api/admin'
import { Button } from '@/components/ui/button'

const kindLabel: Record<string, string> = {
  'book-cover': tr.images.kindLabels.bookCover,
  'author-photo': tr.images.kindLabels.authorPhoto,
  'event-image': tr.images.kindLabels.eventImage,
  profile: tr.images.kindLabels.profile,
  general: tr.images.kindLabels.general,
}

const tableLabel: Record<string, string> = {
  authors: tr.images.tableLabels.authors,
  books: tr.images.tableLabels.books,
  events: tr.images.tableLabels.events,
  profiles: tr.images.tableLabels.profiles,
}

/** The reference errors of approval come back as the server's texts; wrap them as 'Referans güncellenirken hata: …'. */
function approveError(err: unknown): string {
  if (err instanceof ApiError && err.problem && (err.status === 404 || err.status === 422) && err.problem.message) {
    return fmt(tr.images.referenceError, { message: err.problem.message })
  }
  return serverMessageOr(err, tr.images.approveError)
}

function PendingCard({ image }: { image: PendingImage }) {
  const approve = useDecideImage('approve')
  const reject = useDecideImage('reject')
  const busy = approve.isPending || reject.isPending
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
      data-testid="pending-image"
    >
      <a href={image.imageUrl} target="_blank" rel="noreferrer" className="block bg-stone-100">
        <img
          src={image.thumbnailUrl}
          alt={kindLabel[image.imageType] ?? image.imageType}
          className="h-48 w-full object-contain"
          loading="lazy"
        />
      </a>
      <div className="flex flex-1 flex-col gap-1 p-3 text-sm">
        <p className="font-semibold text-stone-900">{kindLabel[image.imageType] ?? image.imageType}</p>
        <p className="text-stone-600">
          {image.referenceTable
            ? `${tableLabel[image.referenceTable] ?? image.referenceTable} · ${image.recordName || image.referenceId.slice(0, 8)}`
            : tr.images.noReference}
        </p>
        {image.uploaderName ? (
          <p className="text-xs text-stone-600">{fmt(tr.images.uploadedBy, { name: image.uploaderName })}</p>
        ) : null}
        <p className="text-xs text-stone-500">{fmt(tr.images.uploadedAt, { date: formatDateTime(image.createdAt) })}</p>
        <div className="mt-auto flex gap-2 pt-2">
          <Button
            variant="bare"
            disabled={busy}
            onClick={() =>
              approve.mutate(image.id, {
                onSuccess: () => notify.success(tr.images.approved),
                onError: (err) => notify.error(approveError(err)),
              })
            }
            className="flex-1 rounded-lg bg-green-700 px-3 py-1.5 font-semibold text-white hover:bg-green-800"
          >
            {tr.images.approve}
          </Button>
          <Button
            variant="bare"
            disabled={busy}
            onClick={() =>
              reject.mutate(image.id, {
                onSuccess: () => notify.success(tr.images.rejected),
                onError: (err) => notify.error(serverMessageOr(err, tr.images.rejectError)),
              })
            }
            className="flex-1 rounded-lg border border-red-300 px-3 py-1.5 font-semibold text-red-700 hover:bg-red-50"
          >
            {tr.images.reject}
          </Button>
        </div>
      </div>
    </li>
  )
}

/** 'Onay Bekleyen Resimler': unapproved uploads, newest first, with approve and reject. */
export function PendingImagesGrid() {
  const pending = usePendingImages()
  useEffect(() => {
    if (pending.isError) notify.error(tr.images.pendingLoadError)
  }, [pending.isError])

  return (
    <section aria-labelledby="pending-title" className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <h2 id="pending-title" className="font-serif text-lg font-bold text-stone-900">
        {tr.images.pendingTitle}
        {pending.data ? <span className="ml-2 text-sm font-normal text-stone-500">({pending.data.length})</span> : null}
      </h2>
      <div className="mt-4">
        <QueryState
          query={pending}
          isEmpty={(data) => data.length === 0}
          empty={<p className="text-sm text-stone-600">{tr.images.pendingEmpty}</p>}
        >
          {(data) => (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {data.map((p) => (
                <PendingCard key={p.id} image={p} />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </section>
  )
}
