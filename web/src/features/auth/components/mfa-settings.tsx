import { useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { fmt, tr } from '@/i18n'
import { Button } from '@/components/ui/button'
import { SubmitButton, TextField } from '@/components/ui/form-field'
import { QueryState } from '@/components/query-state'
import { notify } from '@/lib/notify'
import { useDisableMfa, useMfaStatus } from '../api/mfa'
import type { CurrentUser } from '../api/get-me'
import { mfaDisableSchema } from '../schemas'
import { MfaEnrolment } from './mfa-enrolment'
import { useAuthForm } from './use-auth-form'

/** The profile's 'İki adımlı doğrulama' section (every role). */
export function MfaSettings({ onEnrolled }: { onEnrolled?: (user: CurrentUser) => void }) {
  const status = useMfaStatus()
  const [mode, setMode] = useState<'idle' | 'enrol' | 'disable'>('idle')
  const m = tr.auth.mfa
  return (
    <section
      aria-labelledby="mfa-title"
      className="mt-6 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
      data-testid="mfa-settings"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="mfa-title" className="font-serif text-xl font-bold text-stone-900">
          {m.title}
        </h2>
        {status.data ? (
          <span
            className={`rounded-full px-3 py-1 text-xs font-semibold ${
              status.data.enabled ? 'bg-green-100 text-green-800' : 'bg-stone-100 text-stone-700'
            }`}
          >
            {status.data.enabled ? m.statusOn : m.statusOff}
          </span>
        ) : null}
      </div>
      <p className="mb-4 text-sm text-stone-600">{m.description}</p>
      <QueryState query={status}>
        {(data) =>
          data.enabled && mode !== 'enrol' ? (
            <div className="space-y-3">
              <p className="text-sm text-stone-700">{fmt(m.codesLeft, { count: data.recoveryCodesLeft })}</p>
              {data.required ? (
                <p className="text-sm text-stone-600">{m.requiredNote}</p>
              ) : mode === 'disable' ? (
                <DisableForm onDone={() => setMode('idle')} />
              ) : (
                <Button variant="outline" onClick={() => setMode('disable')}>
                  {m.disableTitle}
                </Button>
              )}
            </div>
          ) : (
            <MfaEnrolment
              onStarted={() => setMode('enrol')}
              onDone={(user) => {
                setMode('idle')
                onEnrolled?.(user)
              }}
            />
          )
        }
      </QueryState>
    </section>
  )
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const disable = useDisableMfa()
  const m = tr.auth.mfa
  const { register, errors, onSubmit, isRunning } = useAuthForm(
    zodResolver(mfaDisableSchema),
    { password: '', code: '' },
    async (values) => {
      await disable.mutateAsync(values)
      notify.success(m.disabled)
      onDone()
    },
  )
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label={m.disableTitle}>
      <TextField
        label={tr.auth.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={m.disableCode}
        autoComplete="one-time-code"
        error={errors.code?.message}
        {...register('code')}
      />
      <SubmitButton busy={isRunning} label={m.disable} busyLabel={m.disabling} />
      <Button variant="secondary" className="w-full" onClick={onDone}>
        {m.cancel}
      </Button>
    </form>
  )
}
