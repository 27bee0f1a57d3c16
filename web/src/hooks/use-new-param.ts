import { useSearchParams } from 'react-router'

/**
 * The `yeni=1` search param of the admin lists: it opens the new-record form
 * (the dashboard's quick actions link to /admin/yazarlar?yeni=1 and
 * /admin/etkinlikler?yeni=1). The setter writes or drops it.
 */
export function useNewParam(name = 'yeni'): [boolean, (open: boolean) => void] {
  const [params, setParams] = useSearchParams()
  const set = (open: boolean) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev)
      if (open) p.set(name, '1')
      else p.delete(name)
      return p
    })
  return [params.get(name) === '1', set]
}
