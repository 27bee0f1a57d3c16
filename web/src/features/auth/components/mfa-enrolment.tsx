import { useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { tr } from '@/i18n'
import { Button } from '@/components/ui/button'
import { SubmitButton, TextField } from '@/components/ui/form-field'
import { describeError } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useEnableMfa, useSetupMfa, type MfaSetup } from '../api/mfa'
import type { CurrentUser } from '../api/get-me'
import { mfaCodeSchema } from '../schemas'
import { RecoveryCodes } from './recovery-codes'
import { useAuthForm } from './use-auth-form'

/**
 * Enrolment in two-factor sign-in: a new secret as a QR code and as text,
 * confirmed with a code, then the recovery codes shown once. Used at an
 * admin's sign-in (required policy) and on the profile.
 */
export function MfaEnrolment({
  onDone,
  onStarted,
}: {
  onDone: (user: CurrentUser) => void
  /** Called when the secret is made: the caller keeps this shown until onDone. */
  onStarted?: () => void
}) {
  const setup = useSetupMfa()
  const enable = useEnableMfa()
  const [key, setKey] = useState<MfaSetup | null>(null)
  const [done, setDone] = useState<{ codes: string[]; user: CurrentUser } | null>(null)
  const { register, errors, onSubmit, isRunning } = useAuthForm(
    zodResolver(mfaCodeSchema),
    { code: '' },
    async ({ code }) => {
      const res = await enable.mutateAsync(code)
      notify.success(tr.auth.mfa.enabled)
      setDone({ codes: res.recoveryCodes, user: res.user })
    },
  )
  const m = tr.auth.mfa

  if (done) return <RecoveryCodes codes={done.codes} onDone={() => onDone(done.user)} />
  if (!key) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-stone-600">{m.enrolIntro}</p>
        <Button
          loading={setup.isPending}
          onClick={() =>
            setup.mutate(undefined, {
              onSuccess: (k) => {
                setKey(k)
                onStarted?.()
              },
              onError: (err) => notify.error(describeError(err, 'authentication').message),
            })
          }
        >
          {setup.isPending ? m.starting : m.start}
        </Button>
      </div>
    )
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-stone-600">{m.enrolIntro}</p>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <img src={key.qrCode} alt={m.qrAlt} width={180} height={180} className="rounded-md border border-stone-200" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-stone-700">{m.secret}</p>
          <code
            data-testid="mfa-secret"
            className="mt-1 block rounded-md bg-stone-100 p-2 font-mono text-sm break-all text-stone-900"
          >
            {key.secret}
          </code>
        </div>
      </div>
      <TextField
        label={m.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={m.codePlaceholder}
        error={errors.code?.message}
        {...register('code')}
      />
      <SubmitButton busy={isRunning} label={m.enable} busyLabel={m.enabling} />
    </form>
  )
}
