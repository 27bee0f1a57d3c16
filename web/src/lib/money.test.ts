import { kurusToInput, kurusToLira, liraToKurus } from './money'

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

describe('liraToKurus reads amounts the Turkish way', () => {
  it.each([
    ['129,90', 12990],
    ['129.90', 12990],
    ['1.299,90', 129990],
    ['1299', 129900],
    ['1.299', 129900],
    ['12.345.678,5', 1234567850],
    ['₺129,90', 12990],
    ['129,90 ₺', 12990],
    [',5', 50],
  ])('%s is %d kuruş', (text, kurus) => {
    expect(liraToKurus(text)).toBe(kurus)
  })

  it.each(['12,34,5', '1.29,90', '12,5.0', '1..299,90', '₺', 'on iki', '129,90 TL', '1,299.90'])(
    '%j is not an amount (NaN)',
    (text) => {
      expect(liraToKurus(text)).toBeNaN()
    },
  )
})

describe('kurusToInput', () => {
  it.each([
    [12990, '129,90'],
    [129990, '1.299,90'],
    [0, '0,00'],
    [123456789, '1.234.567,89'],
  ])('%d is %s and reads back', (kurus, text) => {
    expect(kurusToInput(kurus)).toBe(text)
    expect(liraToKurus(text)).toBe(kurus)
  })
})
