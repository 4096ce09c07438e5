import { defineRecipe } from '@pandacss/dev'

export const input = defineRecipe({
  className: 'input',
  base: {
    w: 'full',
    h: '10',
    px: '3',
    borderRadius: 'lg',
    borderWidth: '1px',
    borderColor: 'border.strong',
    bg: 'bg.surface',
    color: 'fg.default',
    fontSize: 'sm',
    outline: 'none',
    _placeholder: { color: 'fg.subtle' },
    _focusVisible: { borderColor: 'accent.ring', boxShadow: '0 0 0 1px var(--colors-accent-ring)' },
    _invalid: { borderColor: 'danger.solid' },
    _disabled: { opacity: 0.6 },
  },
  variants: {
    // rows: a textarea as tall as its rows attribute says; area: one at least six lines tall
    size: {
      sm: { h: '8', fontSize: 'sm' },
      md: {},
      rows: { h: 'auto', py: '2' },
      area: { h: 'auto', minH: '24', py: '2' },
    },
  },
  defaultVariants: { size: 'md' },
})
