import { Switch } from '@ark-ui/react/switch'
import { sva } from 'styled-system/css'

const toggle = sva({
  slots: ['root', 'control', 'thumb', 'text', 'label', 'hint'],
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2.5',
      cursor: 'pointer',
      _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    },
    control: {
      w: '9',
      h: '5',
      borderRadius: 'full',
      bg: 'border.strong',
      p: '0.5',
      display: 'inline-flex',
      transition: 'background 150ms',
      flexShrink: 0,
      _checked: { bg: 'accent.solid' },
    },
    thumb: {
      w: '4',
      h: '4',
      borderRadius: 'full',
      bg: 'white',
      boxShadow: 'sm',
      transition: 'transform 150ms',
      _checked: { transform: 'translateX(1rem)' },
    },
    text: { display: 'flex', flexDir: 'column' },
    label: { fontSize: 'sm', fontWeight: 'medium' },
    hint: { fontSize: 'xs', color: 'fg.subtle' },
  },
  variants: {
    // A setting among a form's fields stands as a card of its own; a filter or a record's switch stays inline.
    framed: {
      true: {
        root: {
          display: 'flex',
          gap: '3',
          p: '3',
          borderRadius: 'lg',
          borderWidth: '1px',
          borderColor: 'border.default',
          bg: 'bg.surface',
        },
        control: { w: '10', h: '6' },
        thumb: { w: '5', h: '5' },
        label: { fontWeight: 'semibold' },
      },
    },
  },
})

/**
 * An on/off switch with its label, and a hint under it when given (Ark UI: a real checkbox underneath, for
 * keyboards and screen readers).
 */
export function Toggle({
  label,
  hint,
  checked,
  onChange,
  disabled,
  framed,
}: {
  label: string
  hint?: string
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
  framed?: boolean
}) {
  const classes = toggle({ framed })
  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={(d) => onChange(d.checked)}
      disabled={disabled}
      className={classes.root}
    >
      <Switch.Control className={classes.control}>
        <Switch.Thumb className={classes.thumb} />
      </Switch.Control>
      <span className={classes.text}>
        <Switch.Label className={classes.label}>{label}</Switch.Label>
        {hint ? <span className={classes.hint}>{hint}</span> : null}
      </span>
      <Switch.HiddenInput />
    </Switch.Root>
  )
}
