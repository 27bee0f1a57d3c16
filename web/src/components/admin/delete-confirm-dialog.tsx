import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { ConfirmedDelete } from '@/hooks/use-confirmed-delete'

/** The texts of the delete question, as each admin section's catalogue names them. */
export interface DeleteTexts {
  deleteTitle: string
  deleteConfirm: string
  delete: string
  cancel: string
  close: string
}

/** The delete confirmation of an admin list, open while `deletion` has a record to ask about. */
export function DeleteConfirmDialog<T extends { id: string }>({
  texts,
  deletion,
}: {
  texts: DeleteTexts
  deletion: ConfirmedDelete<T>
}) {
  if (!deletion.target) return null
  return (
    <ConfirmDialog
      title={texts.deleteTitle}
      message={texts.deleteConfirm}
      confirmLabel={texts.delete}
      cancelLabel={texts.cancel}
      closeLabel={texts.close}
      busy={deletion.busy}
      onConfirm={deletion.confirm}
      onCancel={deletion.cancel}
    />
  )
}
