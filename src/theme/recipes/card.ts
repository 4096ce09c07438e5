import { defineRecipe } from '@pandacss/dev'

// A raised surface. `clip: false` for a card whose content may reach past its edge (a chart's tooltip).
export const card = defineRecipe({
  className: 'card',
  base: {
    bg: 'bg.surface',
    borderRadius: '2xl',
    borderWidth: '1px',
    borderColor: 'border.default',
    boxShadow: 'sm',
  },
  variants: {
    padding: { none: {}, md: { p: '5' }, lg: { p: { base: '5', md: '8' } } },
    clip: { true: { overflow: 'hidden' }, false: {} },
  },
  defaultVariants: { padding: 'md', clip: true },
})
