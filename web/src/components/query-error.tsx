import { tr } from '@/i18n'
import { errorMessage } from '@/lib/errors'
import { Button } from './ui/button'

/** A failed load: the error's message (or `message`, a screen's own wording of it) and a retry button. */
export function QueryError({ error, message, onRetry }: { error: unknown; message?: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center">
      <p className="text-red-700">{message ?? errorMessage(error, 'database')}</p>
      {onRetry ? (
        <Button
          variant="bare"
          onClick={onRetry}
          className="mt-4 rounded-md bg-white px-4 py-2 text-sm font-semibold text-red-700 shadow-sm ring-1 ring-red-200 hover:bg-red-100"
        >
          {tr.common.retry}
        </Button>
      ) : null}
    </div>
  )
}
