import { defineRecipe } from '@pandacss/dev'

export const badge = defineRecipe({
  className: 'badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2',
    h: '5',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      accent: { bg: 'accent.subtle', color: 'accent.text' },
      neutral: { bg: 'bg.subtle', color: 'fg.muted' },
      success: { bg: 'success.subtle', color: 'success.text' },
      warning: { bg: 'warning.subtle', color: 'warning.text' },
      danger: { bg: 'danger.subtle', color: 'danger.text' },
    },
  },
  defaultVariants: { tone: 'accent' },
})
