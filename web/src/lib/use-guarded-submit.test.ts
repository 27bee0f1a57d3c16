import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useGuardedSubmit } from './use-guarded-submit'

function deferred() {
  let resolve!: () => void
  let reject!: (e: unknown) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('useGuardedSubmit', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs the first call at once and drops repeats within 1000 ms', async () => {
    const handler = vi.fn(async () => {})
    const { result } = renderHook(() => useGuardedSubmit(handler))
    await act(() => result.current.submit())
    await act(() => result.current.submit())
    expect(handler).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(999))
    await act(() => result.current.submit())
    expect(handler).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(1))
    await act(() => result.current.submit())
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('ignores calls while one runs, even after the debounce window', async () => {
    const d = deferred()
    const handler = vi.fn(() => d.promise)
    const { result } = renderHook(() => useGuardedSubmit(handler))
    let first!: Promise<void>
    act(() => {
      first = result.current.submit()
    })
    expect(result.current.isRunning).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(5000))
    await act(() => result.current.submit())
    expect(handler).toHaveBeenCalledTimes(1)
    await act(async () => {
      d.resolve()
      await first
    })
    expect(result.current.isRunning).toBe(false)
    await act(() => result.current.submit())
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('frees the guard when the handler throws', async () => {
    const handler = vi.fn(async () => {
      throw new Error('x')
    })
    const { result } = renderHook(() => useGuardedSubmit(handler))
    await act(async () => {
      await expect(result.current.submit()).rejects.toThrow('x')
    })
    expect(result.current.isRunning).toBe(false)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    await act(async () => {
      await expect(result.current.submit()).rejects.toThrow('x')
    })
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('passes the arguments through and uses the latest handler', async () => {
    const a = vi.fn()
    const b = vi.fn()
    const { result, rerender } = renderHook(({ h }) => useGuardedSubmit(h, 500), { initialProps: { h: a } })
    rerender({ h: b })
    await act(() => result.current.submit(1, 'x'))
    expect(a).not.toHaveBeenCalled()
    expect(b).toHaveBeenCalledWith(1, 'x')
  })
})
