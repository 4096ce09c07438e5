import { defineRecipe } from '@pandacss/dev'

export const card = defineRecipe({
  className: 'card',
  base: {
    bg: 'bg.surface',
    borderRadius: '2xl',
    borderWidth: '1px',
    borderColor: 'border.default',
    boxShadow: 'sm',
    overflow: 'hidden',
  },
  variants: {
    padding: { none: {}, md: { p: '5' }, lg: { p: { base: '5', md: '8' } } },
  },
  defaultVariants: { padding: 'md' },
})
