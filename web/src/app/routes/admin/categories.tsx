import { tr } from '@/i18n'
import { PlaceholderPage } from '@/components/placeholder-page'

export const AdminCategoriesPage = () => <PlaceholderPage title={tr.admin.categories} />
