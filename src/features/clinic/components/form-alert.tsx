import { AlertCircle } from 'lucide-react'
import { css } from 'styled-system/css'

/** A refusal the form cannot pin on one field (a booking rule, a network failure), read out when it appears. */
export function FormAlert({ title, detail }: { title: string; detail?: string }) {
  return (
    <div
      role="alert"
      className={css({
        display: 'flex',
        gap: '3',
        p: '3.5',
        borderRadius: 'lg',
        bg: 'danger.subtle',
        color: 'danger.text',
        fontSize: 'sm',
      })}
    >
      <AlertCircle size={18} aria-hidden className={css({ flexShrink: 0, mt: '0.5' })} />
      <div className={css({ minW: 0 })}>
        <p className={css({ fontWeight: 'semibold' })}>{title}</p>
        {detail ? <p className={css({ mt: '0.5', wordBreak: 'break-word', color: 'fg.default' })}>{detail}</p> : null}
      </div>
    </div>
  )
}
