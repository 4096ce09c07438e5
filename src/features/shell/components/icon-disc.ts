import { circle } from 'styled-system/patterns'

/** A round accent-tinted disc around an icon: a notification without a picture, a shortcut's icon. */
export const iconDisc = circle({ size: '10', bg: 'accent.subtle', color: 'accent.text' })
