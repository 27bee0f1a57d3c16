import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ScrollBox } from './scroll-box'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('ScrollBox', () => {
  it('is a region named by its label that scrolls sideways by default', () => {
    render(
      <ScrollBox label="Kitap listesi" className="rounded-xl">
        <table />
      </ScrollBox>,
    )
    const box = screen.getByRole('region', { name: 'Kitap listesi' })
    expect(box).toHaveClass('overflow-x-auto', 'rounded-xl')
    expect(box).not.toHaveClass('overflow-auto')
    // Nothing overflows (jsdom lays nothing out): no extra tab stop.
    expect(box).not.toHaveAttribute('tabindex')
  })

  it("scrolls both ways with axis='both'", () => {
    render(
      <ScrollBox label="Aylık satış" axis="both" className="max-h-64">
        <table />
      </ScrollBox>,
    )
    const box = screen.getByRole('region', { name: 'Aylık satış' })
    expect(box).toHaveClass('overflow-auto', 'max-h-64')
    expect(box).not.toHaveClass('overflow-x-auto')
  })

  it('becomes a tab stop while its content overflows, so the keyboard can scroll it', () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private cb: () => void) {}
        observe() {
          this.cb()
        }
        disconnect() {}
      },
    )
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390)
    render(
      <ScrollBox label="Benzer Kitaplar">
        <ul />
      </ScrollBox>,
    )
    expect(screen.getByRole('region', { name: 'Benzer Kitaplar' })).toHaveAttribute('tabindex', '0')
  })
})
