import { tr } from '@/i18n'
import { PlaceholderPage } from '@/components/placeholder-page'

export const AdminBooksPage = () => <PlaceholderPage title={tr.admin.books} />
