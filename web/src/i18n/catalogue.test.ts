// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { fmt, tr } from '.'
import { trPanels } from './panels'

function leaves(obj: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof obj !== 'object' || obj === null) return [[prefix, obj]]
  return Object.entries(obj).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    if (!/\.(ts|tsx)$/.test(name) || /\.test\.tsx?$/.test(name) || name.endsWith('.gen.ts')) return []
    return [path]
  })
}

const srcDir = fileURLToPath(new URL('..', import.meta.url))

describe('catalogue', () => {
  it('has a non-empty string for every key', () => {
    for (const [key, value] of leaves({ ...tr, ...trPanels })) {
      expect(typeof value, key).toBe('string')
      expect((value as string).trim(), key).not.toBe('')
    }
  })

  it('is the only place with Turkish text (missing keys fail tsc: the catalogue is typed)', () => {
    const turkish = /[çğıöşüÇĞİÖŞÜ]/
    const offenders: string[] = []
    for (const file of sourceFiles(srcDir)) {
      if (file.includes(join('src', 'i18n', ''))) continue // the catalogue itself
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const code = line.replace(/\/\/.*$/, '').replace(/\/\*.*?\*\//g, '')
          if (/^\s*\*/.test(code)) return // JSDoc body
          if (turkish.test(code) && !/\[[^\]]*[çğıöşüÇĞİÖŞÜ][^\]]*\]/.test(code)) {
            offenders.push(`${file}:${i + 1}: ${line.trim()}`)
          }
        })
    }
    expect(offenders).toEqual([])
  })

  it('the panels’ part shares no section with tr', () => {
    expect(Object.keys(trPanels).filter((k) => k in tr)).toEqual([])
  })

  it('every tr.* and trPanels.* reference in the sources resolves to an entry', () => {
    const keys = new Set(leaves({ ...tr, ...trPanels }).map(([k]) => k))
    const missing: string[] = []
    for (const file of sourceFiles(srcDir)) {
      if (file.includes(join('src', 'i18n', ''))) continue
      for (const m of readFileSync(file, 'utf8').matchAll(/\btr(?:Panels)?\.([a-zA-Z]+(?:\.[a-zA-Z]+)+)/g)) {
        const ref = m[1]!
        if (![...keys].some((k) => k === ref || k.startsWith(`${ref}.`))) missing.push(`${file}: tr.${ref}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('fmt fills placeholders', () => {
    expect(fmt(tr.panel.greeting, { name: 'Ayşe' })).toBe('Hoş geldiniz, Ayşe')
    expect(fmt('{a} {b}', { a: 1 })).toBe('1 {b}')
  })
})
