import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { Button, ButtonLink, buttonClass } from './button'

describe('buttonClass', () => {
  it('is the amber primary button by default (white on amber-700 passes 4.5:1)', () => {
    expect(buttonClass()).toBe(
      'rounded-md bg-amber-700 font-semibold text-white hover:bg-amber-800 px-4 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-60',
    )
  })

  it('combines a variant, a size and extra classes', () => {
    const c = buttonClass({ variant: 'danger', size: 'lg', className: 'w-full' }).split(' ')
    expect(c).toEqual(expect.arrayContaining(['bg-red-600', 'px-5', 'py-2.5', 'w-full']))
    expect(c).not.toContain('bg-amber-700')
  })

  it('gives a link variant no padding and leaves it to className with size none', () => {
    expect(buttonClass({ variant: 'link', size: 'lg' })).not.toMatch(/px-/)
    expect(buttonClass({ size: 'none', className: 'px-5 py-2 text-sm' }).match(/px-\d/g)).toEqual(['px-5'])
  })
})

describe('Button', () => {
  it('is type="button" unless told otherwise and calls onClick', async () => {
    const onClick = vi.fn()
    render(
      <>
        <Button onClick={onClick}>Kaydet</Button>
        <Button type="submit">Gönder</Button>
      </>,
    )
    expect(screen.getByRole('button', { name: 'Kaydet' })).toHaveAttribute('type', 'button')
    expect(screen.getByRole('button', { name: 'Gönder' })).toHaveAttribute('type', 'submit')
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }))
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('is disabled, busy and shows a spinner while loading, keeping its name', async () => {
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        Kaydediliyor...
      </Button>,
    )
    const b = screen.getByRole('button', { name: 'Kaydediliyor...' })
    expect(b).toBeDisabled()
    expect(b).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByTestId('inline-spinner')).toBeInTheDocument()
    await userEvent.click(b)
    expect(onClick).not.toHaveBeenCalled()
  })
})

describe('ButtonLink', () => {
  it('is a router link with the button look', () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <ButtonLink to="/kitaplar" size="lg">
            Kitaplar
          </ButtonLink>
        ),
      },
    ])
    render(<RouterProvider router={router} />)
    const link = screen.getByRole('link', { name: 'Kitaplar' })
    expect(link).toHaveAttribute('href', '/kitaplar')
    expect(link.className).toContain('bg-amber-700')
    expect(link.className).toContain('px-5 py-2.5')
  })
})

describe('buttonClass: ghost, icon and bare', () => {
  it('has no border on ghost, a bordered square on icon', () => {
    expect(buttonClass({ variant: 'ghost', size: 'none', className: 'p-2' })).toBe(
      'rounded-md text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-60 p-2',
    )
    expect(buttonClass({ variant: 'icon', size: 'none', className: 'h-9 w-9' }).split(' ')).toEqual(
      expect.arrayContaining(['border', 'border-stone-300', 'h-9', 'w-9']),
    )
  })

  it('gives bare nothing but the disabled look and the className', () => {
    expect(buttonClass({ variant: 'bare', size: 'lg', className: 'rounded-full px-4' })).toBe(
      'disabled:cursor-not-allowed disabled:opacity-60 rounded-full px-4',
    )
  })
})
