import { useState } from 'react'
import { getRouteApi, useNavigate, useRouterState } from '@tanstack/react-router'
import { CalendarDays } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { toast } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api/client'
import type { GymSession } from '@/shared/schemas/variants'
import { bookGymClass } from '../api/gym'
import { time } from '../lib/format'
import { toError } from '../lib/settle'
import { useReloadAfterWrites, useReloadWhenUserChanges, useWriteThenReload } from '../lib/use-reload'
import { DayStrip } from './day-strip'
import { GymClassCard } from './gym-class-card'
import { MembershipCard, PlanList } from './gym-membership'
import { TrainerList } from './gym-trainers'
import { GymHero } from './home-heroes'
import { PublicShell } from './public-shell'
import { Empty, QueryBlock, Section, heroButton, heroPanel } from './ui'

const route = getRouteApi('/gym/home')

/** /gym/home: the day's classes with places left, the member's membership, plans and trainers. */
export function GymHome() {
  const { t, i18n } = useTranslation('variants')
  const { date, classes, trainers } = route.useLoaderData({ select: (d) => d.gym! })
  const { user } = route.useLoaderDeps()
  const navigate = useNavigate()
  const writeThenReload = useWriteThenReload()
  const href = useRouterState({ select: (s) => s.location.href })
  const [pending, setPending] = useState<string | null>(null)
  useReloadWhenUserChanges(user)
  useReloadAfterWrites()

  const onBook = async (s: GymSession) => {
    if (!user) {
      void navigate({ to: '/sign-in', search: { redirect: href } })
      return
    }
    setPending(s.id)
    // The button stays busy until the card reads "booked".
    await writeThenReload(
      () => bookGymClass(s.id, s.date),
      (booked) =>
        toast('success', t('gym.bookDone', { title: booked.title, time: time(booked.startsAt, i18n.language) })),
      (error) =>
        error instanceof ApiError && (error.body as { reason?: string })?.reason === 'No membership'
          ? t('gym.needMembership')
          : toError(error).message,
    )
    setPending(null)
  }

  const list = classes.data ?? []
  const now = new Date()
  return (
    <PublicShell>
      <GymHero
        actions={
          <a href="#gym-classes" className={heroButton('solid')}>
            <CalendarDays size={18} aria-hidden /> {t('gym.classes.title')}
          </a>
        }
        aside={
          <dl className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '3' })}>
            {(
              [
                [list.length, 'classes'],
                [list.reduce((n, c) => n + (new Date(c.startsAt) > now ? c.placesLeft : 0), 0), 'places'],
                [trainers.data?.length ?? 0, 'trainers'],
              ] as const
            ).map(([value, key]) => (
              <div key={key} className={heroPanel}>
                <dd
                  className={css({
                    fontSize: { base: '3xl', md: '4xl' },
                    fontWeight: 'black',
                    fontVariantNumeric: 'tabular-nums',
                  })}
                >
                  {value}
                </dd>
                <dt className={css({ fontSize: 'sm', opacity: 0.85 })}>{t(`gym.stats.${key}`)}</dt>
              </div>
            ))}
          </dl>
        }
      />

      <Section id="gym-classes" title={t('gym.classes.title')} subtitle={t('gym.classes.subtitle')}>
        <div className={css({ mb: '5' })}>
          <DayStrip
            label={t('gym.days')}
            value={date}
            onChange={(d) => void navigate({ to: '/gym/home', search: { date: d }, replace: true, resetScroll: false })}
          />
        </div>
        <QueryBlock result={classes}>
          {(sessions) =>
            sessions.length === 0 ? (
              <Empty>{t('gym.classes.empty')}</Empty>
            ) : (
              <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' }, gap: '3' })}>
                {sessions.map((s) => (
                  <GymClassCard
                    key={s.id}
                    session={s}
                    now={now}
                    busy={pending === s.id}
                    onBook={() => void onBook(s)}
                  />
                ))}
              </ul>
            )
          }
        </QueryBlock>
      </Section>

      <Section id="gym-membership" title={t('gym.plans.title')} subtitle={t('gym.plans.subtitle')}>
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', md: '1fr 2fr' },
            gap: '5',
            alignItems: 'stretch',
          })}
        >
          <MembershipCard />
          <PlanList />
        </div>
      </Section>

      <Section id="gym-trainers" title={t('gym.trainers.title')} subtitle={t('gym.trainers.subtitle')}>
        <TrainerList />
      </Section>
    </PublicShell>
  )
}
