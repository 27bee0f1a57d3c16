import { liraToKurus } from '@/lib/money'

/** The look of the campaign forms' selects (the shared TextField's input look). */
export const selectClass =
  'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-200'

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
