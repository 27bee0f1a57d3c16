import { lazy, Suspense, type ReactNode } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { tr } from '@/i18n'
import { CheckboxField, TextField } from '@/components/ui/form-field'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { describeError, serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { useSaveAuthor, type AdminAuthor } from '../api/authors'
import { authorSchema, MAX_AUTHOR_NAME, type AuthorValues } from '../schemas'

const RichTextEditor = lazy(() => import('@/components/rich-text-editor'))

const t = tr.adminAuthors

/** SAVE_THROTTLE_MS: one save per 3 seconds (panels.md §5, §9). */
export const SAVE_THROTTLE_MS = 3000

const fields = ['name', 'biography', 'photoUrl'] as const

export interface PhotoSlotProps {
  value: string
  onChange: (url: string) => void
  /** Set when editing: the upload is tied to this author. */
  authorId?: string
}

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
  renderPhoto: (props: PhotoSlotProps) => ReactNode
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
      for (const [field, message] of Object.entries(describeError(err).fieldErrors)) {
        if ((fields as readonly string[]).includes(field)) setError(field as (typeof fields)[number], { type: 'server', message })
      }
      notify.error(serverMessageOr(err, t.saveError))
    }
  }, SAVE_THROTTLE_MS)

  return (
    <ModalDialog title={author ? t.formEditTitle : t.formNewTitle} closeLabel={t.close} onClose={onClose} busy={isRunning} size="lg">
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5" aria-label={author ? t.formEditTitle : t.formNewTitle}>
        <TextField label={t.name} maxLength={MAX_AUTHOR_NAME} error={errors.name?.message} {...register('name')} />
        <Controller
          control={control}
          name="photoUrl"
          render={({ field }) => (
            <div>
              {renderPhoto({ value: field.value, onChange: field.onChange, authorId: author?.id })}
              {errors.photoUrl?.message ? (
                <p role="alert" className="mt-1 text-sm text-red-600">
                  {errors.photoUrl.message}
                </p>
              ) : null}
            </div>
          )}
        />
        <div>
          <p id="author-bio-label" className="mb-1 block text-sm font-medium text-stone-700">
            {t.biography}
          </p>
          <Controller
            control={control}
            name="biography"
            render={({ field }) => (
              <Suspense fallback={<p className="text-sm text-stone-500">{t.editorLoading}</p>}>
                <RichTextEditor
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  aria-labelledby="author-bio-label"
                  aria-invalid={errors.biography ? true : undefined}
                />
              </Suspense>
            )}
          />
          {errors.biography?.message ? (
            <p role="alert" className="mt-1 text-sm text-red-600">
              {errors.biography.message}
            </p>
          ) : null}
        </div>
        <CheckboxField label={t.approved} {...register('approved')} />
        <div className="flex justify-end gap-3 border-t border-stone-200 pt-4">
          <button
            type="button"
            onClick={onClose}
            disabled={isRunning}
            className="rounded-md border border-stone-300 px-4 py-2 text-sm font-medium text-stone-700 hover:bg-stone-50 disabled:opacity-50"
          >
            {t.cancel}
          </button>
          <button
            type="submit"
            disabled={isRunning}
            aria-busy={isRunning || undefined}
            className="rounded-md bg-amber-600 px-5 py-2 text-sm font-semibold text-white shadow-sm hover:bg-amber-700 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {isRunning ? t.saving : t.save}
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
