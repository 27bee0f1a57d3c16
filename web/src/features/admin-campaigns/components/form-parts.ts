import { kurusToInput, liraToKurus } from '@/lib/money'

/** A datetime-local value (the admin's clock) for an instant. */
export function localInput(at: string | Date): string {
  const d = new Date(at)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/**
 * A lira amount typed in a campaign form, in kuruş. Text that is not a
 * number is an error under its field (never a silent 0, which would save
 * "no minimum" or a free book); an empty optional field is `empty`.
 */
export function kurusOf(value: string, empty?: number): number {
  if (value.trim() === '' && empty !== undefined) return empty
  return liraToKurus(value)
}

/** A kuruş amount as the campaign forms' lira field shows it ('25,00'), read back by kurusOf. */
export function liraInput(kurus: number): string {
  return kurusToInput(kurus)
}

/** The table's one-line summary of a coupon's restriction ('Kapsam: 2 yazar, 3 kitap'); null for every book. */
export function couponScope(
  c: { categoryIds: string[]; authorIds: string[]; bookIds: string[] },
  t: { couponScope: string; couponScopeCategories: string; couponScopeAuthors: string; couponScopeBooks: string },
): string | null {
  const parts = (
    [
      [c.categoryIds.length, t.couponScopeCategories],
      [c.authorIds.length, t.couponScopeAuthors],
      [c.bookIds.length, t.couponScopeBooks],
    ] as const
  )
    .filter(([n]) => n > 0)
    .map(([n, text]) => text.replace('{n}', String(n)))
  return parts.length > 0 ? t.couponScope.replace('{parts}', parts.join(', ')) : null
}
