import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { TextField } from '@/components/ui/form-field'
import { notify } from '@/lib/notify'
import { useSaveAuthorProfile, type AuthorMe } from '../api/profile'
import { authorProfileSchema } from '../schemas'
import { useAuthorForm } from '../use-author-form'
import { RichTextField } from '@/components/ui/rich-text-field'
import { UploadSection } from './form-parts'
import { Button } from '@/components/ui/button'
import { trPanels } from '@/i18n/panels'

const p = trPanels.authorPanel.profile

/** Save throttle of the author form: one per 3 seconds, blocked while busy. */
export const PROFILE_SAVE_THROTTLE_MS = 3000

/**
 * The author's profile: name required, biography as rich text, e-mail
 * read-only; the first save creates the profile ('Yazar profili
 * oluşturuldu'), later ones update it. `photo` is the upload slot.
 */
export function AuthorProfileForm({ me, photo }: { me: AuthorMe; photo?: ReactNode }) {
  const save = useSaveAuthorProfile()
  const exists = me.author !== null
  const { register, control, errors, onSubmit, isRunning } = useAuthorForm({
    resolver: zodResolver(authorProfileSchema),
    defaultValues: { name: me.author?.name ?? '', biography: me.author?.biography ?? '' },
    saveError: p.saveError,
    throttleMs: PROFILE_SAVE_THROTTLE_MS,
    action: async (values) => {
      await save.mutateAsync({ name: values.name.trim(), biography: values.biography })
      notify.success(exists ? p.updated : p.created)
    },
  })

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField label={p.name} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label={p.email}
        type="email"
        value={me.email}
        readOnly
        aria-readonly="true"
        hint={p.emailHint}
        className="[&_input]:bg-stone-100"
      />
      <RichTextField control={control} name="biography" label={p.biography} />
      <UploadSection
        title={p.photo}
        heading="h2"
        upload={exists ? photo : null}
        pending={p.photoPending}
        afterSave={p.photoAfterSave}
      />
      <div className="flex justify-end">
        <Button
          type="submit"
          disabled={isRunning}
          aria-busy={isRunning || undefined}
          size="none"
          className="px-5 py-2.5 text-sm shadow-sm"
        >
          {isRunning ? p.saving : exists ? p.save : p.create}
        </Button>
      </div>
    </form>
  )
}
