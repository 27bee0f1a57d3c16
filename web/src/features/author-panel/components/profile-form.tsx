import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { tr } from '@/i18n'
import { RichTextEditor } from '@/components/rich-text-editor'
import { TextField } from '@/components/ui/form-field'
import { notify } from '@/lib/notify'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { useSaveAuthorProfile, type AuthorMe } from '../api/profile'
import { authorProfileSchema, type AuthorProfileValues } from '../schemas'
import { showServerErrors } from '../server-errors'

const p = tr.authorPanel.profile

/** Save throttle of the author form: one per 3 seconds, blocked while busy (panels.md §5). */
export const PROFILE_SAVE_THROTTLE_MS = 3000

/**
 * The author's profile: name required, biography as rich text, e-mail
 * read-only; the first save creates the profile ('Yazar profili
 * oluşturuldu'), later ones update it. `photo` is the upload slot.
 */
export function AuthorProfileForm({ me, photo }: { me: AuthorMe; photo?: ReactNode }) {
  const save = useSaveAuthorProfile()
  const exists = me.author !== null
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AuthorProfileValues>({
    resolver: zodResolver(authorProfileSchema),
    defaultValues: { name: me.author?.name ?? '', biography: me.author?.biography ?? '' },
  })

  const { submit, isRunning } = useGuardedSubmit(async (values: AuthorProfileValues) => {
    try {
      await save.mutateAsync({ name: values.name.trim(), biography: values.biography })
      notify.success(exists ? p.updated : p.created)
    } catch (err) {
      notify.error(showServerErrors(err, ['name', 'biography'], setError, p.saveError))
    }
  }, PROFILE_SAVE_THROTTLE_MS)

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
      <TextField label={p.name} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label={p.email} type="email" value={me.email} readOnly aria-readonly="true" hint={p.emailHint} className="[&_input]:bg-stone-100" />
      <div>
        <span id="author-profile-biography" className="mb-1 block text-sm font-medium text-stone-700">
          {p.biography}
        </span>
        <Controller
          control={control}
          name="biography"
          render={({ field }) => (
            <RichTextEditor
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria-labelledby="author-profile-biography"
            />
          )}
        />
        {errors.biography ? (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {errors.biography.message}
          </p>
        ) : null}
      </div>
      <section aria-label={p.photo} className="rounded-lg border border-stone-200 p-4">
        <h2 className="mb-2 text-sm font-medium text-stone-700">{p.photo}</h2>
        {exists && photo ? (
          <>
            {photo}
            <p className="mt-2 text-xs text-stone-500">{p.photoPending}</p>
          </>
        ) : (
          <p className="text-sm text-stone-500">{p.photoAfterSave}</p>
        )}
      </section>
      <div className="flex justify-end">
        <button
          type="submit"
          disabled={isRunning}
          aria-busy={isRunning || undefined}
          className="rounded-md bg-amber-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-amber-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {isRunning ? p.saving : exists ? p.save : p.create}
        </button>
      </div>
    </form>
  )
}
