import { tr } from '@/i18n'
import type { EventWhen } from './api/types'

/** The filter buttons and their value in the URL (?zaman=); 'yaklasan' is the default. */
export const eventFilters: Array<{ value: EventWhen; slug: string; label: string }> = [
  { value: 'all', slug: 'tumu', label: tr.events.all },
  { value: 'upcoming', slug: 'yaklasan', label: tr.events.upcoming },
  { value: 'past', slug: 'gecmis', label: tr.events.past },
]

export function whenFromSlug(slug: string | null): EventWhen {
  return eventFilters.find((f) => f.slug === slug)?.value ?? 'upcoming'
}
