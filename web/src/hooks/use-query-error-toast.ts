import { useEffect } from 'react'
import { notify } from '@/lib/notify'

/** Shows `message` as an error toast each time a list's query turns to failed (the page's load-error toast). */
export function useQueryErrorToast(isError: boolean, message: string) {
  useEffect(() => {
    if (isError) notify.error(message)
  }, [isError, message])
}
