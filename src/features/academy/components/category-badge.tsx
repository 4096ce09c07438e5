import { badge } from 'styled-system/recipes'

// Each of the template's categories keeps its own colour; any other category gets the neutral one.
const TONES: Record<string, 'accent' | 'warning' | 'success' | 'danger' | 'neutral'> = {
  web: 'accent',
  firebase: 'warning',
  cloud: 'success',
  android: 'danger',
}

export function CategoryBadge({ slug, title }: { slug: string; title: string }) {
  return <span className={badge({ tone: TONES[slug] ?? 'neutral' })}>{title}</span>
}
