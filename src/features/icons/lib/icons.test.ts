import { describe, expect, it } from 'vitest'
import { fullName, gridSize, nameParts, searchIcons } from './icons'

describe('icon helpers', () => {
  it('cuts names only after their separators, so labels wrap between words', () => {
    expect(nameParts('account_circle')).toEqual(['account_', 'circle'])
    expect(nameParts('arrow-down-left')).toEqual(['arrow-', 'down-', 'left'])
    expect(nameParts('x')).toEqual(['x'])
    expect(nameParts('3d_rotation')).toEqual(['3d_', 'rotation'])
    for (const name of ['a--b', '_lead', 'trail-']) expect(nameParts(name).join('')).toBe(name)
  })

  it('prefixes the namespace unless the set has none', () => {
    expect(fullName({ namespace: 'feather' }, 'activity')).toBe('feather:activity')
    expect(fullName({ namespace: '' }, 'activity')).toBe('activity')
  })

  it('reads the pixel size from the grid class', () => {
    expect(gridSize('icon-size-5')).toBe(20)
    expect(gridSize('icon-size-6')).toBe(24)
    expect(gridSize('icon-size-10')).toBe(40)
    expect(gridSize('odd')).toBe(24)
  })

  it('searches every word, names starting with the query first', () => {
    const list = ['arrow-down', 'circle-arrow-down', 'arrow-up', 'mail']
    expect(searchIcons(list, 'down')).toEqual(['arrow-down', 'circle-arrow-down'])
    expect(searchIcons(list, 'arrow')).toEqual(['arrow-down', 'arrow-up', 'circle-arrow-down'])
    expect(searchIcons(list, 'ARROW up')).toEqual(['arrow-up'])
    expect(searchIcons(list, 'feather:mail')).toEqual(['mail'])
    expect(searchIcons(list, '  ')).toEqual(list)
  })
})
