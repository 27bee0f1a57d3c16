import { useEffect, useRef, useState } from 'react'
import { QueryState } from '@/components/query-state'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { notify } from '@/lib/notify'
import { useAdminPages, type PageKey } from '@/features/admin-content/api/pages'
import { PageCards } from '@/features/admin-content/components/page-cards'
import { PageEditDialog, type HeroImageField } from '@/features/admin-content/components/page-edit-dialog'
import { ImageUpload } from '@/features/images/components/image-upload'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminContent

/** The about page's hero image: a general upload, live at once for an admin. */
const heroImageField: HeroImageField = ({ value, onChange, label }) => (
  <ImageUpload
    kind="general"
    label={label}
    value={value || null}
    onUploaded={(res) => {
      if (res.imageUrl) onChange(res.imageUrl)
    }}
    onRemove={() => onChange('')}
  />
)

/** /admin/icerik: İçerik Yönetimi, a card per content page and its edit modal. */
export function AdminContentPage() {
  useDocumentTitle(t.title)
  const pages = useAdminPages()
  const [editing, setEditing] = useState<PageKey | null>(null)
  const trigger = useRef<HTMLElement | null>(null)

  useEffect(() => {
    if (pages.isError) notify.error(t.loadError)
  }, [pages.isError])

  function close() {
    setEditing(null)
    // Back to the card's edit button.
    requestAnimationFrame(() => trigger.current?.focus())
  }

  const page = editing ? pages.data?.find((p) => p.key === editing) : undefined

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <div>
        <h1 className="font-serif text-2xl font-bold text-stone-900">{t.title}</h1>
        <p className="text-sm text-stone-600">{t.subtitle}</p>
      </div>
      <QueryState query={pages}>
        {(data) => (
          <PageCards
            pages={data}
            onEdit={(key, el) => {
              trigger.current = el
              setEditing(key)
            }}
          />
        )}
      </QueryState>
      {page ? <PageEditDialog key={page.key} page={page} onClose={close} heroImageField={heroImageField} /> : null}
    </div>
  )
}
