export type AuthorListParams = { q: string; page: number; pageSize: number }

/** Query-key factory of the author panel: everything the signed-in author owns. */
export const authorPanelKeys = {
  all: ['author-panel'] as const,
  me: () => [...authorPanelKeys.all, 'me'] as const,
  dashboard: () => [...authorPanelKeys.all, 'dashboard'] as const,
  books: () => [...authorPanelKeys.all, 'books'] as const,
  bookList: (params: AuthorListParams) => [...authorPanelKeys.books(), 'list', params] as const,
  book: (id: string) => [...authorPanelKeys.books(), 'detail', id] as const,
  events: () => [...authorPanelKeys.all, 'events'] as const,
  eventList: (params: AuthorListParams) => [...authorPanelKeys.events(), 'list', params] as const,
  event: (id: string) => [...authorPanelKeys.events(), 'detail', id] as const,
}
