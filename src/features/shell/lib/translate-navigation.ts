import type { NavItemData, NavigationData } from '@/shared/schemas/shell'

type Translate = (key: string, options: { defaultValue: string }) => string

function translateText(t: Translate, key: string | undefined, part: string, text: string | undefined) {
  return key && text !== undefined ? t(`${key}.${part}`, { defaultValue: text }) : text
}

/** The item's title, subtitle and tooltip in the page's language, by its `translation` key (its own text otherwise). */
export function translateItems(items: NavItemData[], t: Translate): NavItemData[] {
  return items.map((item) => {
    const key = item.translation
    const out: NavItemData = { ...item }
    if (item.title !== undefined) out.title = translateText(t, key, 'title', item.title)
    if (item.subtitle !== undefined) out.subtitle = translateText(t, key, 'subtitle', item.subtitle)
    if (item.tooltip !== undefined) out.tooltip = translateText(t, key, 'tooltip', item.tooltip)
    if (item.children) out.children = translateItems(item.children, t)
    return out
  })
}

export function translateNavigation(data: NavigationData, t: Translate): NavigationData {
  return {
    compact: translateItems(data.compact, t),
    default: translateItems(data.default, t),
    futuristic: translateItems(data.futuristic, t),
    horizontal: translateItems(data.horizontal, t),
  }
}
