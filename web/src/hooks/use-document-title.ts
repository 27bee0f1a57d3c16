import { useEffect } from 'react'
import { fmt, tr } from '@/i18n'

/** Sets document.title to '{title} | Kitapevi Yayınları' (the site name alone when title is ''). */
export function useDocumentTitle(title: string | undefined, raw = false) {
  useEffect(() => {
    if (title === undefined) return
    document.title = raw ? title : title ? fmt(tr.site.titleTemplate, { title }) : tr.site.name
  }, [title, raw])
}
