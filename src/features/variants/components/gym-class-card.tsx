import { Clock, MapPin, User } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { badge, card } from 'styled-system/recipes'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import type { GymSession } from '@/shared/schemas/variants'
import { time } from '../lib/format'

const CATEGORY_COLOR: Record<GymSession['category'], string> = {
  strength: '#f97316',
  cardio: '#ef4444',
  cycling: '#0ea5e9',
  mobility: '#22c55e',
  combat: '#a855f7',
}

interface Props {
  session: GymSession
  now: Date
  busy: boolean
  onBook: () => void
}

/** One class of the day: when, what, who, where, how full, and the booking button. */
export function GymClassCard({ session: s, now, busy, onBook }: Props) {
  const { t, i18n } = useTranslation('variants')
  const started = new Date(s.startsAt) <= now
  const taken = s.capacity - s.placesLeft
  const full = s.placesLeft === 0
  return (
    <li
      className={cx(card({ padding: 'none' }), css({ display: 'flex', alignItems: 'stretch' }))}
      style={{ borderLeft: `4px solid ${CATEGORY_COLOR[s.category]}` }}
    >
      <div
        className={css({
          display: 'flex',
          flexDir: 'column',
          justifyContent: 'center',
          alignItems: 'center',
          px: { base: '3', sm: '5' },
          minW: { base: '20', sm: '24' },
          bg: 'bg.muted',
          textAlign: 'center',
        })}
      >
        <span
          className={css({
            fontSize: { base: 'lg', sm: 'xl' },
            fontWeight: 'black',
            fontVariantNumeric: 'tabular-nums',
          })}
        >
          {time(s.startsAt, i18n.language)}
        </span>
        <span className={css({ fontSize: 'xs', color: 'fg.muted', display: 'flex', alignItems: 'center', gap: '1' })}>
          <Clock size={12} aria-hidden /> {t('time.minutes', { count: s.durationMin })}
        </span>
      </div>
      <div
        className={css({
          flex: 1,
          minW: 0,
          p: { base: '3', sm: '4' },
          display: 'flex',
          flexDir: { base: 'column', sm: 'row' },
          gap: '3',
          alignItems: { base: 'stretch', sm: 'center' },
        })}
      >
        <div className={css({ flex: 1, minW: 0 })}>
          <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
            <h3 className={css({ fontWeight: 'bold', fontSize: 'md' })}>{s.title}</h3>
            <span className={badge({ tone: 'neutral' })}>{t(`gym.category.${s.category}`)}</span>
            {s.level !== 'all' ? <span className={badge({ tone: 'accent' })}>{t(`gym.level.${s.level}`)}</span> : null}
          </div>
          <p
            className={css({ mt: '1', fontSize: 'sm', color: 'fg.muted', display: 'flex', gap: '3', flexWrap: 'wrap' })}
          >
            <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}>
              <User size={14} aria-hidden /> {s.trainer.name}
            </span>
            <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}>
              <MapPin size={14} aria-hidden /> {s.room}
            </span>
          </p>
          <div className={css({ mt: '2', display: 'flex', alignItems: 'center', gap: '2' })}>
            <div
              role="meter"
              aria-label={t('gym.placesLeft', { count: s.placesLeft })}
              aria-valuemin={0}
              aria-valuemax={s.capacity}
              aria-valuenow={taken}
              className={css({
                flex: 1,
                maxW: '40',
                h: '1.5',
                borderRadius: 'full',
                bg: 'bg.subtle',
                overflow: 'hidden',
              })}
            >
              <div
                className={css({
                  h: 'full',
                  borderRadius: 'full',
                  bg: full ? 'danger.solid' : s.placesLeft <= 3 ? 'warning.solid' : 'success.solid',
                })}
                style={{ width: `${(taken / s.capacity) * 100}%` }}
              />
            </div>
            <span className={css({ fontSize: 'xs', fontWeight: 'semibold', color: full ? 'danger.text' : 'fg.muted' })}>
              {full ? t('gym.full') : t('gym.placesLeft', { count: s.placesLeft })}
            </span>
          </div>
        </div>
        <div
          className={css({ flexShrink: 0, display: 'flex', justifyContent: { base: 'flex-start', sm: 'flex-end' } })}
        >
          {s.bookedByMe ? (
            <span className={badge({ tone: 'success' })}>{t('gym.booked')}</span>
          ) : started ? (
            <span className={badge({ tone: 'neutral' })}>{t('gym.started')}</span>
          ) : (
            <Button
              size="sm"
              variant={full ? 'outline' : 'solid'}
              disabled={full || busy}
              onClick={onBook}
              aria-label={`${t('gym.book')}: ${s.title} ${time(s.startsAt, i18n.language)}`}
            >
              {busy ? <Spinner size={14} /> : null}
              {full ? t('gym.full') : t('gym.book')}
            </Button>
          )}
        </div>
      </div>
    </li>
  )
}
