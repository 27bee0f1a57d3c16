import { act, render } from '@testing-library/react'
import Quill from 'quill'
import { StrictMode, useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { editorHtml, RichTextEditor } from './rich-text-editor'
import { sanitizeHtml } from './rich-text'

function quillOf(container: HTMLElement): Quill {
  const el = container.querySelector('.ql-container')
  if (!el) throw new Error('no editor')
  const q = Quill.find(el as HTMLElement)
  if (!(q instanceof Quill)) throw new Error('no Quill instance')
  return q
}

/**
 * What the editor stores for every toolbar format, taken from Quill 2 in
 * this test; internal/richtext's round-trip test uses the same strings.
 */
const QUILL_HTML = [
  '<h1>Başlık 1</h1><h2>Başlık 2</h2><h3>Başlık 3</h3>',
  '<p><strong>kalın</strong> <em>italik</em> <u>altı çizili</u> <s>üstü çizili</s></p>',
  '<p><a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">bağlantı</a> ve <a href="mailto:info@example.com" rel="noopener noreferrer" target="_blank">posta</a></p>',
  '<p class="ql-align-center">orta</p><p class="ql-align-right">sağ</p><p class="ql-align-justify">iki yana</p>',
  '<p class="ql-indent-1">girinti 1</p><p class="ql-indent-8">girinti 8</p><p class="ql-align-right ql-indent-2">ikisi</p>',
  '<ul><li>bir<ul><li>iç içe</li></ul></li><li>iki</li></ul><ol><li>birinci</li><li>ikinci</li></ol>',
  '<p><br></p><p>son satır</p>',
].join('')

// jsdom has no layout; Quill measures the selection to scroll it into view.
beforeAll(() => {
  Range.prototype.getBoundingClientRect ??= () => new DOMRect()
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
})

describe('RichTextEditor', () => {
  it('names every toolbar control in Turkish, the heading and alignment pickers and their options too', () => {
    const { container } = render(<RichTextEditor value="" aria-label="Açıklama" />)
    const toolbar = container.querySelector('.ql-toolbar')!
    const controls = [...toolbar.querySelectorAll('button, .ql-picker-label, .ql-picker-item')]
    expect(controls.length).toBeGreaterThan(12)
    for (const c of controls) expect(c.getAttribute('aria-label'), c.outerHTML).toBeTruthy()
    const name = (sel: string) => toolbar.querySelector(sel)?.getAttribute('aria-label')
    expect(name('button.ql-bold')).toBe('Kalın')
    expect(name('button.ql-list[value="ordered"]')).toBe('Numaralı liste')
    expect(name('.ql-header .ql-picker-label')).toBe('Başlık düzeyi')
    expect(name('.ql-header .ql-picker-item[data-value="2"]')).toBe('Başlık 2')
    expect(name('.ql-align .ql-picker-label')).toBe('Hizalama')
    expect(name('.ql-align .ql-picker-item[data-value="center"]')).toBe('Ortala')
    expect(container.querySelector('.ql-tooltip input')?.getAttribute('aria-label')).toBe('Bağlantı adresi')
  })

  it('has the product toolbar, placeholder, heights and labels', () => {
    const { container } = render(<RichTextEditor value="" id="description" aria-label="Açıklama" />)
    const toolbar = container.querySelector('.ql-toolbar')!
    expect(toolbar).toBeVisible()
    const headers = [...toolbar.querySelectorAll('select.ql-header option')].map((o) => o.getAttribute('value'))
    expect(headers).toEqual(['1', '2', '3', null])
    for (const sel of [
      'button.ql-bold',
      'button.ql-italic',
      'button.ql-underline',
      'button.ql-strike',
      'button.ql-list[value="ordered"]',
      'button.ql-list[value="bullet"]',
      'button.ql-indent[value="-1"]',
      'button.ql-indent[value="+1"]',
      'button.ql-link',
      'select.ql-align',
      'button.ql-clean',
    ]) {
      expect(toolbar.querySelector(sel), sel).not.toBeNull()
    }
    expect(toolbar.querySelectorAll('button, select')).toHaveLength(12)

    const root = quillOf(container).root
    expect(root).toHaveAttribute('data-placeholder', 'Metin girin...')
    expect(root).toHaveAttribute('id', 'description')
    expect(root).toHaveAttribute('aria-label', 'Açıklama')
    expect(root).toHaveAttribute('role', 'textbox')
    expect(root.style.minHeight).toBe('200px')
    expect(root.style.maxHeight).toBe('400px')
    expect(root.style.overflowY).toBe('auto')
  })

  it('keeps 100 undo steps merged within 1000 ms and indents at most 8 levels', () => {
    const { container } = render(<RichTextEditor value="<p>metin</p>" />)
    const q = quillOf(container)
    expect((q.history as unknown as { options: object }).options).toMatchObject({ delay: 1000, maxStack: 100 })
    for (let i = 0; i < 10; i++) q.formatLine(0, 1, 'indent', '+1', 'user')
    expect(editorHtml(q)).toBe('<p class="ql-indent-8">metin</p>')
  })

  it('hides the toolbar and blocks editing when read-only, and back', () => {
    const { container, rerender } = render(<RichTextEditor value="<p>x</p>" readOnly />)
    const toolbar = container.querySelector('.ql-toolbar') as HTMLElement
    const q = quillOf(container)
    expect(toolbar).not.toBeVisible()
    expect(q.root).toHaveAttribute('contenteditable', 'false')
    expect(q.root).toHaveAttribute('aria-readonly', 'true')
    rerender(<RichTextEditor value="<p>x</p>" />)
    expect(toolbar).toBeVisible()
    expect(q.root).toHaveAttribute('contenteditable', 'true')
  })

  it('stores what it loads unchanged for every toolbar format', () => {
    const onChange = vi.fn()
    const { container } = render(<RichTextEditor value={QUILL_HTML} onChange={onChange} />)
    const q = quillOf(container)
    expect(editorHtml(q)).toBe(QUILL_HTML)
    expect(onChange).not.toHaveBeenCalled()
    // The display keeps the same markup (with its rel on links).
    expect(sanitizeHtml(QUILL_HTML)).toBe(QUILL_HTML)
  })

  it('writes each format the way the server and the display allow', () => {
    const onChange = vi.fn()
    const { container } = render(<RichTextEditor value="" onChange={onChange} />)
    const q = quillOf(container)
    act(() => {
      q.insertText(0, 'Başlık\nkalın italik\nbağ\nliste\n', 'user')
      q.formatLine(0, 1, 'header', 2, 'user')
      q.formatText(7, 5, 'bold', true, 'user')
      q.formatText(13, 6, 'italic', true, 'user')
      q.formatText(20, 3, 'link', 'https://örnek.com', 'user')
      q.formatLine(24, 1, 'list', 'bullet', 'user')
      q.formatLine(7, 1, 'align', 'center', 'user')
    })
    expect(onChange).toHaveBeenLastCalledWith(
      '<h2>Başlık</h2><p class="ql-align-center"><strong>kalın</strong> <em>italik</em></p>' +
        '<p><a href="https://örnek.com" rel="noopener noreferrer" target="_blank">bağ</a></p><ul><li>liste</li></ul>',
    )
  })

  it('does not reset the contents or move the cursor when its own value comes back', () => {
    function Controlled() {
      const [html, setHtml] = useState('<p>abc</p>')
      return <RichTextEditor value={html} onChange={setHtml} />
    }
    const { container } = render(
      <StrictMode>
        <Controlled />
      </StrictMode>,
    )
    expect(container.querySelectorAll('.ql-toolbar')).toHaveLength(1) // StrictMode's remount leaves one editor
    const q = quillOf(container)
    const setContents = vi.spyOn(q, 'setContents')
    act(() => {
      q.setSelection(2, 0, 'user')
      q.insertText(2, 'X', 'user')
      q.setSelection(3, 0, 'user')
    })
    expect(editorHtml(q)).toBe('<p>abXc</p>')
    expect(setContents).not.toHaveBeenCalled()
    expect(q.getSelection()?.index).toBe(3)
  })

  it('replaces the contents when the value changes from outside, and emits "" when emptied', () => {
    const onChange = vi.fn()
    const { container, rerender } = render(<RichTextEditor value="<p>eski</p>" onChange={onChange} />)
    const q = quillOf(container)
    rerender(<RichTextEditor value="<p>yeni <strong>metin</strong></p>" onChange={onChange} />)
    expect(editorHtml(q)).toBe('<p>yeni <strong>metin</strong></p>')
    expect(onChange).not.toHaveBeenCalled()
    // Undo does not go back past a value set from outside.
    act(() => q.history.undo())
    expect(editorHtml(q)).toBe('<p>yeni <strong>metin</strong></p>')

    act(() => {
      q.deleteText(0, q.getLength(), 'user')
    })
    expect(onChange).toHaveBeenLastCalledWith('')
    rerender(<RichTextEditor value={null} onChange={onChange} />)
    expect(editorHtml(q)).toBe('')
  })

  it('drops formats outside the toolbar from pasted or loaded HTML', () => {
    const { container } = render(
      <RichTextEditor
        value={
          '<p><span style="color:red">renk</span> <code>kod</code> <img src="x.png"></p><script>alert(1)</script><p>son</p><p><br></p><p><br></p>'
        }
      />,
    )
    expect(editorHtml(quillOf(container))).toBe('<p>renk kod </p><p>son</p>')
  })

  it('can be loaded with React.lazy', async () => {
    const mod = await import('./rich-text-editor')
    expect(mod.default).toBe(RichTextEditor)
  })
})
