import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { contentKeys } from '@/api/query-keys'
import { mutationKey } from '@/api/invalidation'

export type AdminPage = Schemas['AdminPage']
export type PageKey = AdminPage['key']
export type PageRequest = Schemas['PageRequest']

/** GET /api/admin/pages: the four pages (about, contact, privacy, terms), stored or not. */
export async function getAdminPages(signal?: AbortSignal): Promise<AdminPage[]> {
  return unwrap(await api.GET('/api/admin/pages', { signal })).items
}

export const adminPagesQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.list(), queryFn: ({ signal }) => getAdminPages(signal) })

export function useAdminPages() {
  return useQuery(adminPagesQueryOptions())
}

/** PUT /api/admin/pages/{key}: the whole page; answers the stored page. */
export async function savePage({ key, body }: { key: PageKey; body: PageRequest }): Promise<AdminPage> {
  return unwrap(await api.PUT('/api/admin/pages/{key}', { params: { path: { key } }, body }))
}

/** Puts the saved page in the list (the public page and the footer: src/api/invalidation.ts). */
export function useSavePage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: mutationKey('page.save'),
    mutationFn: savePage,
    onSuccess: (page) => {
      queryClient.setQueryData<AdminPage[]>(contentKeys.list(), (list) =>
        list?.map((p) => (p.key === page.key ? page : p)),
      )
    },
  })
}
