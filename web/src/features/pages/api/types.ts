import type { Schemas } from '@/lib/api-client'

export type PageContent = Schemas['ContentPage']
export type PageKey = PageContent['key']

type Stat = string | number | null | undefined

/**
 * What the storefront reads from `meta` (an open object in the schema):
 * about {stats, hero_image}, contact {address, phone, email, social}, privacy {subtitle}.
 * Read it through `readMeta`, which checks nothing: every field may be absent.
 */
export type PageMeta = {
  stats?: { books?: Stat; authors?: Stat; awards?: Stat; readers?: Stat } | null
  hero_image?: string | null
  address?: string | null
  phone?: string | null
  email?: string | null
  social?: { facebook?: string | null; twitter?: string | null; instagram?: string | null } | null
  subtitle?: string | null
  seller_title?: string | null
  mersis?: string | null
  tax_office?: string | null
  tax_number?: string | null
  kep?: string | null
}

export function readMeta(page: PageContent | undefined): PageMeta | undefined {
  const meta = page?.meta
  return meta && typeof meta === 'object' ? (meta as PageMeta) : undefined
}
