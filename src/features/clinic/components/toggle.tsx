import { Switch } from '@ark-ui/react/switch'
import { css } from 'styled-system/css'

/** An on/off switch with its label (Ark UI: a real checkbox underneath, keyboard and screen readers). */
export function Toggle({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
}) {
  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={(d) => onChange(d.checked)}
      disabled={disabled}
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '2.5',
        cursor: 'pointer',
        _disabled: { opacity: 0.6, cursor: 'not-allowed' },
      })}
    >
      <Switch.Control
        className={css({
          w: '9',
          h: '5',
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
            w: '4',
            h: '4',
            borderRadius: 'full',
            bg: 'white',
            boxShadow: 'sm',
            transition: 'transform 150ms',
            _checked: { transform: 'translateX(1rem)' },
          })}
        />
      </Switch.Control>
      <Switch.Label className={css({ fontSize: 'sm', fontWeight: 'medium' })}>{label}</Switch.Label>
      <Switch.HiddenInput />
    </Switch.Root>
  )
}
