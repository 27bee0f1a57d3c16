import { tr } from '@/i18n'
import { PlaceholderPage } from '@/components/placeholder-page'

export const AdminFeaturedPage = () => <PlaceholderPage title={tr.admin.featured} />
