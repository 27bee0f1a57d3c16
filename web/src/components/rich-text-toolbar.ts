import { tr } from '@/i18n'

const t = tr.editor.tools

/** Names of the toolbar's buttons by Quill's class and value ('' when the button has none). */
const buttons: Record<string, string> = {
  bold: t.bold,
  italic: t.italic,
  underline: t.underline,
  strike: t.strike,
  'list:ordered': t.orderedList,
  'list:bullet': t.bulletList,
  'indent:-1': t.outdent,
  'indent:+1': t.indent,
  link: t.link,
  clean: t.clean,
}

/** Each picker's own name and its options' names by data-value ('' is the picker's default). */
const pickers: Record<string, { name: string; items: Record<string, string> }> = {
  header: { name: t.heading, items: { '1': t.heading1, '2': t.heading2, '3': t.heading3, '': t.normal } },
  align: {
    name: t.align,
    items: { '': t.alignLeft, center: t.alignCenter, right: t.alignRight, justify: t.alignJustify },
  },
}

/**
 * Quill builds its toolbar with English names ('bold', 'list: ordered') on
 * the buttons and none at all on the heading and alignment pickers and their
 * options; this gives every control its Turkish name (WCAG 4.1.2).
 */
export function nameToolbar(toolbar: HTMLElement, root: HTMLElement) {
  for (const button of toolbar.querySelectorAll<HTMLButtonElement>('button')) {
    const format = [...button.classList].find((c) => c.startsWith('ql-'))?.slice(3) ?? ''
    const name = buttons[button.value ? `${format}:${button.value}` : format]
    if (name) button.setAttribute('aria-label', name)
  }
  for (const [format, picker] of Object.entries(pickers)) {
    const box = toolbar.querySelector(`.ql-picker.ql-${format}`)
    box?.querySelector('.ql-picker-label')?.setAttribute('aria-label', picker.name)
    for (const item of box?.querySelectorAll('.ql-picker-item') ?? []) {
      const name = picker.items[item.getAttribute('data-value') ?? '']
      if (name) item.setAttribute('aria-label', name)
    }
  }
  // The snow theme's link box (shown by the link button) has an unnamed input.
  root.parentElement?.querySelector('.ql-tooltip input')?.setAttribute('aria-label', t.linkUrl)
}
