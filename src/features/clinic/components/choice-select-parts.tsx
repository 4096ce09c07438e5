import { css, cx } from 'styled-system/css'
import { input } from 'styled-system/recipes'
import { ColorDot } from './page'

// Shared by the look-alike select and the control it loads, apart from both so neither imports the other.
export interface Choice {
  value: string
  label: string
  /** A colour dot before the label (doctors). */
  color?: string
  hint?: string
  disabled?: boolean
}

export interface ChoiceSelectProps {
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

export const rootClass = css({ display: 'flex', flexDir: 'column', gap: '1.5', minW: 0 })
export const labelClass = (hidden?: boolean) =>
  hidden ? css({ srOnly: true }) : css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' })
/** The closed select: a button that looks like the app's text box. */
export const triggerClass = cx(
  input(),
  css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    textAlign: 'left',
    cursor: 'pointer',
    _disabled: { cursor: 'not-allowed' },
    '&[data-placeholder-shown]': { color: 'fg.subtle' },
  }),
)
/** The open list of a select or a combobox: a surface panel that scrolls. */
export const popupList = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  boxShadow: 'lg',
  p: '1',
  overflowY: 'auto',
  outline: 'none',
})
/** One choice in that list, lit while the pointer or the keys are on it. */
export const popupItem = css({
  display: 'flex',
  alignItems: 'center',
  px: '2.5',
  py: '2',
  borderRadius: 'md',
  cursor: 'pointer',
  '&[data-highlighted]': { bg: 'bg.hover' },
})
export const indicatorClass = css({ color: 'fg.subtle', display: 'inline-flex' })
export const errorClass = css({ fontSize: 'xs', color: 'danger.text' })

export function selectedOf(choices: Choice[], value: ChoiceSelectProps['value']) {
  const selected = Array.isArray(value) ? value : value ? [value] : []
  return { selected, current: choices.filter((c) => selected.includes(c.value)) }
}

/** What the closed trigger shows: the chosen labels (with a doctor's colour) or the placeholder. */
export function triggerText(current: Choice[], placeholder?: string) {
  return (
    <>
      {current.length === 1 && current[0]!.color ? <ColorDot color={current[0]!.color} /> : null}
      <span className={css({ flex: 1, minW: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>
        {current.length ? current.map((c) => c.label).join(', ') : (placeholder ?? '')}
      </span>
    </>
  )
}
