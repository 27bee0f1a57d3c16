import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ModalDialog } from './modal-dialog'

/** A page with an opener button; the dialog shows while open. */
function Opener({ label = 'Open', children }: { label?: string; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {label}
      </button>
      {open ? children(() => setOpen(false)) : null}
    </>
  )
}

describe('ModalDialog', () => {
  it('is a labelled, described modal dialog in a portal on the body', () => {
    const { container } = render(
      <ModalDialog title="Title" description="What this is about" closeLabel="Close" onClose={() => {}}>
        <p>Body</p>
      </ModalDialog>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Title' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveAccessibleDescription('What this is about')
    expect(container).not.toContainElement(dialog)
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument()
    expect(document.body.style.overflow).toBe('hidden')
  })

  it('can be an alertdialog and can have no × button', () => {
    render(
      <ModalDialog
        role="alertdialog"
        title="Sure?"
        closeLabel={null}
        onClose={() => {}}
        footer={<button type="button">OK</button>}
      />,
    )
    const dialog = screen.getByRole('alertdialog', { name: 'Sure?' })
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['OK'])
  })

  describe('focus on open', () => {
    it('goes to the element initialFocus selects', () => {
      render(
        <ModalDialog title="T" closeLabel="Close" onClose={() => {}} initialFocus="[data-safe]">
          <input aria-label="Name" />
          <button type="button" data-safe="">
            Cancel
          </button>
        </ModalDialog>,
      )
      expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    })

    it('goes to the element of an initialFocus ref', () => {
      function WithRef() {
        const ref = useRef<HTMLButtonElement>(null)
        return (
          <ModalDialog title="T" closeLabel="Close" onClose={() => {}} initialFocus={ref}>
            <input aria-label="Name" />
            <button ref={ref} type="button">
              Keep
            </button>
          </ModalDialog>
        )
      }
      render(<WithRef />)
      expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus()
    })

    it('goes to the first form field by default, before the × button and other controls', () => {
      render(
        <ModalDialog title="T" closeLabel="Close" onClose={() => {}}>
          <a href="/x">A link</a>
          <input type="hidden" name="h" />
          <input aria-label="Disabled" disabled />
          <textarea aria-label="Notes" />
        </ModalDialog>,
      )
      expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveFocus()
    })

    it('falls back to the first control, then to the panel', () => {
      const { unmount } = render(
        <ModalDialog title="T" closeLabel="Close" onClose={() => {}}>
          <p>Only text</p>
        </ModalDialog>,
      )
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
      unmount()
      render(<ModalDialog title="Bare" closeLabel={null} onClose={() => {}} />)
      expect(screen.getByRole('dialog', { name: 'Bare' })).toHaveFocus()
    })
  })

  it('keeps Tab inside: Tab from the last control goes to the first, Shift+Tab from the first to the last', async () => {
    render(
      <ModalDialog title="T" closeLabel="Close" onClose={() => {}} footer={<button type="button">Save</button>}>
        <input aria-label="Name" />
        <div contentEditable="true" suppressContentEditableWarning aria-label="Text" role="textbox" />
      </ModalDialog>,
    )
    const close = screen.getByRole('button', { name: 'Close' })
    const name = screen.getByRole('textbox', { name: 'Name' })
    const text = screen.getByRole('textbox', { name: 'Text' })
    const save = screen.getByRole('button', { name: 'Save' })
    expect(name).toHaveFocus()
    await userEvent.tab()
    expect(text).toHaveFocus()
    await userEvent.tab()
    expect(save).toHaveFocus()
    await userEvent.tab()
    expect(close).toHaveFocus()
    await userEvent.tab({ shift: true })
    expect(save).toHaveFocus()
  })

  it('brings Tab back in when focus was lost to the page', async () => {
    render(
      <ModalDialog title="T" closeLabel="Close" onClose={() => {}}>
        <input aria-label="Name" />
      </ModalDialog>,
    )
    ;(document.activeElement as HTMLElement).blur()
    expect(document.body).toHaveFocus()
    fireEvent.keyDown(document.body, { key: 'Tab' })
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
  })

  describe('closing', () => {
    it('closes on Escape, on the × button and on the backdrop, not on a press inside', async () => {
      const onClose = vi.fn()
      render(
        <ModalDialog title="T" closeLabel="Close" onClose={onClose}>
          <input aria-label="Name" />
        </ModalDialog>,
      )
      await userEvent.keyboard('{Escape}')
      expect(onClose).toHaveBeenCalledTimes(1)
      await userEvent.click(screen.getByRole('button', { name: 'Close' }))
      expect(onClose).toHaveBeenCalledTimes(2)
      const dialog = screen.getByRole('dialog')
      fireEvent.mouseDown(dialog)
      expect(onClose).toHaveBeenCalledTimes(2)
      fireEvent.mouseDown(dialog.parentElement!)
      expect(onClose).toHaveBeenCalledTimes(3)
    })

    it('does not close while busy', async () => {
      const onClose = vi.fn()
      render(
        <ModalDialog title="T" closeLabel="Close" onClose={onClose} busy>
          <input aria-label="Name" />
        </ModalDialog>,
      )
      await userEvent.keyboard('{Escape}')
      const close = screen.getByRole('button', { name: 'Close' })
      expect(close).toBeDisabled()
      fireEvent.mouseDown(screen.getByRole('dialog').parentElement!)
      fireEvent.keyDown(document.body, { key: 'Escape' })
      expect(onClose).not.toHaveBeenCalled()
    })

    it('leaves an Escape that a control inside already used (a listbox closing itself)', async () => {
      const onClose = vi.fn()
      render(
        <ModalDialog title="T" closeLabel="Close" onClose={onClose}>
          <input
            aria-label="Author"
            onKeyDown={(e) => {
              if (e.key === 'Escape') e.preventDefault()
            }}
          />
        </ModalDialog>,
      )
      await userEvent.keyboard('{Escape}')
      expect(onClose).not.toHaveBeenCalled()
    })

    it('closes on Escape when focus was lost to the page (e.g. the focused button was removed)', () => {
      const onClose = vi.fn()
      render(
        <ModalDialog title="T" closeLabel="Close" onClose={onClose}>
          <input aria-label="Name" />
        </ModalDialog>,
      )
      ;(document.activeElement as HTMLElement).blur()
      fireEvent.keyDown(document.body, { key: 'Escape' })
      expect(onClose).toHaveBeenCalledTimes(1)
    })
  })

  it('gives the focus back to the opener on close, and restores the page scroll', async () => {
    render(
      <Opener>
        {(close) => (
          <ModalDialog title="T" closeLabel="Close" onClose={close}>
            <input aria-label="Name" />
          </ModalDialog>
        )}
      </Opener>,
    )
    const opener = screen.getByRole('button', { name: 'Open' })
    await userEvent.click(opener)
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
    expect(document.body.style.overflow).toBe('')
  })

  it('gives the focus to returnFocus() when the opener is gone', async () => {
    function Page() {
      const [open, setOpen] = useState(false)
      const [done, setDone] = useState(false)
      return (
        <>
          {done ? null : (
            <button type="button" onClick={() => setOpen(true)}>
              Open
            </button>
          )}
          <button type="button" id="fallback">
            Row
          </button>
          {open ? (
            <ModalDialog
              title="T"
              closeLabel="Close"
              onClose={() => {
                // The dialog's action removed the button that opened it.
                setDone(true)
                setOpen(false)
              }}
              returnFocus={() => document.getElementById('fallback')}
            />
          ) : null}
        </>
      )
    }
    render(<Page />)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Row' })).toHaveFocus()
  })

  it('with onSubmit, the footer submit button submits the form around the body', async () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault())
    render(
      <ModalDialog
        title="T"
        closeLabel="Close"
        onClose={() => {}}
        onSubmit={onSubmit}
        footer={<button type="submit">Save</button>}
      >
        <input aria-label="Name" />
      </ModalDialog>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'x{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(2)
  })

  describe('nested dialogs', () => {
    /** An outer form dialog whose content opens an inner dialog (like the crop dialog of a cover upload). */
    function Nested({ onOuterClose, onInnerClose }: { onOuterClose: () => void; onInnerClose: () => void }) {
      const [outer, setOuter] = useState(false)
      const [inner, setInner] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setOuter(true)}>
            Open outer
          </button>
          {outer ? (
            <ModalDialog
              title="Outer"
              closeLabel="Close outer"
              onClose={() => {
                onOuterClose()
                setOuter(false)
              }}
            >
              <input aria-label="Outer field" />
              <button type="button" onClick={() => setInner(true)}>
                Open inner
              </button>
              {inner ? (
                <ModalDialog
                  title="Inner"
                  closeLabel={null}
                  onClose={() => {
                    onInnerClose()
                    setInner(false)
                  }}
                  footer={<button type="button">Apply</button>}
                />
              ) : null}
            </ModalDialog>
          ) : null}
        </>
      )
    }

    it('Escape in the inner dialog closes only the inner one; focus goes back step by step', async () => {
      const onOuterClose = vi.fn()
      const onInnerClose = vi.fn()
      render(<Nested onOuterClose={onOuterClose} onInnerClose={onInnerClose} />)
      const openOuter = screen.getByRole('button', { name: 'Open outer' })
      await userEvent.click(openOuter)
      const openInner = screen.getByRole('button', { name: 'Open inner' })
      await userEvent.click(openInner)
      const inner = screen.getByRole('dialog', { name: 'Inner' })
      expect(within(inner).getByRole('button', { name: 'Apply' })).toHaveFocus()

      await userEvent.keyboard('{Escape}')
      expect(onInnerClose).toHaveBeenCalledTimes(1)
      expect(onOuterClose).not.toHaveBeenCalled()
      expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument()
      expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument()
      expect(openInner).toHaveFocus()
      expect(document.body.style.overflow).toBe('hidden')

      await userEvent.keyboard('{Escape}')
      expect(onOuterClose).toHaveBeenCalledTimes(1)
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(openOuter).toHaveFocus()
      expect(document.body.style.overflow).toBe('')
    })

    it('Tab stays in the inner dialog, and Escape from the page or the outer dialog closes only the inner one', async () => {
      const onOuterClose = vi.fn()
      const onInnerClose = vi.fn()
      render(<Nested onOuterClose={onOuterClose} onInnerClose={onInnerClose} />)
      await userEvent.click(screen.getByRole('button', { name: 'Open outer' }))
      await userEvent.click(screen.getByRole('button', { name: 'Open inner' }))
      const apply = screen.getByRole('button', { name: 'Apply' })
      await userEvent.tab()
      expect(apply).toHaveFocus()
      await userEvent.tab({ shift: true })
      expect(apply).toHaveFocus()

      // Focus in the outer dialog (under the inner one): its keys go to the top dialog.
      fireEvent.keyDown(screen.getByRole('textbox', { name: 'Outer field' }), { key: 'Escape' })
      expect(onInnerClose).toHaveBeenCalledTimes(1)
      expect(onOuterClose).not.toHaveBeenCalled()

      await userEvent.click(screen.getByRole('button', { name: 'Open inner' }))
      ;(document.activeElement as HTMLElement).blur()
      fireEvent.keyDown(document.body, { key: 'Escape' })
      expect(onInnerClose).toHaveBeenCalledTimes(2)
      expect(onOuterClose).not.toHaveBeenCalled()
      expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument()
    })

    it('a press on the inner backdrop does not close the outer dialog', async () => {
      const onOuterClose = vi.fn()
      const onInnerClose = vi.fn()
      render(<Nested onOuterClose={onOuterClose} onInnerClose={onInnerClose} />)
      await userEvent.click(screen.getByRole('button', { name: 'Open outer' }))
      await userEvent.click(screen.getByRole('button', { name: 'Open inner' }))
      fireEvent.mouseDown(screen.getByRole('dialog', { name: 'Inner' }).parentElement!)
      expect(onInnerClose).toHaveBeenCalledTimes(1)
      expect(onOuterClose).not.toHaveBeenCalled()
    })
  })
})
