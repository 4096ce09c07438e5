import { useMemo } from 'react'
import { Portal } from '@ark-ui/react/portal'
import { Select, createListCollection } from '@ark-ui/react/select'
import { Check, ChevronDown } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { ColorDot } from './page'

export interface Choice {
  value: string
  label: string
  /** A colour dot before the label (doctors). */
  color?: string
  hint?: string
  disabled?: boolean
}

interface Props {
  label: string
  choices: Choice[]
  value: string | string[] | null | undefined
  onChange: (value: string[]) => void
  placeholder?: string
  multiple?: boolean
  error?: string
  disabled?: boolean
  hideLabel?: boolean
  className?: string
  name?: string
}

const trigger = css({
  w: 'full', minH: '10', px: '3', display: 'flex', alignItems: 'center', gap: '2', borderRadius: 'lg', borderWidth: '1px',
  borderColor: 'border.strong', bg: 'bg.surface', color: 'fg.default', fontSize: 'sm', textAlign: 'left', cursor: 'pointer',
  _focusVisible: { outline: 'none', borderColor: 'accent.ring', boxShadow: '0 0 0 1px var(--colors-accent-ring)' },
  _invalid: { borderColor: 'danger.solid' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  '&[data-placeholder-shown]': { color: 'fg.subtle' },
})

/** An accessible select (Ark UI): label, keyboard, typeahead; one or many values. */
export function ChoiceSelect({ label, choices, value, onChange, placeholder, multiple, error, disabled, hideLabel, className, name }: Props) {
  const collection = useMemo(
    () => createListCollection({ items: choices, itemToValue: (c) => c.value, itemToString: (c) => c.label, isItemDisabled: (c) => Boolean(c.disabled) }),
    [choices],
  )
  const selected = Array.isArray(value) ? value : value ? [value] : []
  const current = choices.filter((c) => selected.includes(c.value))
  return (
    <Select.Root
      collection={collection}
      value={selected}
      onValueChange={(d) => onChange(d.value)}
      multiple={multiple}
      disabled={disabled}
      invalid={Boolean(error)}
      name={name}
      positioning={{ sameWidth: true }}
      lazyMount
      unmountOnExit
      className={cx(css({ display: 'flex', flexDir: 'column', gap: '1.5', minW: 0 }), className)}
    >
      <Select.Label className={hideLabel ? css({ srOnly: true }) : css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' })}>{label}</Select.Label>
      <Select.Control>
        <Select.Trigger className={trigger} data-placeholder-shown={current.length ? undefined : ''}>
          {current.length === 1 && current[0]!.color ? <ColorDot color={current[0]!.color} /> : null}
          <span className={css({ flex: 1, minW: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>
            {current.length ? current.map((c) => c.label).join(', ') : (placeholder ?? '')}
          </span>
          <Select.Indicator className={css({ color: 'fg.subtle', display: 'inline-flex' })}>
            <ChevronDown size={16} />
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      {error ? <p role="alert" className={css({ fontSize: 'xs', color: 'danger.text' })}>{error}</p> : null}
      <Portal>
        <Select.Positioner className={css({ zIndex: 'popover' })}>
          <Select.Content
            className={css({
              bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', boxShadow: 'lg', p: '1',
              maxH: '72', overflowY: 'auto', outline: 'none', zIndex: 'popover',
            })}
          >
            {choices.map((c) => (
              <Select.Item
                key={c.value}
                item={c}
                className={css({
                  display: 'flex', alignItems: 'center', gap: '2', px: '2.5', py: '2', borderRadius: 'md', fontSize: 'sm', cursor: 'pointer',
                  '&[data-highlighted]': { bg: 'bg.hover' }, '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
                })}
              >
                {c.color ? <ColorDot color={c.color} /> : null}
                <Select.ItemText className={css({ flex: 1 })}>{c.label}</Select.ItemText>
                {c.hint ? <span className={css({ fontSize: 'xs', color: 'fg.subtle' })}>{c.hint}</span> : null}
                <Select.ItemIndicator className={css({ color: 'accent.text', display: 'inline-flex' })}>
                  <Check size={14} />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
      <Select.HiddenSelect />
    </Select.Root>
  )
}
