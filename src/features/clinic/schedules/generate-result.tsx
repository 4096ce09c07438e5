import { useTranslation } from 'react-i18next'
import { CalendarRange } from 'lucide-react'
import { css } from 'styled-system/css'
import { EmptyState } from '@/components/ui/empty-state'
import type { GenerateResult } from '@/shared/schemas/clinic/schedules'
import { ColorDot, Panel } from '../components/page'
import { fmt, fmtInstant, useDateLocale } from '../lib/dates'
import { count } from '../lib/format'

/** What a generation produced, per doctor: days worked, slots, booked and free, and how many it replaced. */
export function GenerateResultView({ result }: { result: GenerateResult | null }) {
  const { t, i18n } = useTranslation('clinic')
  const locale = useDateLocale()
  if (!result)
    return (
      <Panel>
        <EmptyState icon={<CalendarRange />} title={t('generate.noResult')}>
          <p className={css({ fontSize: 'sm', maxW: 'md' })}>{t('generate.noResultText')}</p>
        </EmptyState>
      </Panel>
    )
  const n = (v: number) => count(v, i18n.language)
  const stat = (label: string, value: number) => (
    <div className={css({ p: '4', borderRadius: 'xl', bg: 'bg.muted' })}>
      <p className={css({ fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted' })}>{label}</p>
      <p className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{n(value)}</p>
    </div>
  )
  return (
    <Panel
      title={t('generate.result', { from: fmt(result.from, 'PP', locale), to: fmt(result.to, 'PP', locale) })}
      actions={
        <span className={css({ fontSize: 'xs', color: 'fg.subtle' })}>
          {fmtInstant(result.generatedAt, 'PPpp', locale)}
        </span>
      }
    >
      <div aria-live="polite" className={css({ display: 'flex', flexDir: 'column', gap: '5' })}>
        <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '3' })}>
          {stat(t('generate.totalSlots'), result.totals.slots)}
          {stat(t('generate.booked'), result.totals.booked)}
          {stat(t('generate.free'), result.totals.free)}
        </div>
        <div className={css({ overflowX: 'auto' })}>
          <table
            className={css({ w: 'full', fontSize: 'sm', borderCollapse: 'collapse' })}
            data-testid="generate-result"
          >
            <caption className={css({ srOnly: true })}>{t('generate.perDoctor')}</caption>
            <thead>
              <tr
                className={css({
                  textAlign: 'left',
                  color: 'fg.muted',
                  fontSize: 'xs',
                  textTransform: 'uppercase',
                  letterSpacing: 'wide',
                  '& th': { py: '2', px: '2', fontWeight: 'semibold' },
                })}
              >
                <th scope="col">{t('generate.doctor')}</th>
                <th scope="col" className={css({ textAlign: 'right' })}>
                  {t('generate.days')}
                </th>
                <th scope="col" className={css({ textAlign: 'right' })}>
                  {t('generate.totalSlots')}
                </th>
                <th scope="col" className={css({ textAlign: 'right' })}>
                  {t('generate.booked')}
                </th>
                <th scope="col" className={css({ textAlign: 'right' })}>
                  {t('generate.free')}
                </th>
                <th scope="col" className={css({ display: { base: 'none', md: 'table-cell' } })}>
                  {t('generate.occupancy')}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.doctors.map((d) => {
                const pct = d.slots ? Math.round((d.booked / d.slots) * 100) : 0
                return (
                  <tr
                    key={d.doctorId}
                    className={css({
                      borderTopWidth: '1px',
                      borderColor: 'border.default',
                      '& td': { py: '2.5', px: '2', fontVariantNumeric: 'tabular-nums' },
                    })}
                  >
                    <td>
                      <span
                        className={css({
                          display: 'inline-flex',
                          alignItems: 'center',
                          gap: '2',
                          fontWeight: 'semibold',
                        })}
                      >
                        <ColorDot color={d.color} /> {d.name}
                      </span>
                      {d.replaced ? (
                        <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.subtle' })}>
                          {t('generate.replaced', { count: d.replaced })}
                        </span>
                      ) : null}
                    </td>
                    <td className={css({ textAlign: 'right' })}>{n(d.days)}</td>
                    <td className={css({ textAlign: 'right', fontWeight: 'semibold' })}>{n(d.slots)}</td>
                    <td className={css({ textAlign: 'right' })}>{n(d.booked)}</td>
                    <td className={css({ textAlign: 'right' })}>{n(d.free)}</td>
                    <td className={css({ display: { base: 'none', md: 'table-cell' }, minW: '8rem' })}>
                      <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
                        <div
                          className={css({
                            flex: 1,
                            h: '2',
                            borderRadius: 'full',
                            bg: 'bg.subtle',
                            overflow: 'hidden',
                          })}
                        >
                          <div
                            className={css({ h: 'full', borderRadius: 'full' })}
                            style={{ width: `${pct}%`, background: d.color }}
                          />
                        </div>
                        <span className={css({ fontSize: 'xs', color: 'fg.muted', w: '9', textAlign: 'right' })}>
                          {pct}%
                        </span>
                      </div>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </div>
    </Panel>
  )
}
