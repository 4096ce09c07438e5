import { Crown, Dumbbell, MapPin } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { badge, card } from 'styled-system/recipes'
import { Avatar } from '@/components/ui/avatar'
import { VARIANTS } from '@/shared/variants'
import { POSITIONS } from '@/shared/constants/variants'
import type { FutbolMatch, FutbolPlayer, FutbolTraining } from '@/shared/schemas/variants'
import { day, time } from '../lib/format'
import { dateFormat } from '@/lib/intl'

export type Outcome = 'W' | 'D' | 'L'
export const outcome = (m: FutbolMatch): Outcome =>
  m.goalsFor! > m.goalsAgainst! ? 'W' : m.goalsFor === m.goalsAgainst ? 'D' : 'L'
/** Dark enough for white letters (AA) in light and dark schemes. */
export const OUTCOME_COLOR: Record<Outcome, string> = { W: '#15803d', D: '#475569', L: '#b91c1c' }

export function OutcomeDot({ match }: { match: FutbolMatch }) {
  const { t } = useTranslation('variants')
  const o = outcome(match)
  return (
    <span
      title={t(`futbol.results.${o}`)}
      className={css({
        w: '7',
        h: '7',
        borderRadius: 'full',
        display: 'grid',
        placeItems: 'center',
        fontSize: 'xs',
        fontWeight: 'black',
        color: 'white',
        flexShrink: 0,
      })}
      style={{ background: OUTCOME_COLOR[o] }}
    >
      <span aria-hidden>{t(`futbol.results.abbr.${o}`)}</span>
      <span className={css({ srOnly: true })}>{t(`futbol.results.${o}`)}</span>
    </span>
  )
}

export function Crest({ short, own = false }: { short: string; own?: boolean }) {
  return (
    <span
      aria-hidden
      className={cx(
        css({
          w: '11',
          h: '11',
          borderRadius: 'full',
          display: 'grid',
          placeItems: 'center',
          fontSize: 'xs',
          fontWeight: 'black',
          flexShrink: 0,
          letterSpacing: 'tight',
        }),
        own ? css({ bg: 'accent.solid', color: 'accent.onSolid' }) : css({ bg: 'bg.subtle', color: 'fg.muted' }),
      )}
    >
      {short}
    </span>
  )
}

/** 'Us vs Them' in the right order for a home or away match. */
export function Teams({ match }: { match: FutbolMatch }) {
  const { t } = useTranslation('variants')
  const us = VARIANTS.futbol.name
  const [left, right] = match.home ? [us, match.opponent] : [match.opponent, us]
  return (
    <span className={css({ fontWeight: 'bold' })}>
      {left} <span className={css({ color: 'fg.subtle', fontWeight: 'medium' })}>{t('futbol.vs')}</span> {right}
    </span>
  )
}

export function FixtureRow({ match }: { match: FutbolMatch }) {
  const { t, i18n } = useTranslation('variants')
  const words = { today: t('time.today'), tomorrow: t('time.tomorrow') }
  return (
    <li className={cx(card({ padding: 'md' }), css({ display: 'flex', alignItems: 'center', gap: '4' }))}>
      <div className={css({ textAlign: 'center', minW: '20' })}>
        <p className={css({ fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', color: 'fg.muted' })}>
          {day(match.kickoff, i18n.language, words)}
        </p>
        <p className={css({ fontSize: 'lg', fontWeight: 'black' })}>{time(match.kickoff, i18n.language)}</p>
      </div>
      <Crest short={match.opponentShort} />
      <div className={css({ flex: 1, minW: 0 })}>
        <Teams match={match} />
        <p
          className={css({
            fontSize: 'sm',
            color: 'fg.muted',
            display: 'flex',
            gap: '2',
            flexWrap: 'wrap',
            alignItems: 'center',
          })}
        >
          <span>{match.competition}</span>·
          <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}>
            <MapPin size={12} aria-hidden /> {match.venue}
          </span>
        </p>
      </div>
      <span className={badge({ tone: match.home ? 'accent' : 'neutral' })}>
        {match.home ? t('futbol.home') : t('futbol.away')}
      </span>
    </li>
  )
}

export function ResultRow({ match }: { match: FutbolMatch }) {
  const { t, i18n } = useTranslation('variants')
  const [left, right] = match.home ? [match.goalsFor, match.goalsAgainst] : [match.goalsAgainst, match.goalsFor]
  return (
    <li className={cx(card({ padding: 'md' }), css({ display: 'flex', alignItems: 'center', gap: '4' }))}>
      <OutcomeDot match={match} />
      <div className={css({ flex: 1, minW: 0 })}>
        <Teams match={match} />
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {dateFormat(i18n.language, { day: 'numeric', month: 'short' }).format(new Date(match.kickoff))} ·{' '}
          {match.competition}
        </p>
        {match.scorers.length ? (
          <p className={css({ fontSize: 'xs', color: 'fg.subtle', mt: '0.5' })}>
            {t('futbol.results.scorers', { names: match.scorers.join(', ') })}
          </p>
        ) : null}
      </div>
      <span
        className={css({
          fontSize: '2xl',
          fontWeight: 'black',
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
        })}
      >
        {left} – {right}
      </span>
    </li>
  )
}

const INTENSITY_TONE = { low: 'success', medium: 'warning', high: 'danger' } as const

export function TrainingCard({ training }: { training: FutbolTraining }) {
  const { t, i18n } = useTranslation('variants')
  const words = { today: t('time.today'), tomorrow: t('time.tomorrow') }
  return (
    <li className={cx(card({ padding: 'md' }), css({ display: 'flex', flexDir: 'column', gap: '2' }))}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}>
        <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'accent.text' })}>
          {day(training.startsAt, i18n.language, words)} · {time(training.startsAt, i18n.language)}
        </p>
        <span className={badge({ tone: INTENSITY_TONE[training.intensity] })}>
          {t(`futbol.trainings.intensity.${training.intensity}`)}
        </span>
      </div>
      <h3 className={css({ fontWeight: 'bold', display: 'flex', alignItems: 'center', gap: '2' })}>
        <Dumbbell size={16} aria-hidden /> {training.title}
      </h3>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{training.focus}</p>
      <p className={css({ fontSize: 'xs', color: 'fg.subtle', display: 'flex', gap: '2', alignItems: 'center' })}>
        <MapPin size={12} aria-hidden /> {training.location} · {t('time.minutes', { count: training.durationMin })}
      </p>
    </li>
  )
}

export function SquadList({ players }: { players: FutbolPlayer[] }) {
  const { t } = useTranslation('variants')
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '8' })}>
      {POSITIONS.map((pos) => (
        <div key={pos}>
          <h3
            className={css({
              fontSize: 'sm',
              fontWeight: 'bold',
              textTransform: 'uppercase',
              letterSpacing: 'wider',
              color: 'fg.muted',
              mb: '3',
            })}
          >
            {t(`futbol.squad.positions.${pos}`)}
          </h3>
          <ul
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
              gap: '3',
            })}
          >
            {players
              .filter((p) => p.position === pos)
              .map((p) => (
                <li
                  key={p.id}
                  className={cx(card({ padding: 'md' }), css({ display: 'flex', alignItems: 'center', gap: '3' }))}
                >
                  <span
                    className={css({
                      fontSize: '2xl',
                      fontWeight: 'black',
                      color: 'accent.text',
                      w: '9',
                      textAlign: 'center',
                      fontVariantNumeric: 'tabular-nums',
                    })}
                  >
                    {p.number}
                  </span>
                  <Avatar name={p.name} size={40} />
                  <div className={css({ minW: 0, flex: 1 })}>
                    <p className={css({ fontWeight: 'semibold', display: 'flex', alignItems: 'center', gap: '1.5' })}>
                      <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>
                        {p.name}
                      </span>
                      {p.captain ? (
                        <Crown
                          size={14}
                          aria-label={t('futbol.squad.captain')}
                          className={css({ color: 'amber.500', flexShrink: 0 })}
                        />
                      ) : null}
                    </p>
                    <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                      {t('futbol.squad.age', { age: p.age })} · {p.nationality}
                    </p>
                    <p className={css({ fontSize: 'xs', color: 'fg.subtle' })}>
                      {t('futbol.squad.stats', { apps: p.appearances, goals: p.goals, assists: p.assists })}
                    </p>
                  </div>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
