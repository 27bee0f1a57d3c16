/** Query-key factory of the images feature. */
export const imageKeys = {
  all: ['images'] as const,
  storage: () => [...imageKeys.all, 'storage'] as const,
  pending: () => [...imageKeys.all, 'pending'] as const,
  rules: () => [...imageKeys.all, 'rules'] as const,
}
