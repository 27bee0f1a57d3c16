import { tr } from '@/i18n'
import { PlaceholderPage } from '@/components/placeholder-page'

export const AdminDashboardPage = () => <PlaceholderPage title={tr.admin.dashboard} />
