import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { tr } from '@/i18n'
import { QueryState } from './query-state'

/** Answers one by one from `answers` (an Error is a failed load); the last one repeats. */
function source(...answers: Array<string[] | Error>) {
  let i = 0
  return async () => {
    const a = answers[Math.min(i, answers.length - 1)]!
    i += 1
    if (a instanceof Error) throw a
    return a
  }
}

function Harness({
  load,
  ...props
}: {
  load: () => Promise<string[]>
  keepDataOnError?: boolean
  errorMessage?: string | ((error: Error) => string)
  empty?: ReactNode
  refetch?: (refetch: () => unknown) => void
}) {
  const query = useQuery({ queryKey: ['items'], queryFn: load, retry: false })
  props.refetch?.(() => query.refetch())
  return (
    <>
      <span data-testid="query-status" hidden>{`${query.status}/${query.fetchStatus}`}</span>
      <QueryState
        query={query}
        keepDataOnError={props.keepDataOnError}
        errorMessage={props.errorMessage}
        isEmpty={(items) => items.length === 0}
        empty={props.empty}
      >
        {(items) => <p>{items.join(', ')}</p>}
      </QueryState>
    </>
  )
}

function show(props: Parameters<typeof Harness>[0]) {
  const client = new QueryClient()
  return render(
    <QueryClientProvider client={client}>
      <Harness {...props} />
    </QueryClientProvider>,
  )
}

describe('QueryState', () => {
  it('shows the spinner while the first answer comes, then the data', async () => {
    show({ load: source(['Kitap 1', 'Kitap 2']) })
    expect(screen.getByRole('status')).toHaveTextContent(tr.common.loading)
    expect(await screen.findByText('Kitap 1, Kitap 2')).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('shows a failed load with a retry that loads again', async () => {
    show({ load: source(new Error('boom'), ['Kitap 1']) })
    const alert = await screen.findByRole('alert')
    await userEvent.click(within(alert).getByRole('button', { name: tr.common.retry }))
    expect(await screen.findByText('Kitap 1')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it("words the failure the screen's way, as a text or from the error", async () => {
    show({ load: source(new Error('boom')), errorMessage: (e) => `Yüklenemedi: ${e.message}` })
    expect(await screen.findByRole('alert')).toHaveTextContent('Yüklenemedi: boom')
  })

  it('shows the empty state when the answer has nothing to show', async () => {
    show({ load: source([]), empty: <p>Hiç kitap yok</p> })
    expect(await screen.findByText('Hiç kitap yok')).toBeInTheDocument()
  })

  it('keeps the shown data when a refetch fails only if asked to', async () => {
    for (const keep of [true, false]) {
      let refetch: () => unknown = () => undefined
      const { unmount } = show({
        load: source(['Kitap 1'], new Error('boom')),
        keepDataOnError: keep,
        refetch: (r) => (refetch = r),
      })
      expect(await screen.findByText('Kitap 1')).toBeInTheDocument()
      void refetch()
      await waitFor(() => expect(screen.getByTestId('query-status')).toHaveTextContent('error/idle'))
      if (keep) {
        expect(screen.getByText('Kitap 1')).toBeInTheDocument()
        expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      } else {
        expect(screen.getByRole('alert')).toBeInTheDocument()
        expect(screen.queryByText('Kitap 1')).not.toBeInTheDocument()
      }
      unmount()
    }
  })
})
