import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { APPOINTMENT_STATES, type AppointmentState } from '@/shared/constants/clinic/appointments'
import { STATE_COLORS } from '../components/state-badge'

// Six cards after the total: the live states, then cancelled and no-show together.
const CARDS: Array<{ key: string; states: [AppointmentState, ...AppointmentState[]] }> = [
  { key: 'scheduled', states: ['scheduled'] },
  { key: 'confirmed', states: ['confirmed'] },
  { key: 'checked-in', states: ['checked-in'] },
  { key: 'in-progress', states: ['in-progress'] },
  { key: 'completed', states: ['completed'] },
  { key: 'closed', states: ['cancelled', 'no-show'] },
]

const STILL_TO_ATTEND: AppointmentState[] = ['scheduled', 'confirmed', 'checked-in', 'in-progress']

const dot = css({ w: '2', h: '2', borderRadius: 'full', flexShrink: 0 })

/** The staff's day in numbers: the total with what is left of it, a card per state and the proportions bar with its legend. */
export function TodayByState({ total, byState }: { total: number; byState: Record<AppointmentState, number> }) {
  const { t } = useTranslation('clinic')
  const present = APPOINTMENT_STATES.filter((s) => byState[s] > 0)
  return (
    <>
      <section
        aria-label={t('home.byState')}
        className={css({
          display: 'grid',
          gridTemplateColumns: {
            base: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(4, minmax(0, 1fr))',
            xl: 'repeat(7, minmax(0, 1fr))',
          },
          gap: '3',
        })}
      >
        <div
          className={css({
            gridColumn: { base: 'span 2', xl: 'span 1' },
            p: '4',
            borderRadius: 'xl',
            bg: 'accent.solid',
            color: 'accent.onSolid',
            display: 'flex',
            flexDir: 'column',
            justifyContent: 'space-between',
            gap: '2',
          })}
        >
          <span className={css({ fontSize: 'sm', fontWeight: 'semibold', opacity: 0.9 })}>{t('home.today')}</span>
          <span className={css({ fontSize: '4xl', fontWeight: 'extrabold', lineHeight: '1' })} data-testid="home-total">
            {total}
          </span>
          {/* The total is above: this line says what is left of it, not the same number again. */}
          <span className={css({ fontSize: 'xs', opacity: 0.9 })}>
            {t('home.toAttend', { count: STILL_TO_ATTEND.reduce((n, s) => n + byState[s], 0) })}
          </span>
        </div>
        {CARDS.map(({ key, states }) => (
          <div
            key={key}
            className={css({
              p: '4',
              borderRadius: 'xl',
              bg: 'bg.surface',
              borderWidth: '1px',
              borderColor: 'border.default',
              display: 'flex',
              flexDir: 'column',
              gap: '1',
            })}
          >
            <span
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '2',
                fontSize: 'xs',
                fontWeight: 'semibold',
                color: 'fg.muted',
              })}
            >
              <span aria-hidden className={dot} style={{ background: STATE_COLORS[states[0]] }} />
              {key === 'closed' ? t('home.closed') : t(`states.${states[0]}`)}
            </span>
            <span className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
              {states.reduce((n, s) => n + byState[s], 0)}
            </span>
          </div>
        ))}
      </section>
      {total ? (
        <figure className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
          <div
            aria-hidden
            className={css({ display: 'flex', h: '2', borderRadius: 'full', overflow: 'hidden', bg: 'bg.subtle' })}
          >
            {present.map((s) => (
              <span key={s} style={{ flexGrow: byState[s], background: STATE_COLORS[s] }} />
            ))}
          </div>
          <figcaption className={css({ srOnly: true })}>{t('home.stateLegend')}</figcaption>
          <ul
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: '4',
              rowGap: '1',
              fontSize: 'xs',
              color: 'fg.muted',
            })}
            data-testid="state-legend"
          >
            {present.map((s) => (
              <li key={s} className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
                <span aria-hidden className={dot} style={{ background: STATE_COLORS[s] }} />
                {t(`states.${s}`)}{' '}
                <span className={css({ fontWeight: 'semibold', color: 'fg.default' })}>{byState[s]}</span>
              </li>
            ))}
          </ul>
        </figure>
      ) : null}
    </>
  )
}
