import { render } from '@testing-library/react'
import { BreakableEmail } from './breakable-email'

describe('BreakableEmail', () => {
  it('offers a line break only after the @', () => {
    const { container } = render(<BreakableEmail email="ayse.yilmaz@example.com" />)
    expect(container.innerHTML).toBe('ayse.yilmaz@<wbr>example.com')
  })

  it('leaves an address without @ as it is', () => {
    const { container } = render(<BreakableEmail email="no-at" />)
    expect(container.innerHTML).toBe('no-at')
  })
})
