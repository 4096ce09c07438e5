import { defineRecipe } from '@pandacss/dev'

// A rounded chip that is on or off by its `aria-pressed`: the labels chosen for a note, a card's labels and
// members in its dialog.
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
    cursor: 'pointer',
    _hover: { bg: 'bg.hover' },
    _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
    '&[aria-pressed=true]': { bg: 'accent.subtle', color: 'accent.text', borderColor: 'accent.ring' },
  },
})
