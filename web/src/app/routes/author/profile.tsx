import { QueryState } from '@/components/query-state'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { ImageUpload } from '@/features/images/components/image-upload'
import { useAuthorMe } from '@/features/author-panel/api/profile'
import { PanelTitle } from '@/features/author-panel/components/panel-title'
import { AuthorProfileForm } from '@/features/author-panel/components/profile-form'
import { AuthorStatusBadge } from '@/features/author-panel/components/status'
import { AuthorStatusBanner } from './author-status-banner'
import { trPanels } from '@/i18n/panels'

const p = trPanels.authorPanel.profile

/** /yazar/profil: the author's profile, its approval status and photo (max 5 MB, awaits admin approval). */
export function AuthorProfilePage() {
  useDocumentTitle(p.title)
  const me = useAuthorMe()
  const author = me.data?.author
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <PanelTitle
        title={p.title}
        subtitle={p.subtitle}
        action={author ? <AuthorStatusBadge approved={author.approved} /> : null}
      />
      <QueryState query={me}>
        {(data) => (
          <>
            <AuthorStatusBanner me={data} />
            <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
              <AuthorProfileForm
                key={author?.id ?? 'new'}
                me={data}
                photo={
                  author ? (
                    <ImageUpload
                      kind="author-photo"
                      value={author.photoUrl}
                      referenceId={author.id}
                      referenceTable="authors"
                      requiresApproval
                    />
                  ) : null
                }
              />
            </div>
          </>
        )}
      </QueryState>
    </div>
  )
}

export default AuthorProfilePage
