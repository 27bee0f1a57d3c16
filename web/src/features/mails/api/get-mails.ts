import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { mailKeys } from '@/api/query-keys'

export type MailList = Schemas['MailList']
export type MailItem = Schemas['MailItem']
export type MailDetail = Schemas['MailDetail']

export const MAILS_PAGE_SIZE = 20

/** GET /api/admin/mails: the outbox, newest first, paginated on the server. */
export async function getMails(page: number, signal?: AbortSignal): Promise<MailList> {
  return unwrap(await api.GET('/api/admin/mails', { params: { query: { page, pageSize: MAILS_PAGE_SIZE } }, signal }))
}

export const mailsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: mailKeys.list(page),
    queryFn: ({ signal }) => getMails(page, signal),
    placeholderData: keepPreviousData,
  })

export function useMails(page: number) {
  return useQuery(mailsQueryOptions(page))
}

/** GET /api/admin/mails/{id}: one mail with its plain-text body. */
export async function getMail(id: string, signal?: AbortSignal): Promise<MailDetail> {
  return unwrap(await api.GET('/api/admin/mails/{id}', { params: { path: { id } }, signal }))
}

export const mailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mailKeys.detail(id),
    queryFn: ({ signal }) => getMail(id, signal),
  })

export function useMail(id: string | null) {
  return useQuery({ ...mailQueryOptions(id ?? ''), enabled: id !== null })
}
