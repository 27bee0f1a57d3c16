/** Query-key factory of the header search. */
export const searchKeys = {
  all: ['search'] as const,
  suggest: (q: string) => [...searchKeys.all, 'suggest', q] as const,
}
