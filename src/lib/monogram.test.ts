import { describe, expect, it } from 'vitest'
import { colourOf, initials } from './monogram'

describe('monogram', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('ada  lovelace byron')).toBe('AL')
    expect(initials('  ')).toBe('')
  })
  it('gives a name the same colour every time, and other names others', () => {
    const palette = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']
    expect(colourOf('Ada Lovelace', palette)).toBe(colourOf('Ada Lovelace', palette))
    const names = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Ken', 'Dennis']
    expect(new Set(names.map((n) => colourOf(n, palette))).size).toBeGreaterThan(1)
  })
})
