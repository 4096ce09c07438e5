import { css } from 'styled-system/css'

/** A round accent-tinted disc around an icon: a notification without a picture, a shortcut's icon. */
export const iconDisc = css({
  display: 'flex',
  w: '10',
  h: '10',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'full',
  bg: 'accent.subtle',
  color: 'accent.text',
})
