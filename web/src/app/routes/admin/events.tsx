import { tr } from '@/i18n'
import { PlaceholderPage } from '@/components/placeholder-page'

export const AdminEventsPage = () => <PlaceholderPage title={tr.admin.events} />
