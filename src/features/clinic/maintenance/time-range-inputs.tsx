import { Fragment } from 'react'
import { css } from 'styled-system/css'

const timeInput = css({
  // Shrinks a little on a phone: a break's row (icon, two times, remove) ran 7 px past the dialog at 390 px.
  minW: '0',
  flex: '0 1 auto',
  h: '9',
  px: '2',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border.strong',
  bg: 'bg.surface',
  color: 'fg.default',
  fontSize: 'sm',
  fontVariantNumeric: 'tabular-nums',
  _focusVisible: { outline: 'none', borderColor: 'accent.ring', boxShadow: '0 0 0 1px var(--colors-accent-ring)' },
  '&[aria-invalid=true]': { borderColor: 'danger.solid' },
})

/**
 * A start and an end time on the five-minute grid, with a dash between (a day's hours, a break, an
 * exception's hours); the caller lays them out. `onChange` gets the one end that changed.
 */
export function TimeRangeInputs({
  start,
  end,
  labels,
  invalid = {},
  onChange,
}: {
  start: string
  end: string
  labels: { start: string; end: string }
  invalid?: { start?: boolean; end?: boolean }
  onChange: (change: { start: string } | { end: string }) => void
}) {
  return (['start', 'end'] as const).map((edge) => (
    <Fragment key={edge}>
      {edge === 'end' ? <span aria-hidden>–</span> : null}
      <input
        type="time"
        step={300}
        aria-label={labels[edge]}
        aria-invalid={Boolean(invalid[edge])}
        className={timeInput}
        value={edge === 'start' ? start : end}
        onChange={(ev) => onChange(edge === 'start' ? { start: ev.target.value } : { end: ev.target.value })}
      />
    </Fragment>
  ))
}
