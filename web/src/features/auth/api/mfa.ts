import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { authKeys } from '@/api/query-keys'
import { mutationKey } from '@/api/invalidation'
import { meQueryOptions } from './get-me'

export type MfaStatus = Schemas['MFAStatusResponse']
export type MfaSetup = Schemas['MFASetupResponse']
export type MfaEnableResult = Schemas['MFAEnableResponse']

/** GET /api/auth/mfa: the signed-in user's two-factor status. */
export async function getMfaStatus(): Promise<MfaStatus> {
  return unwrap(await api.GET('/api/auth/mfa'))
}

export const mfaStatusQueryOptions = () => queryOptions({ queryKey: authKeys.mfa(), queryFn: getMfaStatus })

export function useMfaStatus() {
  return useQuery(mfaStatusQueryOptions())
}

/** POST /api/auth/mfa/setup: a new secret and its QR code (the session, or the sign-in's enrolment step). */
export async function setupMfa(): Promise<MfaSetup> {
  return unwrap(await api.POST('/api/auth/mfa/setup'))
}

export function useSetupMfa() {
  return useMutation({ mutationFn: setupMfa })
}

/** POST /api/auth/mfa/enable: confirms the setup; the recovery codes come back this once. */
export async function enableMfa(code: string): Promise<MfaEnableResult> {
  return unwrap(await api.POST('/api/auth/mfa/enable', { body: { code } }))
}

export function useEnableMfa() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: mutationKey('mfa.enable'),
    mutationFn: enableMfa,
    onSuccess: (data) => {
      queryClient.setQueryData(meQueryOptions().queryKey, { user: data.user })
    },
  })
}

/** POST /api/auth/mfa/verify: the sign-in's second step. */
export async function verifyMfa(code: string): Promise<Schemas['AuthResponse']> {
  return unwrap(await api.POST('/api/auth/mfa/verify', { body: { code } }))
}

export function useVerifyMfa() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyMfa,
    onSuccess: (data) => queryClient.setQueryData(meQueryOptions().queryKey, { user: data.user }),
  })
}

/** POST /api/auth/mfa/disable: needs the password and a code. */
export async function disableMfa(body: Schemas['MFADisableRequest']): Promise<void> {
  unwrap(await api.POST('/api/auth/mfa/disable', { body }))
}

export function useDisableMfa() {
  return useMutation({ mutationKey: mutationKey('mfa.disable'), mutationFn: disableMfa })
}
