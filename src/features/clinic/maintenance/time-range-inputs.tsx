import { css } from 'styled-system/css'

const timeInput = css({
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
  return (
    <>
      <input
        type="time"
        step={300}
        aria-label={labels.start}
        aria-invalid={Boolean(invalid.start)}
        className={timeInput}
        value={start}
        onChange={(ev) => onChange({ start: ev.target.value })}
      />
      <span aria-hidden>–</span>
      <input
        type="time"
        step={300}
        aria-label={labels.end}
        aria-invalid={Boolean(invalid.end)}
        className={timeInput}
        value={end}
        onChange={(ev) => onChange({ end: ev.target.value })}
      />
    </>
  )
}
