import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { tr } from '@/i18n'
import { CheckboxField, SubmitButton, TextAreaField, TextField } from '@/components/ui/form-field'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { notify } from '@/lib/notify'
import { useAuthorApplication } from '../api/author-application'
import { APPLICATION_BIOGRAPHY_MAX, authorApplicationSchema, type AuthorApplicationValues } from '../schemas'
import { applyServerErrors } from './apply-server-errors'

const fields = ['fullName', 'email', 'password', 'confirmPassword', 'acceptTerms', 'biography'] as const

/**
 * The author application of /yazar-giris: the registration fields and rules
 * plus a short biography. The server creates the author account with an
 * unapproved profile and signs it in; `onSuccess` then goes to the panel.
 * Submissions are debounced 1 s and ignored while one runs, as registration.
 */
export function AuthorApplicationForm({ successMessage, onSuccess }: { successMessage: string; onSuccess: () => void }) {
  const apply = useAuthorApplication()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AuthorApplicationValues>({
    resolver: zodResolver(authorApplicationSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '', acceptTerms: false, biography: '' },
  })

  const { submit, isRunning } = useGuardedSubmit(async (values: AuthorApplicationValues) => {
    try {
      await apply.mutateAsync(values)
      notify.success(successMessage)
      onSuccess()
    } catch (err) {
      applyServerErrors(err, fields, setError)
    }
  })

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4" aria-labelledby="author-apply">
      <TextField label={tr.auth.fullName} autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
      <TextField
        label={tr.auth.email}
        type="email"
        autoComplete="email"
        placeholder={tr.auth.emailPlaceholder}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={tr.auth.password}
        type="password"
        autoComplete="new-password"
        hint={tr.auth.passwordHint}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={tr.auth.confirmPassword}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <TextAreaField
        label={tr.authorPanel.application.biography}
        rows={4}
        maxLength={APPLICATION_BIOGRAPHY_MAX}
        hint={tr.authorPanel.application.biographyHint}
        error={errors.biography?.message}
        {...register('biography')}
      />
      <CheckboxField label={tr.auth.acceptTerms} error={errors.acceptTerms?.message} {...register('acceptTerms')} />
      <SubmitButton
        busy={isRunning}
        label={tr.authorPanel.application.submit}
        busyLabel={tr.authorPanel.application.submitting}
      />
    </form>
  )
}
