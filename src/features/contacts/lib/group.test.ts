import { describe, expect, it } from 'vitest'
import type { Contact } from '@/shared/schemas/contacts'
import { groupByInitial, initialOf } from './group'

const c = (id: string, name: string) => ({ id, name }) as Contact

describe('groupByInitial', () => {
  it('files contacts under their initial, accents folded, others under #', () => {
    expect(initialOf('Álvaro')).toBe('A')
    expect(initialOf('ōmori')).toBe('O')
    expect(initialOf('42 Club')).toBe('#')
    const items = groupByInitial([c('1', 'Ann'), c('2', 'Ávila'), c('3', 'Bo'), c('4', 'Zed')])
    expect(items.map((i) => (i.kind === 'letter' ? i.letter : i.contact.id))).toEqual([
      'A',
      '1',
      '2',
      'B',
      '3',
      'Z',
      '4',
    ])
  })

  it('puts pinned (new) contacts first under their own header, once', () => {
    const items = groupByInitial([c('1', 'Ann'), c('2', 'New Contact'), c('3', 'Zed')], ['2', 'gone'])
    expect(items.map((i) => (i.kind === 'letter' ? i.letter : i.contact.id))).toEqual(['+', '2', 'A', '1', 'Z', '3'])
  })
})
