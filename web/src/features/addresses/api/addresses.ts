import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { mutationKey } from '@/api/invalidation'
import { addressKeys } from '@/api/query-keys'

export type Address = Schemas['AddressView']
export type AddressRequest = Schemas['AddressRequest']
export type AddressKind = 'delivery' | 'billing'

/** GET /api/me/addresses: the member's book, defaults first. */
export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return unwrap(await api.GET('/api/me/addresses', { signal })).items
}

export const addressesQueryOptions = () =>
  queryOptions({ queryKey: addressKeys.list(), queryFn: ({ signal }) => getAddresses(signal) })

export function useAddresses(enabled = true) {
  return useQuery({ ...addressesQueryOptions(), enabled })
}

/** POST /api/me/addresses, or PUT /api/me/addresses/{id} with an id. */
export async function saveAddress({ id, body }: { id?: string; body: AddressRequest }): Promise<Address> {
  return id
    ? unwrap(await api.PUT('/api/me/addresses/{id}', { params: { path: { id } }, body }))
    : unwrap(await api.POST('/api/me/addresses', { body }))
}

export async function deleteAddress(id: string): Promise<void> {
  unwrap(await api.DELETE('/api/me/addresses/{id}', { params: { path: { id } } }))
}

export async function setDefaultAddress({ id, kind }: { id: string; kind: AddressKind }): Promise<void> {
  unwrap(await api.POST('/api/me/addresses/{id}/default', { params: { path: { id } }, body: { kind } }))
}

/** The book's mutations; each refetches the book (the defaults move on the server: src/api/invalidation.ts). */
export function useAddressMutations() {
  return {
    save: useMutation({ mutationKey: mutationKey('address.save'), mutationFn: saveAddress }),
    remove: useMutation({ mutationKey: mutationKey('address.delete'), mutationFn: deleteAddress }),
    setDefault: useMutation({ mutationKey: mutationKey('address.setDefault'), mutationFn: setDefaultAddress }),
  }
}
