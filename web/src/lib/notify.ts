import { toast } from 'sonner'

/** Toast durations of the spec: success 3 s, error 4 s (top-right, see AppProvider). */
export const SUCCESS_MS = 3000
export const ERROR_MS = 4000

export const notify = {
  success(message: string) {
    toast.success(message, { duration: SUCCESS_MS })
  },
  error(message: string) {
    toast.error(message, { duration: ERROR_MS })
  },
  /** Neither good nor bad news (e.g. a payment still being settled); as long as an error. */
  info(message: string) {
    toast.info(message, { duration: ERROR_MS })
  },
}
