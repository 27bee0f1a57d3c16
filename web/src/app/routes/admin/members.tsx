import { tr } from '@/i18n'
import { PlaceholderPage } from '@/components/placeholder-page'

export const AdminMembersPage = () => <PlaceholderPage title={tr.admin.members} />
