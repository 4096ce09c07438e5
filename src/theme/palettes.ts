/**
 * The six colour themes. Each sets the `--accent-*` scale from Panda's colour tokens, so every recipe
 * that speaks of `accent.*` follows the theme chosen on <html data-palette="…">.
 */
export const THEMES = [
  { id: 'theme-default', name: 'Default', color: 'indigo' },
  { id: 'theme-brand', name: 'Brand', color: 'blue' },
  { id: 'theme-teal', name: 'Teal', color: 'teal' },
  { id: 'theme-rose', name: 'Rose', color: 'rose' },
  { id: 'theme-purple', name: 'Purple', color: 'purple' },
  { id: 'theme-amber', name: 'Amber', color: 'amber' },
] as const

export type ThemeId = (typeof THEMES)[number]['id']

const STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const

export const paletteCss: Record<string, Record<string, string>> = Object.fromEntries(
  THEMES.map((t) => [
    `[data-palette=${t.id}]`,
    Object.fromEntries(STEPS.map((s) => [`--accent-${s}`, `var(--colors-${t.color}-${s})`])),
  ]),
)
