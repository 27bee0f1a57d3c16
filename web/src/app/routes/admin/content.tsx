import { tr } from '@/i18n'
import { PlaceholderPage } from '@/components/placeholder-page'

export const AdminContentPage = () => <PlaceholderPage title={tr.admin.content} />
