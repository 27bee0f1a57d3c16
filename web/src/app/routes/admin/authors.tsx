import { tr } from '@/i18n'
import { PlaceholderPage } from '@/components/placeholder-page'

export const AdminAuthorsPage = () => <PlaceholderPage title={tr.admin.authors} />
