import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { CancelSaveButtons } from '@/components/ui/form-buttons'
import { ImageSlotField, type ImageSlotProps } from '@/components/admin/image-slot'
import { RichTextField } from '@/components/ui/rich-text-field'
import { fieldIn, setServerFieldErrors } from '@/lib/server-field-errors'
import { CheckboxField, TextField } from '@/components/ui/form-field'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { useSaveAuthor, type AdminAuthor } from '../api/authors'
import { authorSchema, MAX_AUTHOR_NAME, type AuthorValues } from '../schemas'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminAuthors

/** SAVE_THROTTLE_MS: one save per 3 seconds, so a double click saves once. */
export const SAVE_THROTTLE_MS = 3000

const fields = ['name', 'biography', 'photoUrl'] as const

/**
 * The author form (new and edit) in a modal: name*, profile photo,
 * biography (rich text, loaded lazily), approved. The photo widget comes
 * from the route (`renderPhoto`), which composes the images feature.
 */
export function AuthorFormDialog({
  author,
  onClose,
  renderPhoto,
}: {
  author: AdminAuthor | null
  onClose: () => void
  renderPhoto: (props: ImageSlotProps) => ReactNode
}) {
  const save = useSaveAuthor()
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AuthorValues>({
    resolver: zodResolver(authorSchema),
    defaultValues: {
      name: author?.name ?? '',
      biography: author?.biography ?? '',
      photoUrl: author?.photoUrl ?? '',
      approved: author?.approved ?? false,
    },
  })

  const { submit, isRunning } = useGuardedSubmit(async (values: AuthorValues) => {
    try {
      await save.mutateAsync({
        id: author?.id,
        body: { name: values.name, biography: values.biography, photoUrl: values.photoUrl, approved: values.approved },
      })
      notify.success(author ? t.updated : t.added)
      onClose()
    } catch (err) {
      setServerFieldErrors(err, setError, fieldIn(fields))
      notify.error(serverMessageOr(err, t.saveError))
    }
  }, SAVE_THROTTLE_MS)

  return (
    <ModalDialog
      title={author ? t.formEditTitle : t.formNewTitle}
      closeLabel={t.close}
      onClose={onClose}
      busy={isRunning}
      size="lg"
    >
      <form
        noValidate
        onSubmit={(e) => void handleSubmit(submit)(e)}
        className="space-y-5"
        aria-label={author ? t.formEditTitle : t.formNewTitle}
      >
        <TextField label={t.name} maxLength={MAX_AUTHOR_NAME} error={errors.name?.message} {...register('name')} />
        <ImageSlotField control={control} name="photoUrl" recordId={author?.id} render={renderPhoto} />
        <RichTextField control={control} name="biography" label={t.biography} loadingText={t.editorLoading} />
        <CheckboxField label={t.approved} {...register('approved')} />
        <div className="flex justify-end gap-3 border-t border-stone-200 pt-4">
          <CancelSaveButtons busy={isRunning} onCancel={onClose} texts={t} />
        </div>
      </form>
    </ModalDialog>
  )
}
