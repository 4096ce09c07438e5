import type { ComponentProps } from 'react'
import { cx } from 'styled-system/css'
import { input, type InputVariantProps } from 'styled-system/recipes'

// Plain components over the recipe, like Button (no style-prop table on the first page). `size` is the
// recipe's (sm | md | area), not HTML's character width.
type Sized<T extends 'input' | 'textarea' | 'select'> = Omit<ComponentProps<T>, 'size'> & InputVariantProps

export function Input({ className, size, ...props }: Sized<'input'>) {
  return <input className={cx(input({ size }), className)} {...props} />
}

export function Textarea({ className, size, rows = 4, ...props }: Sized<'textarea'>) {
  return <textarea rows={rows} className={cx(input({ size }), className)} {...props} />
}

export function Select({ className, size, ...props }: Sized<'select'>) {
  return <select className={cx(input({ size }), className)} {...props} />
}
