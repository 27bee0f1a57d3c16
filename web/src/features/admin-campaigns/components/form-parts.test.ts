import { describe, expect, it } from 'vitest'
import { kurusOf } from './form-parts'

describe('kurusOf', () => {
  it('reads lira with a comma or a dot', () => {
    expect(kurusOf('129,9')).toBe(12990)
    expect(kurusOf('25.00')).toBe(2500)
  })
  it('gives an empty optional field its value, a required one NaN', () => {
    expect(kurusOf('  ', 0)).toBe(0)
    expect(Number.isNaN(kurusOf(''))).toBe(true)
  })
  it('is NaN for text that is not a number, never a silent 0', () => {
    expect(Number.isNaN(kurusOf('abc', 0))).toBe(true)
    expect(Number.isNaN(kurusOf('1e3'))).toBe(true)
  })
})
