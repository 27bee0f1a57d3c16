import { buildPath, paths, routePatterns } from './paths'

describe('paths', () => {
  it('has one builder per route of the table', () => {
    expect(Object.keys(paths).sort()).toEqual(Object.keys(routePatterns).sort())
  })

  it('fills and encodes the parameters', () => {
    expect(paths.book('0193-ab')).toBe('/kitap/0193-ab')
    expect(paths.author('a/b c')).toBe('/yazar/a%2Fb%20c')
    expect(paths.order('x?y')).toBe('/siparis/x%3Fy')
  })

  it('adds a query string without empty values', () => {
    expect(paths.books({ q: 'şiir & roman' })).toBe('/kitaplar?q=%C5%9Fiir%20%26%20roman')
    expect(paths.books({ q: '' })).toBe('/kitaplar')
    expect(paths.adminBooks({ yeni: 1 })).toBe('/admin/kitaplar?yeni=1')
    expect(paths.home()).toBe('/')
  })

  it('refuses a missing parameter', () => {
    expect(() => buildPath('book')).toThrow(/missing :id/)
  })
})
