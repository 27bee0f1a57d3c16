import { zodResolver } from '@hookform/resolvers/zod'
import { tr } from '@/i18n'
import { LegalLinks } from '@/components/legal-links'
import { CheckboxField, SubmitButton, TextAreaField, TextField } from '@/components/ui/form-field'
import { successAfterLoad } from '@/lib/notify'
import { useAuthorApplication } from '../api/author-application'
import { APPLICATION_BIOGRAPHY_MAX, authorApplicationSchema } from '../schemas'
import { confirmPasswordFieldProps, emailFieldProps, newPasswordFieldProps } from './auth-field-props'
import { useAuthForm } from './use-auth-form'
import { trPanels } from '@/i18n/panels'

/**
 * The author application of /yazar-giris: the registration fields and rules
 * plus a short biography. The server creates the author account with an
 * unapproved profile and signs it in; `onSuccess` then goes to the panel by
 * a full page load, so the success toast waits for the panel (successAfterLoad).
 * Submissions are debounced 1 s and ignored while one runs, as registration.
 */
export function AuthorApplicationForm({
  successMessage,
  onSuccess,
}: {
  successMessage: string
  onSuccess: () => void
}) {
  const apply = useAuthorApplication()
  const { register, errors, onSubmit, isRunning } = useAuthForm(
    zodResolver(authorApplicationSchema),
    { fullName: '', email: '', password: '', confirmPassword: '', acceptTerms: false, biography: '' },
    async (values) => {
      await apply.mutateAsync(values)
      successAfterLoad(successMessage)
      onSuccess()
    },
  )

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="author-apply">
      <TextField
        label={tr.auth.fullName}
        autoComplete="name"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <TextField {...emailFieldProps} error={errors.email?.message} {...register('email')} />
      <TextField {...newPasswordFieldProps} error={errors.password?.message} {...register('password')} />
      <TextField
        {...confirmPasswordFieldProps}
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <TextAreaField
        label={trPanels.authorPanel.application.biography}
        rows={4}
        maxLength={APPLICATION_BIOGRAPHY_MAX}
        hint={trPanels.authorPanel.application.biographyHint}
        error={errors.biography?.message}
        {...register('biography')}
      />
      <CheckboxField label={tr.auth.acceptTerms} error={errors.acceptTerms?.message} {...register('acceptTerms')} />
      <LegalLinks contractsNote={false} />
      <SubmitButton
        busy={isRunning}
        label={trPanels.authorPanel.application.submit}
        busyLabel={trPanels.authorPanel.application.submitting}
      />
    </form>
  )
}
