import { css, cx } from 'styled-system/css'

/** The panel the toolbar's menus and the top navigation's stand on (the apps' menus have menu.tsx's `menuPanel`). */
export const toolbarMenuPanel = css({
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'xl',
  boxShadow: 'xl',
  p: '1.5',
  outline: 'none',
  zIndex: 'popover',
})

// The entrance animation only while open (`_open`): Ark keeps closed content until its exit animation ends
// when the animation it sees at closing differs from the one it noted at opening, and a note taken before the
// animation started left a closed menu on screen for good (Escape and item clicks seemed ignored).
export const menuContent = cx(toolbarMenuPanel, css({ minW: '48', _open: { animation: 'slideInDown 150ms' } }))

export const menuItem = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  px: '3',
  py: '2',
  borderRadius: 'lg',
  fontSize: 'sm',
  cursor: 'pointer',
  outline: 'none',
  color: 'fg.default',
  textDecoration: 'none',
  '& svg': { w: '4.5', h: '4.5', color: 'fg.subtle', flexShrink: 0 },
  '&[data-highlighted]': { bg: 'bg.hover' },
  '&[data-state=checked]': { color: 'accent.text', fontWeight: 'semibold' },
  '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
})

export const menuSeparator = css({ my: '1.5', borderTopWidth: '1px', borderColor: 'border.default' })
export const menuLabel = css({
  px: '3',
  pt: '2',
  pb: '1',
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'fg.subtle',
  textTransform: 'uppercase',
  letterSpacing: 'wider',
})
