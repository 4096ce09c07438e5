import { useTranslation } from 'react-i18next'
import { CalendarOff, Plus, Trash2 } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { TimeRange } from '@/shared/schemas/clinic/doctors'
import { ChoiceSelectControl } from '../components/choice-select-control'
import { today } from '../lib/dates'
import { translateMessage } from '../lib/messages'
import { BreaksEditor } from './breaks-editor'
import { TimeRangeInputs } from './time-range-inputs'

export interface ExceptionValue {
  id?: string
  from: string
  to: string
  kind: 'hours' | 'off'
  start?: string
  end?: string
  breaks: TimeRange[]
  reason: string
}
type Err = { message?: string } | undefined
type ExceptionErrors = { from?: Err; to?: Err; start?: Err; end?: Err; reason?: Err; breaks?: Array<Err> } | undefined

// The same size as the select's label beside them (ChoiceSelectControl), so the row's labels line up.
const label = css({
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  display: 'flex',
  flexDir: 'column',
  gap: '1',
})

/** Date ranges with other hours or off, replacing the weekly plan on those days. */
export function ExceptionsEditor({
  value,
  onChange,
  errors,
}: {
  value: ExceptionValue[]
  onChange: (v: ExceptionValue[]) => void
  errors?: Array<ExceptionErrors>
}) {
  const { t } = useTranslation('clinic')
  const err = (m?: string) => translateMessage(t, m)
  const set = (i: number, patch: Partial<ExceptionValue>) =>
    onChange(value.map((x, j) => (j === i ? { ...x, ...patch } : x)))
  const add = () => onChange([...value, { from: today(), to: today(), kind: 'off', breaks: [], reason: '' }])
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
      {!value.length ? (
        <p
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            fontSize: 'sm',
            color: 'fg.muted',
            py: '4',
          })}
        >
          <CalendarOff size={16} aria-hidden /> {t('doctors.noExceptions')}
        </p>
      ) : null}
      {value.map((x, i) => {
        const e = errors?.[i]
        const n = i + 1
        return (
          <fieldset
            key={x.id ?? `new-${i}`}
            className={css({
              p: '4',
              // A fieldset is at least as wide as its content by default: at 390 px it ran past the dialog.
              minW: 0,
              borderRadius: 'lg',
              borderWidth: '1px',
              borderColor: 'border.default',
              display: 'flex',
              flexDir: 'column',
              gap: '3',
            })}
          >
            <legend className={css({ srOnly: true })}>{t('doctors.exceptionN', { n })}</legend>
            <div
              className={css({
                display: 'grid',
                gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: '10rem 10rem 12rem minmax(0, 1fr) auto' },
                gap: '3',
                alignItems: 'end',
              })}
            >
              <label className={label}>
                {t('doctors.from')}
                <Input
                  type="date"
                  value={x.from}
                  aria-invalid={Boolean(e?.from)}
                  onChange={(ev) => set(i, { from: ev.target.value })}
                />
              </label>
              <label className={label}>
                {t('doctors.to')}
                <Input
                  type="date"
                  value={x.to}
                  aria-invalid={Boolean(e?.to)}
                  onChange={(ev) => set(i, { to: ev.target.value })}
                />
              </label>
              <ChoiceSelectControl
                label={t('doctors.kind')}
                choices={[
                  { value: 'off', label: t('doctors.kinds.off') },
                  { value: 'hours', label: t('doctors.kinds.hours') },
                ]}
                value={x.kind}
                onChange={(v) =>
                  set(
                    i,
                    v[0] === 'hours'
                      ? { kind: 'hours', start: x.start ?? '09:00', end: x.end ?? '13:00' }
                      : { kind: 'off', start: undefined, end: undefined, breaks: [] },
                  )
                }
              />
              <label className={label}>
                {t('doctors.reason')}
                <Input value={x.reason} onChange={(ev) => set(i, { reason: ev.target.value })} />
              </label>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('doctors.removeException', { n })}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
                className={css({ color: 'danger.text', justifySelf: 'end', gridColumn: { base: '2', md: 'auto' } })}
              >
                <Trash2 />
              </Button>
            </div>
            {x.kind === 'hours' ? (
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
                <div className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
                  <TimeRangeInputs
                    start={x.start ?? ''}
                    end={x.end ?? ''}
                    labels={{ start: t('doctors.exceptionStart', { n }), end: t('doctors.exceptionEnd', { n }) }}
                    invalid={{ start: Boolean(e?.start), end: Boolean(e?.end) }}
                    onChange={(change) => set(i, change)}
                  />
                </div>
                <BreaksEditor
                  label={t('doctors.exceptionN', { n })}
                  breaks={x.breaks}
                  hours={{ start: x.start ?? '09:00', end: x.end ?? '13:00' }}
                  onChange={(breaks) => set(i, { breaks })}
                  errors={x.breaks.map((_, j) => err(e?.breaks?.[j]?.message))}
                />
              </div>
            ) : null}
            {e?.from || e?.to || e?.start || e?.end || e?.reason ? (
              <p role="alert" className={css({ fontSize: 'xs', color: 'danger.text' })}>
                {err(e.from?.message ?? e.to?.message ?? e.start?.message ?? e.end?.message ?? e.reason?.message)}
              </p>
            ) : null}
          </fieldset>
        )
      })}
      <div>
        <Button variant="outline" size="sm" onClick={add}>
          <Plus /> {t('doctors.addException')}
        </Button>
      </div>
    </div>
  )
}
