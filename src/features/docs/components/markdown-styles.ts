import { css } from 'styled-system/css'

export const codeBlock = css({ position: 'relative' })

export const copyButton = css({
  position: 'absolute',
  top: '2',
  right: '2',
  fontSize: 'xs',
  fontWeight: 'medium',
  px: '2.5',
  py: '1',
  borderRadius: 'md',
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  cursor: 'pointer',
  _hover: { bg: 'bg.hover' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.solid', outlineOffset: '2px' },
})

/** What the docs' Markdown has beyond the shared reading styles: a title, tables. */
export const docsProse = css({
  '& h1': {
    fontSize: { base: '3xl', md: '4xl' },
    fontWeight: 'extrabold',
    letterSpacing: 'tight',
    lineHeight: 'tight',
  },
  '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', fontSize: 'sm' },
  '& th, & td': {
    borderWidth: '1px',
    borderColor: 'border.default',
    px: '3',
    py: '2',
    textAlign: 'left',
    verticalAlign: 'top',
  },
  '& th': { bg: 'bg.subtle', fontWeight: 'semibold' },
})
