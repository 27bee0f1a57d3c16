import { describe, expect, it } from 'vitest'
import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { tr } from '@/i18n'
import { PlaceCombobox } from './place-combobox'

const provinces = [
  { id: 1, name: 'Adana' },
  { id: 6, name: 'Ankara' },
  { id: 34, name: 'İstanbul' },
  { id: 35, name: 'İzmir' },
  { id: 76, name: 'Iğdır' },
]

function Harness({ onChange }: { onChange?: (id: number) => void }) {
  const [value, setValue] = useState(0)
  return (
    <PlaceCombobox
      label={tr.addresses.province}
      places={provinces}
      value={value}
      onChange={(id) => {
        setValue(id)
        onChange?.(id)
      }}
      placeholder={tr.addresses.provincePlaceholder}
    />
  )
}

describe('PlaceCombobox', () => {
  it('filters Turkish case-insensitively and chooses with the arrows and Enter', async () => {
    const chosen: number[] = []
    render(<Harness onChange={(id) => chosen.push(id)} />)
    const box = screen.getByRole('combobox', { name: tr.addresses.province })
    await userEvent.type(box, 'istanbul')
    expect(screen.getByRole('listbox')).toBeVisible()
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['İstanbul'])
    await userEvent.clear(box)
    await userEvent.type(box, 'i')
    // 'i' starts İstanbul and İzmir (and, typed on an English keyboard, Iğdır).
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['İstanbul', 'İzmir', 'Iğdır'])
    await userEvent.keyboard('{ArrowDown}')
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id)
    await userEvent.keyboard('{Enter}')
    expect(chosen).toEqual([35])
    expect(box).toHaveValue('İzmir')
    expect(box).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens with ArrowDown, closes with Escape, and puts the chosen name back on leaving', async () => {
    render(<Harness />)
    const box = screen.getByRole('combobox', { name: tr.addresses.province })
    box.focus()
    await userEvent.keyboard('{ArrowDown}')
    expect(box).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(box).toHaveValue('Ankara')
    await userEvent.type(box, 'xyz')
    expect(screen.getByText(tr.addresses.noMatch)).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    expect(box).toHaveValue('Ankara')
    await userEvent.type(box, 'Ada')
    await userEvent.tab()
    expect(box).toHaveValue('Ankara')
  })
})
