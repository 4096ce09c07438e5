import type { ReactNode } from 'react'
import { Switch } from '@ark-ui/react/switch'
import { css } from 'styled-system/css'

/** A titled group of fields in the product form. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={css({ display: 'flex', flexDir: 'column', gap: '4', minW: 0 })}>
      <legend
        className={css({
          fontSize: 'xs',
          fontWeight: 'bold',
          textTransform: 'uppercase',
          letterSpacing: 'wider',
          color: 'fg.subtle',
          mb: '3',
        })}
      >
        {title}
      </legend>
      {children}
    </fieldset>
  )
}

/** Fields side by side on wide screens, stacked on phones. */
export function Row({ children, columns = 2 }: { children: ReactNode; columns?: 2 | 3 }) {
  return (
    <div
      className={css({
        display: 'grid',
        gap: '4',
        gridTemplateColumns: {
          base: '1fr',
          sm: columns === 3 ? 'repeat(3, minmax(0, 1fr))' : 'repeat(2, minmax(0, 1fr))',
        },
      })}
    >
      {children}
    </div>
  )
}

/** An on/off switch with its label and hint (a real checkbox underneath, for keyboards and screen readers). */
export function Toggle({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string
  hint?: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={(d) => onChange(d.checked)}
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '3',
        cursor: 'pointer',
        p: '3',
        borderRadius: 'lg',
        borderWidth: '1px',
        borderColor: 'border.default',
        bg: 'bg.surface',
      })}
    >
      <Switch.Control
        className={css({
          w: '10',
          h: '6',
          borderRadius: 'full',
          bg: 'border.strong',
          p: '0.5',
          display: 'inline-flex',
          transition: 'background 150ms',
          flexShrink: 0,
          _checked: { bg: 'accent.solid' },
        })}
      >
        <Switch.Thumb
          className={css({
            w: '5',
            h: '5',
            borderRadius: 'full',
            bg: 'white',
            boxShadow: 'sm',
            transition: 'transform 150ms',
            _checked: { transform: 'translateX(1rem)' },
          })}
        />
      </Switch.Control>
      <span className={css({ display: 'flex', flexDir: 'column' })}>
        <Switch.Label className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>{label}</Switch.Label>
        {hint ? <span className={css({ fontSize: 'xs', color: 'fg.subtle' })}>{hint}</span> : null}
      </span>
      <Switch.HiddenInput />
    </Switch.Root>
  )
}
