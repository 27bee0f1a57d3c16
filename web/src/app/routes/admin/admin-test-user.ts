/** The signed-in admin of the admin screens' tests. */
export const adminUser = {
  id: 'u-admin',
  email: 'admin@kitapevi.test',
  fullName: 'Admin',
  displayName: 'Admin',
  role: 'admin',
  avatarUrl: null,
  phone: '',
  shippingAddress: '',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
}
