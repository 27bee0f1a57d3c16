import { tr } from '@/i18n'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useStorageStatus, useTestStorage } from '../api/admin'
import { Button } from '@/components/ui/button'

/** Recommended buckets, as the settings page lists them; this server uses them as prefixes of one bucket. */
export const RECOMMENDED_BUCKETS = [
  'images',
  'book-covers',
  'author-photos',
  'event-images',
  'documents',
  'videos',
] as const

/** Storage status card of 'Ayarlar': backend, connection state, test button, env note, buckets. */
export function StorageCard() {
  const status = useStorageStatus()
  const test = useTestStorage()

  function runTest() {
    test.mutate(undefined, {
      onSuccess: (res) =>
        res.success ? notify.success(storageTestOk(res.backend)) : notify.error(storageTestFailed(res.backend)),
      // The error toast for a test that never got an answer (network,
      // server error without a message); a refusal keeps the server's words.
      onError: (err) => notify.error(serverMessageOr(err, tr.images.storageTestError)),
    })
  }

  const s = status.data
  return (
    <section aria-labelledby="storage-title" className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="storage-title" className="font-serif text-lg font-bold text-stone-900">
          {tr.images.storageTitle}
        </h2>
        {status.isPending ? (
          <span className="rounded-full bg-stone-100 px-3 py-1 text-xs font-medium text-stone-600">
            {tr.images.storageChecking}
          </span>
        ) : s?.connected ? (
          <span
            data-testid="storage-state"
            className="rounded-full bg-green-100 px-3 py-1 text-xs font-semibold text-green-800"
          >
            {tr.images.storageConnected}
          </span>
        ) : (
          <span
            data-testid="storage-state"
            className="rounded-full bg-red-100 px-3 py-1 text-xs font-semibold text-red-800"
          >
            {tr.images.storageError}
          </span>
        )}
      </div>
      {s && (
        <dl className="mt-4 grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-stone-500">{tr.images.storageBackend}</dt>
            <dd className="font-medium text-stone-900">
              {s.backend === 's3' ? tr.images.storageBackendObject : tr.images.storageBackendDisk}
            </dd>
          </div>
          {s.backend === 's3' && (
            <>
              <div>
                <dt className="text-stone-500">{tr.images.storageEndpoint}</dt>
                <dd className="font-mono text-stone-900">{s.endpoint}</dd>
              </div>
              <div>
                <dt className="text-stone-500">{tr.images.storageSsl}</dt>
                <dd className="text-stone-900">{s.useSsl ? tr.images.yes : tr.images.no}</dd>
              </div>
            </>
          )}
          <div>
            <dt className="text-stone-500">
              {s.backend === 's3' ? tr.images.storageBucket : tr.images.storageDirectory}
            </dt>
            <dd className="font-mono text-stone-900">{s.bucket}</dd>
          </div>
        </dl>
      )}
      <Button onClick={runTest} disabled={test.isPending} className="mt-4">
        {test.isPending ? tr.images.storageTesting : tr.images.storageTest}
      </Button>
      <p className="mt-4 rounded-lg bg-blue-50 p-3 text-sm text-blue-900">{tr.images.storageEnvNote}</p>
      <div className="mt-4">
        <h3 className="text-sm font-semibold text-stone-800">{tr.images.bucketsTitle}</h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {RECOMMENDED_BUCKETS.map((b) => (
            <li key={b} className="rounded-md bg-stone-100 px-2 py-1 font-mono text-xs text-stone-700">
              {b}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-stone-500">{tr.images.bucketsNote}</p>
      </div>
    </section>
  )
}

/**
 * The test's success toast: the product's 'Minio bağlantısı başarılı!' for an
 * S3 store, else one that names the local disk (there is no Minio to speak of).
 */
export function storageTestOk(backend: string | undefined): string {
  return backend === 's3' ? tr.images.storageOk : tr.images.storageOkDisk
}

export function storageTestFailed(backend: string | undefined): string {
  return backend === 's3' ? tr.images.storageFailed : tr.images.storageFailedDisk
}
