import { styled } from 'styled-system/jsx'
import { button } from 'styled-system/recipes'

/** The app's button; `variant` solid | outline | ghost | subtle | danger, `size` sm | md | lg | icon | iconSm. */
export const Button = styled('button', button, { defaultProps: { type: 'button' } })
