const pair = (light: string, dark: string) => ({ value: { base: light, _dark: dark } })

/** Colour roles used by every component; light and dark values side by side. */
export const semanticColors = {
  bg: {
    canvas: pair('{colors.slate.100}', '{colors.slate.950}'),
    surface: pair('{colors.white}', '{colors.slate.900}'),
    muted: pair('{colors.slate.50}', '{colors.slate.800}'),
    subtle: pair('{colors.slate.100}', '{colors.slate.800}'),
    hover: pair('{colors.slate.100}', '{colors.slate.800}'),
    overlay: pair('rgba(15, 23, 42, 0.45)', 'rgba(2, 6, 23, 0.7)'),
    nav: pair('{colors.slate.900}', '{colors.slate.900}'),
  },
  fg: {
    default: pair('{colors.slate.900}', '{colors.slate.50}'),
    muted: pair('{colors.slate.600}', '{colors.slate.300}'),
    // A shade darker than slate-500, which falls under 4.5:1 on the slate-100 canvas.
    subtle: pair('#5d6b80', '{colors.slate.400}'),
    onNav: pair('{colors.slate.100}', '{colors.slate.100}'),
    onNavMuted: pair('{colors.slate.400}', '{colors.slate.400}'),
  },
  border: {
    default: pair('{colors.slate.200}', '{colors.slate.700}'),
    strong: pair('{colors.slate.300}', '{colors.slate.600}'),
  },
  accent: {
    // 700 in light: white text on a 600 fails WCAG AA contrast for the teal and amber palettes.
    solid: pair('var(--accent-700)', 'var(--accent-500)'),
    solidHover: pair('var(--accent-800)', 'var(--accent-400)'),
    onSolid: pair('{colors.white}', '{colors.slate.950}'),
    subtle: pair('var(--accent-50)', 'color-mix(in srgb, var(--accent-500) 18%, transparent)'),
    muted: pair('var(--accent-100)', 'color-mix(in srgb, var(--accent-500) 30%, transparent)'),
    text: pair('var(--accent-700)', 'var(--accent-300)'),
    ring: pair('var(--accent-500)', 'var(--accent-400)'),
  },
  danger: {
    solid: pair('{colors.red.600}', '{colors.red.500}'),
    text: pair('{colors.red.700}', '{colors.red.300}'),
    subtle: pair('{colors.red.50}', 'rgba(239, 68, 68, 0.15)'),
  },
  success: {
    solid: pair('{colors.green.600}', '{colors.green.500}'),
    text: pair('{colors.green.700}', '{colors.green.300}'),
    subtle: pair('{colors.green.50}', 'rgba(34, 197, 94, 0.15)'),
  },
  warning: {
    solid: pair('{colors.amber.500}', '{colors.amber.400}'),
    text: pair('{colors.amber.800}', '{colors.amber.300}'),
    subtle: pair('{colors.amber.50}', 'rgba(245, 158, 11, 0.15)'),
  },
}
