import { useCallback, useEffect, useRef, useState } from 'react'

export const SUBMIT_DEBOUNCE_MS = 1000

/**
 * Wraps a submit handler so that a form is debounced 1 second and ignored
 * while one submission runs:
 * - a call while the previous one is still running is ignored;
 * - a call within `delayMs` of the previous accepted call is ignored
 *   (leading-edge debounce: the first click acts at once, repeats are dropped).
 *
 * Returns the guarded function and whether a call is running.
 */
export function useGuardedSubmit<A extends unknown[]>(
  handler: (...args: A) => Promise<unknown> | unknown,
  delayMs: number = SUBMIT_DEBOUNCE_MS,
): { submit: (...args: A) => Promise<void>; isRunning: boolean } {
  const handlerRef = useRef(handler)
  const runningRef = useRef(false)
  const lastRef = useRef<number | null>(null)
  const mountedRef = useRef(true)
  const [isRunning, setIsRunning] = useState(false)

  useEffect(() => {
    handlerRef.current = handler
  }, [handler])

  useEffect(() => {
    mountedRef.current = true
    return () => {
      mountedRef.current = false
    }
  }, [])

  const submit = useCallback(
    async (...args: A) => {
      const now = Date.now()
      if (runningRef.current) return
      if (lastRef.current !== null && now - lastRef.current < delayMs) return
      lastRef.current = now
      runningRef.current = true
      setIsRunning(true)
      try {
        await handlerRef.current(...args)
      } finally {
        runningRef.current = false
        if (mountedRef.current) setIsRunning(false)
      }
    },
    [delayMs],
  )

  return { submit, isRunning }
}
