import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RichText, sanitizeHtml } from './rich-text'

describe('RichText', () => {
  it('strips scripts, event handlers and tags outside the allow-list', () => {
    const out = sanitizeHtml(
      '<p onclick="x()">Hi <b>there</b></p><script>alert(1)</script><img src=x onerror="alert(2)"><iframe src="//evil"></iframe><h2 class="c" id="i">T</h2>',
    )
    expect(out).not.toMatch(/script|onerror|onclick|<img|iframe|class=|id=/)
    expect(out).toContain('<p>Hi <b>there</b></p>')
    expect(out).toContain('<h2>T</h2>')
  })

  it('keeps allowed attributes and forces rel on links, drops javascript: URLs', () => {
    const out = sanitizeHtml(
      '<a href="https://example.com" target="_blank" rel="opener">x</a><a href="javascript:alert(1)">y</a><p style="text-align:center">z</p>',
    )
    const doc = document.createElement('div')
    doc.innerHTML = out
    const [a, b] = doc.querySelectorAll('a')
    expect(a).toHaveAttribute('href', 'https://example.com')
    expect(a).toHaveAttribute('target', '_blank')
    expect(a).toHaveAttribute('rel', 'noopener noreferrer')
    expect(b).not.toHaveAttribute('href')
    expect(doc.querySelector('p')).toHaveAttribute('style', 'text-align:center')
  })

  it('renders the cleaned HTML and nothing for empty content', () => {
    const { container, rerender } = render(<RichText html={'<p>ok</p><img src=x onerror="alert(1)">'} />)
    expect(container.innerHTML).toContain('<p>ok</p>')
    expect(container.querySelector('img')).toBeNull()
    rerender(<RichText html={null} />)
    expect(container.innerHTML).toBe('')
  })
})

describe('RichText and the editor', () => {
  it('keeps the alignment and indent classes the editor writes and nothing else', () => {
    const out = sanitizeHtml(
      '<p class="ql-align-center ql-indent-2">a</p><p class="ql-indent-9 evil">b</p><h4 class="ql-align-right x">c</h4>' +
        '<p><u>u</u> <s>s</s></p><p style="text-align: justify;">d</p><p style="text-align:center;position:fixed;top:0">e</p>' +
        '<p style="background:url(javascript:alert(1))">f</p>',
    )
    expect(out).toBe(
      '<p class="ql-align-center ql-indent-2">a</p><p>b</p><h4 class="ql-align-right">c</h4>' +
        '<p><u>u</u> <s>s</s></p><p style="text-align: justify;">d</p><p style="text-align:center">e</p><p>f</p>',
    )
  })

  it('styles the editor classes without Quill CSS', () => {
    const { container } = render(<RichText html={'<p class="ql-align-center">x</p>'} />)
    const div = container.firstElementChild!
    expect(div.className).toContain('[&_.ql-align-center]:text-center')
    expect(div.className).toContain('[&_.ql-indent-8]:pl-[24em]')
  })
})
