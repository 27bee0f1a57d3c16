import { describe, expect, it } from 'vitest'
import { coverSrcSet } from './cover-image'

describe('coverSrcSet', () => {
  it('offers the stored small and large variants of a cover', () => {
    expect(coverSrcSet('/media/book-covers/01a2.jpg')).toBe(
      '/media/book-covers/01a2-sm.jpg 240w, /media/book-covers/01a2.jpg 600w',
    )
  })
  it('leaves other images alone', () => {
    expect(coverSrcSet(null)).toBeUndefined()
    expect(coverSrcSet('/placeholder-cover.svg')).toBeUndefined()
    expect(coverSrcSet('https://example.com/a.jpg')).toBeUndefined()
    expect(coverSrcSet('/media/book-covers/01a2-sm.jpg')).toBeUndefined()
  })
})
