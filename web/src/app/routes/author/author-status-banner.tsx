import type { AuthorMe } from '@/features/author-panel/api/profile'
import { ApprovalNotice } from '@/features/author-panel/components/status'
import { trPanels } from '@/i18n/panels'

/** The notices above a panel page: no profile yet, or waiting for admin approval. */
export function AuthorStatusBanner({ me }: { me: AuthorMe | undefined }) {
  if (!me) return null
  if (!me.author)
    return (
      <p role="status" className="rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 text-sm text-stone-700">
        {trPanels.authorPanel.status.noProfile}
      </p>
    )
  return me.author.approved ? null : <ApprovalNotice />
}
