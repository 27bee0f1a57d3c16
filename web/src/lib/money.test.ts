import { kurusToLira, liraToKurus } from './money'

describe('liraToKurus', () => {
  it.each([
    ['129,5', 12950],
    ['129.50', 12950],
    [' 0.1 ', 10],
    ['0', 0],
    ['-5', -500],
    ['19,999', 2000],
  ])('%s is %d kuruş', (text, kurus) => {
    expect(liraToKurus(text)).toBe(kurus)
  })

  it.each(['', '  ', 'abc', '1e3', '1.2.3', '1,2,3', '.', '-', '12 TL'])(
    '%j is not a number (NaN, never 0)',
    (text) => {
      expect(liraToKurus(text)).toBeNaN()
    },
  )
})

describe('kurusToLira', () => {
  it('writes two decimals', () => {
    expect(kurusToLira(12950)).toBe('129.50')
    expect(kurusToLira(0)).toBe('0.00')
  })
})
