/** Query-key factory of the admin outbox. */
export const mailKeys = {
  all: ['admin-mails'] as const,
  list: (page: number) => [...mailKeys.all, 'list', page] as const,
  detail: (id: string) => [...mailKeys.all, 'detail', id] as const,
}
