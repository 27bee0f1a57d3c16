export { tr } from './tr'
export type { Catalogue } from './tr'

/** Fills `{name}` placeholders of a catalogue entry. */
export function fmt(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in params ? String(params[key]) : match))
}
