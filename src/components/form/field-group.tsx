import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'

/** Several controls under one visible name (a fieldset and its legend), looking like a Field's label. */
export function FieldGroup({
  legend,
  className,
  children,
}: {
  legend: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <fieldset className={cx(css({ border: 'none', p: 0, m: 0 }), className)}>
      <legend className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted', mb: '2' })}>{legend}</legend>
      {children}
    </fieldset>
  )
}
