import { defineRecipe } from '@pandacss/dev'

// A rounded chip that is on or off by its `aria-pressed`: labels and tags chosen in a form (subtle), a
// filter of one choice among several (solid), the agenda's doctors, whose colour dot already marks them
// (neutral).
export const toggleChip = defineRecipe({
  className: 'toggleChip',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    px: '3',
    h: '8',
    borderRadius: 'full',
    borderWidth: '1px',
    borderColor: 'border.strong',
    fontSize: 'sm',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    _hover: { bg: 'bg.hover' },
    _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '2px' },
  },
  variants: {
    tone: {
      subtle: {
        '&[aria-pressed=true]': { bg: 'accent.subtle', color: 'accent.text', borderColor: 'accent.ring' },
        '&[aria-pressed=true]:hover': { bg: 'accent.muted' },
      },
      solid: {
        color: 'fg.muted',
        bg: 'bg.surface',
        borderColor: 'border.default',
        fontWeight: 'semibold',
        _hover: { color: 'fg.default', bg: 'bg.surface' },
        '&[aria-pressed=true]': { bg: 'accent.solid', color: 'accent.onSolid', borderColor: 'accent.solid' },
      },
      neutral: {
        color: 'fg.muted',
        bg: 'bg.surface',
        borderColor: 'border.default',
        fontWeight: 'semibold',
        _hover: { borderColor: 'border.strong', color: 'fg.default', bg: 'bg.surface' },
        '&[aria-pressed=true]': { color: 'fg.default', borderColor: 'border.strong', bg: 'bg.subtle' },
      },
    },
  },
  defaultVariants: { tone: 'subtle' },
})
