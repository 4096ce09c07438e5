import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

/**
 * A form's closing row, at its end: anything extra, Cancel (when there is somewhere to go back to) and the
 * submit button, which spins and stays disabled while the form is being sent.
 */
export function FormActions({
  submitLabel,
  submitting,
  cancelLabel,
  onCancel,
  danger,
  children,
}: {
  submitLabel: string
  submitting: boolean
  cancelLabel?: string
  onCancel?: () => void
  /** The submit button destroys or cancels something (it is drawn in the danger colour). */
  danger?: boolean
  children?: ReactNode
}) {
  return (
    <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3', flexWrap: 'wrap' })}>
      {children}
      {onCancel ? (
        <Button variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
      ) : null}
      <Button type="submit" variant={danger ? 'danger' : undefined} disabled={submitting}>
        {submitting ? <Spinner /> : null}
        {submitLabel}
      </Button>
    </div>
  )
}
