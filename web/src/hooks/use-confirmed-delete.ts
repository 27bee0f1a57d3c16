import { useState } from 'react'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'

interface DeleteMutation {
  mutate: (id: string, options: { onSuccess: () => void; onError: (err: unknown) => void }) => void
  isPending: boolean
}

/**
 * Delete with a confirmation step: `ask` remembers the record the dialog
 * asks about, `confirm` deletes it by id and toasts the outcome (the
 * server's own message when it refuses); the dialog closes either way.
 */
export function useConfirmedDelete<T extends { id: string }>(
  remove: DeleteMutation,
  texts: { deleted: string; deleteError: string },
  onDeleted?: (record: T) => void,
) {
  const [target, setTarget] = useState<T | null>(null)

  function confirm() {
    if (!target) return
    remove.mutate(target.id, {
      onSuccess: () => {
        notify.success(texts.deleted)
        onDeleted?.(target)
        setTarget(null)
      },
      onError: (err) => {
        notify.error(serverMessageOr(err, texts.deleteError))
        setTarget(null)
      },
    })
  }

  return { target, ask: setTarget, cancel: () => setTarget(null), confirm, busy: remove.isPending }
}

export type ConfirmedDelete<T extends { id: string }> = ReturnType<typeof useConfirmedDelete<T>>
