import { describe, expect, it } from 'vitest'
import en from '@/locales/en/navigation.json'
import es from '@/locales/es/navigation.json'
import tr from '@/locales/tr/navigation.json'
import type { NavItemData } from '@/shared/schemas/shell'
import { navigationFor } from './shell-navigation'

type Texts = Record<string, { title?: string; subtitle?: string; tooltip?: string }>

function everyItem(items: NavItemData[]): NavItemData[] {
  return items.flatMap((item) => [item, ...everyItem(item.children ?? [])])
}

describe('navigation translation keys', () => {
  const trees = navigationFor('admin')
  const shown = Object.values(trees)
    .flatMap(everyItem)
    .filter((item) => item.title !== undefined)

  it('gives every item with a text a translation key', () => {
    expect(shown.filter((item) => !item.translation)).toEqual([])
  })

  it.each([
    ['en', en],
    ['es', es],
    ['tr', tr],
  ] as const)('has the title, subtitle and tooltip of every item in %s', (_, texts: Texts) => {
    const missing = shown.flatMap((item) => {
      const entry = texts[item.translation ?? '']
      return (['title', 'subtitle', 'tooltip'] as const)
        .filter((part) => item[part] !== undefined && !entry?.[part])
        .map((part) => `${item.translation}.${part}`)
    })
    expect(missing).toEqual([])
  })

  it('says the Turkish menu in Turkish', () => {
    const texts: Texts = tr
    expect(texts.clinica?.title).toBe('Klinik')
    expect(texts.inicio?.title).toBe('Ana sayfa')
  })
})
