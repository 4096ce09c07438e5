import { defineRecipe } from '@pandacss/dev'

export const button = defineRecipe({
  className: 'button',
  jsx: ['Button', 'IconButton'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: 'semibold',
    borderRadius: 'lg',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: 'background 150ms, color 150ms, border-color 150ms',
    userSelect: 'none',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    '& svg': { width: '1.1em', height: '1.1em', flexShrink: 0 },
  },
  variants: {
    variant: {
      solid: { bg: 'accent.solid', color: 'accent.onSolid', _hover: { _enabled: { bg: 'accent.solidHover' } } },
      outline: {
        borderWidth: '1px',
        borderColor: 'border.strong',
        bg: 'bg.surface',
        color: 'fg.default',
        _hover: { _enabled: { bg: 'bg.hover' } },
      },
      ghost: { bg: 'transparent', color: 'fg.default', _hover: { _enabled: { bg: 'bg.hover' } } },
      subtle: { bg: 'accent.subtle', color: 'accent.text', _hover: { _enabled: { bg: 'accent.muted' } } },
      danger: { bg: 'danger.solid', color: 'white', _hover: { _enabled: { opacity: 0.9 } } },
    },
    size: {
      sm: { h: '8', px: '3', fontSize: 'sm' },
      md: { h: '10', px: '4', fontSize: 'sm' },
      lg: { h: '12', px: '5', fontSize: 'md' },
      icon: { h: '10', w: '10', p: '0', borderRadius: 'full' },
      iconSm: { h: '8', w: '8', p: '0', borderRadius: 'full' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
})
