import { tr } from '@/i18n'
import { PlaceholderPage } from '@/components/placeholder-page'

// Placeholders until each admin screen's issue lands.
export const AdminDashboardPage = () => <PlaceholderPage title={tr.admin.dashboard} />
export const AdminBooksPage = () => <PlaceholderPage title={tr.admin.books} />
export const AdminAuthorsPage = () => <PlaceholderPage title={tr.admin.authors} />
export const AdminCategoriesPage = () => <PlaceholderPage title={tr.admin.categories} />
export const AdminEventsPage = () => <PlaceholderPage title={tr.admin.events} />
export const AdminOrdersPage = () => <PlaceholderPage title={tr.admin.orders} />
export const AdminMembersPage = () => <PlaceholderPage title={tr.admin.members} />
export const AdminFeaturedPage = () => <PlaceholderPage title={tr.admin.featured} />
export const AdminContentPage = () => <PlaceholderPage title={tr.admin.content} />
