import { describe, expect, it } from 'vitest'
import type { NavItemData } from '@/shared/schemas/shell'
import { translateItems } from './translate-navigation'

const texts: Record<string, string> = {
  'clinica.title': 'Klinik',
  'clinica.subtitle': 'Ajandalar',
  'inicio.title': 'Ana sayfa',
}
const t = (key: string, { defaultValue }: { defaultValue: string }) => texts[key] ?? defaultValue

describe('translateItems', () => {
  const items: NavItemData[] = [
    {
      id: 'clinica',
      translation: 'clinica',
      title: 'Clínica',
      subtitle: 'Agendas, clientes y servicios',
      type: 'group',
      children: [
        { id: 'inicio', translation: 'inicio', title: 'Inicio', type: 'basic', link: '/medical/home' },
        { id: 'otro', translation: 'otro', title: 'Otro', tooltip: 'Sin traducción', type: 'basic', link: '/x' },
        { id: 'plain', title: 'Sin clave', type: 'basic', link: '/y' },
      ],
    },
    { id: 'divider-1', type: 'divider' },
  ]

  it('shows titles and subtitles by the translation key, keeping links, ids and the rest', () => {
    const [group, divider] = translateItems(items, t)
    expect(group).toMatchObject({ id: 'clinica', title: 'Klinik', subtitle: 'Ajandalar', type: 'group' })
    expect(group?.children?.[0]).toEqual({
      id: 'inicio',
      translation: 'inicio',
      title: 'Ana sayfa',
      type: 'basic',
      link: '/medical/home',
    })
    expect(divider).toEqual({ id: 'divider-1', type: 'divider' })
  })

  it("keeps the item's own text where the language has none or the item has no key", () => {
    const children = translateItems(items, t)[0]?.children
    expect(children?.[1]).toMatchObject({ title: 'Otro', tooltip: 'Sin traducción' })
    expect(children?.[2]).toMatchObject({ title: 'Sin clave' })
  })
})
