import { tr } from '@/i18n'
import { PlaceholderPage } from '@/components/placeholder-page'

export const AdminOrdersPage = () => <PlaceholderPage title={tr.admin.orders} />
