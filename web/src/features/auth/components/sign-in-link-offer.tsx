import { useState } from 'react'
import { tr } from '@/i18n'
import { Button } from '@/components/ui/button'
import { describeError } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useRequestSignInLink } from '../api/sign-in-link'

/**
 * Shown under the sign-in form once the server slows this browser's tries:
 * instead of waiting, the owner asks for a one-time link by e-mail. The
 * answer is the same whether or not the address has an account.
 */
export function SignInLinkOffer({ email }: { email: string }) {
  const request = useRequestSignInLink()
  const [sent, setSent] = useState<string | null>(null)
  const t = tr.auth.signInLink
  if (sent) {
    return (
      <p role="status" className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
        {sent}
      </p>
    )
  }
  return (
    <div className="space-y-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <p>{t.offer}</p>
      <Button
        type="button"
        variant="secondary"
        disabled={request.isPending}
        onClick={() =>
          request.mutate(
            { email },
            {
              onSuccess: (res) => setSent(res.message),
              onError: (err) => notify.error(describeError(err, 'authentication').message),
            },
          )
        }
      >
        {request.isPending ? t.sending : t.send}
      </Button>
    </div>
  )
}
