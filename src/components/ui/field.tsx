import { useId, type ReactNode } from 'react'
import { css } from 'styled-system/css'

interface FieldProps {
  label: string
  error?: string | undefined
  hint?: string
  /** Renders the control with the ids that tie it to its label and error. */
  children: (ids: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode
  className?: string
}

/** A labelled form control with its error message, announced to screen readers. */
export function Field({ label, error, hint, children, className }: FieldProps) {
  const id = useId()
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <div className={`${css({ display: 'flex', flexDir: 'column', gap: '1.5' })} ${className ?? ''}`}>
      <label htmlFor={id} className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' })}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {error ? (
        <p id={`${id}-error`} role="alert" className={css({ fontSize: 'xs', color: 'danger.text' })}>
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={css({ fontSize: 'xs', color: 'fg.subtle' })}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}
