import type { PageKey } from './types'

/** Query-key factory of the content pages. */
export const pageKeys = {
  all: ['pages'] as const,
  detail: (key: PageKey) => [...pageKeys.all, key] as const,
}
