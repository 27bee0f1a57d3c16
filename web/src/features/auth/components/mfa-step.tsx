import { useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { tr } from '@/i18n'
import { Button } from '@/components/ui/button'
import { SubmitButton, TextField } from '@/components/ui/form-field'
import { useVerifyMfa } from '../api/mfa'
import type { CurrentUser } from '../api/get-me'
import { mfaCodeSchema } from '../schemas'
import { useAuthForm } from './use-auth-form'

/**
 * The sign-in's second step: the 6-digit code of the authenticator app, or
 * a recovery code. Only the half-signed-in cookie is held until it passes.
 */
export function MfaStep({ onSuccess, onRestart }: { onSuccess: (user: CurrentUser) => void; onRestart: () => void }) {
  const verify = useVerifyMfa()
  const [recovery, setRecovery] = useState(false)
  const { register, errors, onSubmit, isRunning, reset } = useAuthForm(
    zodResolver(mfaCodeSchema),
    { code: '' },
    async ({ code }) => {
      const { user } = await verify.mutateAsync(code)
      onSuccess(user)
    },
  )
  const m = tr.auth.mfa
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="mfa-step-title">
      <div>
        <h2 id="mfa-step-title" className="text-lg font-semibold text-stone-900">
          {m.title}
        </h2>
        <p className="text-sm text-stone-600">{m.stepSubtitle}</p>
      </div>
      {recovery ? (
        <TextField
          key="recovery"
          label={m.recoveryCode}
          autoComplete="off"
          placeholder={m.recoveryPlaceholder}
          error={errors.code?.message}
          {...register('code')}
        />
      ) : (
        <TextField
          key="totp"
          label={m.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={m.codePlaceholder}
          error={errors.code?.message}
          {...register('code')}
        />
      )}
      <SubmitButton busy={isRunning} label={m.verify} busyLabel={m.verifying} />
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          variant="link"
          className="text-sm"
          onClick={() => {
            setRecovery(!recovery)
            reset({ code: '' })
          }}
        >
          {recovery ? m.useApp : m.useRecovery}
        </Button>
        <Button variant="link" className="text-sm" onClick={onRestart}>
          {m.restart}
        </Button>
      </div>
    </form>
  )
}
