import { useMemo } from 'react'
import { Select, createListCollection } from '@ark-ui/react/select'
import { Check, ChevronDown } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { SelectPortal } from '@/components/ui/open-portal'
import { ColorDot } from './page'
import {
  errorClass,
  indicatorClass,
  labelClass,
  popupItem,
  popupList,
  rootClass,
  selectedOf,
  triggerClass,
  triggerText,
  type ChoiceSelectProps,
} from './choice-select-parts'

/**
 * An accessible select (Ark UI): label, keyboard, typeahead; one or many values. Pages use `ChoiceSelect`,
 * which loads this on first intent; a dialog (itself loaded when opened) may use it directly.
 */
export function ChoiceSelectControl({
  label,
  choices,
  value,
  onChange,
  placeholder,
  multiple,
  error,
  disabled,
  hideLabel,
  className,
  name,
}: ChoiceSelectProps) {
  const collection = useMemo(
    () =>
      createListCollection({
        items: choices,
        itemToValue: (c) => c.value,
        itemToString: (c) => c.label,
        isItemDisabled: (c) => Boolean(c.disabled),
      }),
    [choices],
  )
  const { selected, current } = selectedOf(choices, value)
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
      className={cx(rootClass, className)}
    >
      <Select.Label className={labelClass(hideLabel)}>{label}</Select.Label>
      <Select.Control>
        <Select.Trigger className={triggerClass} data-placeholder-shown={current.length ? undefined : ''}>
          {triggerText(current, placeholder)}
          <Select.Indicator className={indicatorClass}>
            <ChevronDown size={16} />
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      {error ? (
        <p role="alert" className={errorClass}>
          {error}
        </p>
      ) : null}
      <SelectPortal>
        <Select.Positioner className={css({ zIndex: 'popover' })}>
          <Select.Content className={cx(popupList, css({ maxH: '72', zIndex: 'popover' }))}>
            {choices.map((c) => (
              <Select.Item
                key={c.value}
                item={c}
                className={cx(
                  popupItem,
                  css({ gap: '2', fontSize: 'sm', '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } }),
                )}
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
      </SelectPortal>
      <Select.HiddenSelect />
    </Select.Root>
  )
}
