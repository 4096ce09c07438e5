import type { ComponentProps } from 'react'
import { cx } from 'styled-system/css'
import { button, type ButtonVariantProps } from 'styled-system/recipes'

// A plain component over the recipe: Panda's `styled` factory would put its 5 kB style-prop table on
// the first page, and nothing here uses style props.
type ButtonProps = ComponentProps<'button'> & ButtonVariantProps

/** The app's button; `variant` solid | outline | ghost | subtle | danger, `size` sm | md | lg | icon | iconSm. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cx(button({ variant, size }), className)} {...props} />
}
