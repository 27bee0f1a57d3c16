import { tr } from '@/i18n'
import { LegalPage } from '@/features/pages/components/legal-page'

/** /gizlilik-politikasi (lazy route): the admin's 'privacy' page, title and subtitle from content, defaults when absent. */
export function PrivacyPage() {
  return (
    <LegalPage
      pageKey="privacy"
      title={tr.privacy.title}
      subtitle={tr.privacy.subtitle}
      defaultText={tr.privacy.defaultText}
    />
  )
}
