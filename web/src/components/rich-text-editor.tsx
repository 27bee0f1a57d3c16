import Quill, { Delta } from 'quill'
import 'quill/dist/quill.snow.css'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { tr } from '@/i18n'
import { nameToolbar } from './rich-text-toolbar'

/**
 * The rich-text editor of the admin and author panels (the book form and
 * others): Quill 2 with the snow theme. Load it lazily, it is large:
 *
 *   const RichTextEditor = lazy(() => import('@/components/rich-text-editor'))
 *
 * What it stores: Quill's semantic HTML (`getSemanticHTML`), in which lists
 * are real nested <ul>/<ol> and alignment and indent are Quill's classes
 * (`ql-align-center`, `ql-indent-3`). We keep the classes rather than
 * register style attributors: Quill has no style attributor for indent, its
 * editor CSS numbers nested lists by those classes, and its clipboard reads
 * them back, so stored HTML loads unchanged. The server
 * (internal/richtext.Sanitize) and the display (components/rich-text.tsx)
 * allow exactly those classes. Only the toolbar's formats are enabled
 * (`formats` below), so pasted colours, fonts, images or code never enter.
 *
 * Quill 2.0.3's getSemanticHTML writes every space as &nbsp; (which stops
 * text from wrapping) and empty lines as <p></p>; see editorHtml. Alignment
 * on list items is not kept by getSemanticHTML (lists are rebuilt as nested
 * <ul>/<ol> without the items' classes).
 */

/** Toolbar: headers 1-3, bold, italic, underline, strike, lists, indent, link, alignment, clean. */
const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ indent: '-1' }, { indent: '+1' }],
  ['link'],
  [{ align: [] }],
  ['clean'],
]

/** The formats the toolbar can make; indent levels are Quill's 1-8. */
const FORMATS = ['header', 'bold', 'italic', 'underline', 'strike', 'list', 'indent', 'link', 'align']

/**
 * Quill's clipboard keeps the text of every element it does not know; the
 * content of these is never text a reader saw (the server drops it too).
 */
const CLIPBOARD = { matchers: [['script, style, noscript, template, iframe, object, embed, svg', () => new Delta()]] }

/** Undo history: 100 entries, changes within 1000 ms merged. */
const HISTORY = { delay: 1000, maxStack: 100, userOnly: true }

export const EDITOR_PLACEHOLDER = tr.editor.placeholder

export interface RichTextEditorProps {
  /** The HTML to show; the editor is controlled but keeps its own state while typing. */
  value: string | null | undefined
  /** Called with the new HTML ('' when the editor is empty) after each user edit. */
  onChange?: (html: string) => void
  onBlur?: () => void
  /** Read-only: the toolbar is hidden and the text cannot be edited. */
  readOnly?: boolean
  placeholder?: string
  /** Set on the editable element, so a form can focus it by id. */
  id?: string
  'aria-label'?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean
  /** Height of the editing area in px (default 200); it grows to maxHeight (default 400), then scrolls. */
  height?: number
  maxHeight?: number
  className?: string
}

/**
 * The editor's content as stored: semantic HTML, '' when empty. Spaces that
 * getSemanticHTML wrote as &nbsp; become spaces again (a typed no-break space
 * is a character, never the entity, so nothing else is touched); an empty
 * line keeps a <br> as in Quill's own HTML, so it still shows as a line; and
 * empty lines at the end (Quill's document always ends with a line break,
 * Enter at the end adds one) are dropped. Classes are sorted: Quill writes
 * alignment and indent in the order they were applied, and reverses the order
 * on each load, so without sorting the same text would not compare equal.
 */
export function editorHtml(quill: Quill): string {
  if (quill.getLength() <= 1) return ''
  return quill
    .getSemanticHTML()
    .replace(/&nbsp;/g, ' ')
    .replace(/<(p|h[1-6])((?: [^>]*)?)><\/\1>/g, '<$1$2><br></$1>')
    .replace(/(?:<p><br><\/p>)+$/, '')
    .replace(/ class="([^"]*)"/g, (_, classes: string) => ` class="${classes.split(' ').sort().join(' ')}"`)
}

/** HTML to a Delta that ends with a newline, as Quill's documents do. */
function toDelta(quill: Quill, html: string): Delta {
  const delta = quill.clipboard.convert({ html })
  const last = delta.ops[delta.ops.length - 1]
  if (!last || typeof last.insert !== 'string' || !last.insert.endsWith('\n')) delta.insert('\n')
  return delta
}

export function RichTextEditor({
  value,
  onChange,
  onBlur,
  readOnly = false,
  placeholder = EDITOR_PLACEHOLDER,
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  height = 200,
  maxHeight = 400,
  className = '',
}: RichTextEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null)
  const quillRef = useRef<Quill | null>(null)
  // The HTML the editor last showed or emitted; a value prop equal to it is
  // our own echo and must not reset the contents (that would move the cursor).
  const shownRef = useRef<string>('')
  const onChangeRef = useRef(onChange)
  const onBlurRef = useRef(onBlur)
  // The latest callbacks for Quill's listeners, refreshed after each commit
  // (a ref is not to be written during render).
  useLayoutEffect(() => {
    onChangeRef.current = onChange
    onBlurRef.current = onBlur
  })
  // The first render's props, read once when the editor is created.
  const initial = useRef({ value, readOnly, placeholder })

  // Create the editor once per mount; later prop changes are applied below.
  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    const container = document.createElement('div')
    host.appendChild(container)
    const quill = new Quill(container, {
      theme: 'snow',
      placeholder: initial.current.placeholder,
      readOnly: initial.current.readOnly,
      formats: FORMATS,
      modules: { toolbar: TOOLBAR, history: HISTORY, clipboard: CLIPBOARD },
    })
    const html = initial.current.value ?? ''
    if (html) quill.setContents(toDelta(quill, html), Quill.sources.SILENT)
    quill.history.clear()
    const toolbar = quill.getModule('toolbar') as { container?: HTMLElement } | undefined
    if (toolbar?.container) nameToolbar(toolbar.container, quill.root)
    // The snow theme's 13px Helvetica (unlayered CSS, which Tailwind's layered
    // utilities cannot override) gives way to the app's font.
    quill.container.style.fontFamily = 'inherit'
    quill.container.style.fontSize = '0.9375rem'
    shownRef.current = html
    quillRef.current = quill

    const onText = (_delta: unknown, _old: unknown, source: string) => {
      if (source === Quill.sources.SILENT) return
      const next = editorHtml(quill)
      if (next === shownRef.current) return
      shownRef.current = next
      onChangeRef.current?.(next)
    }
    const onSelection = (range: unknown, _old: unknown, source: string) => {
      if (range === null && source !== Quill.sources.SILENT) onBlurRef.current?.()
    }
    quill.on(Quill.events.TEXT_CHANGE, onText)
    quill.on(Quill.events.SELECTION_CHANGE, onSelection)
    return () => {
      quill.off(Quill.events.TEXT_CHANGE, onText)
      quill.off(Quill.events.SELECTION_CHANGE, onSelection)
      quillRef.current = null
      host.replaceChildren() // the toolbar Quill inserted, and the container
    }
  }, [])

  // A value from outside (a reset, an ISBN lookup): replace the contents
  // unless they already say the same thing.
  useEffect(() => {
    const quill = quillRef.current
    const html = value ?? ''
    if (!quill || html === shownRef.current) return
    shownRef.current = html
    const next = toDelta(quill, html)
    if (quill.getContents().diff(next).ops.length === 0) return
    const selection = quill.hasFocus() ? quill.getSelection() : null
    quill.setContents(next, Quill.sources.SILENT)
    if (selection) quill.setSelection(Math.min(selection.index, quill.getLength() - 1), 0, Quill.sources.SILENT)
  }, [value])

  useEffect(() => {
    const quill = quillRef.current
    if (!quill) return
    quill.enable(!readOnly)
    const toolbar = quill.getModule('toolbar') as { container?: HTMLElement } | undefined
    if (toolbar?.container) toolbar.container.hidden = readOnly
    // The snow theme drops the container's top border under the toolbar.
    quill.container.style.borderTop = readOnly ? '1px solid #ccc' : ''
  }, [readOnly])

  useEffect(() => {
    const root = quillRef.current?.root
    if (!root) return
    // Styling Quill's DOM node from an effect, not mutating React state.
    // eslint-disable-next-line react-hooks/immutability
    root.dataset.placeholder = placeholder
    root.style.minHeight = `${height}px`
    root.style.maxHeight = `${maxHeight}px`
    root.style.overflowY = 'auto'
    root.setAttribute('role', 'textbox')
    root.setAttribute('aria-multiline', 'true')
    const attrs: Record<string, string | undefined> = {
      id,
      'aria-label': ariaLabel,
      'aria-labelledby': ariaLabelledBy,
      'aria-describedby': ariaDescribedBy,
      'aria-invalid': ariaInvalid ? 'true' : undefined,
      'aria-readonly': readOnly ? 'true' : undefined,
    }
    for (const [name, v] of Object.entries(attrs)) {
      if (v === undefined) root.removeAttribute(name)
      else root.setAttribute(name, v)
    }
  }, [placeholder, height, maxHeight, id, ariaLabel, ariaLabelledBy, ariaDescribedBy, ariaInvalid, readOnly])

  return <div ref={hostRef} className={`rich-text-editor rounded-md bg-white ${className}`} />
}

export default RichTextEditor
