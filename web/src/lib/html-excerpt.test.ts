import { describe, expect, it } from 'vitest'
import { htmlExcerpt, htmlToText } from './html-excerpt'

describe('htmlExcerpt', () => {
  it('takes the plain text and cuts at 150 characters', () => {
    expect(htmlToText('<h2>Başlık</h2><p>Bir &amp; iki</p><ul><li>üç</li></ul>')).toBe('Başlık Bir & iki üç')
    const long = `<p>${'a'.repeat(200)}</p>`
    expect(htmlExcerpt(long)).toBe(`${'a'.repeat(150)}...`)
    expect(htmlExcerpt('<p>kısa</p>')).toBe('kısa')
    expect(htmlExcerpt('')).toBe('')
  })
})
