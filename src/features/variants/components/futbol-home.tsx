import { getRouteApi } from '@tanstack/react-router'
import { CalendarDays, MapPin } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { VARIANTS } from '@/shared/variants'
import { day, time } from '../lib/format'
import { useReloadAfterWrites } from '../lib/use-reload'
import { FixtureRow, OutcomeDot, ResultRow, SquadList, TrainingCard, outcome } from './futbol-parts'
import { FutbolHero } from './home-heroes'
import { PublicShell } from './public-shell'
import { Empty, QueryBlock, Section, container, grid, heroButton, heroPanel } from './ui'

const route = getRouteApi('/futbol/home')

/** /futbol/home: the next match, fixtures and results, training sessions and the squad. */
export function FutbolHome() {
  const { t, i18n } = useTranslation('variants')
  const { upcoming, played, trainings, squad } = route.useLoaderData()
  useReloadAfterWrites()
  const next = upcoming.data?.[0]
  const results = played.data ?? []
  const points = results.reduce((n, m) => n + { W: 3, D: 1, L: 0 }[outcome(m)], 0)
  const words = { today: t('time.today'), tomorrow: t('time.tomorrow') }

  return (
    <PublicShell business={VARIANTS.futbol}>
      <FutbolHero
        actions={
          <a href="#futbol-fixtures" className={heroButton('solid')}>
            <CalendarDays size={18} aria-hidden /> {t('futbol.fixtures.title')}
          </a>
        }
        aside={
          <div className={heroPanel}>
            <p
              className={css({
                fontSize: 'sm',
                fontWeight: 'semibold',
                textTransform: 'uppercase',
                letterSpacing: 'wide',
                opacity: 0.85,
              })}
            >
              {t('futbol.eyebrow')}
            </p>
            {next ? (
              <>
                <p
                  className={css({
                    mt: '2',
                    fontSize: { base: '2xl', md: '3xl' },
                    fontWeight: 'black',
                    lineHeight: 'tight',
                  })}
                >
                  {next.home ? VARIANTS.futbol.name : next.opponent}{' '}
                  <span className={css({ opacity: 0.7 })}>{t('futbol.vs')}</span>{' '}
                  {next.home ? next.opponent : VARIANTS.futbol.name}
                </p>
                <p className={css({ mt: '2', opacity: 0.9 })}>
                  {day(next.kickoff, i18n.language, words)} · {time(next.kickoff, i18n.language)} · {next.competition}
                </p>
                <p className={css({ opacity: 0.8, display: 'flex', alignItems: 'center', gap: '1', fontSize: 'sm' })}>
                  <MapPin size={14} aria-hidden /> {next.venue}
                </p>
              </>
            ) : (
              <p className={css({ mt: '2' })}>{t('futbol.noNext')}</p>
            )}
            {results.length ? (
              <div
                className={css({
                  mt: '5',
                  pt: '4',
                  borderTopWidth: '1px',
                  borderColor: 'white/20',
                  display: 'flex',
                  alignItems: 'center',
                  gap: '4',
                  flexWrap: 'wrap',
                })}
              >
                <span className={css({ fontSize: 'sm', opacity: 0.85 })}>{t('futbol.results.form')}</span>
                <ol className={css({ display: 'flex', gap: '1.5' })}>
                  {results.slice(0, 5).map((m) => (
                    <li key={m.id}>
                      <OutcomeDot match={m} />
                    </li>
                  ))}
                </ol>
                <span className={css({ ml: 'auto', fontSize: 'sm' })}>
                  <strong className={css({ fontSize: 'xl' })}>{points}</strong> {t('futbol.stats.points')} ·{' '}
                  {results.length} {t('futbol.stats.played')}
                </span>
              </div>
            ) : null}
          </div>
        }
      />

      <div
        className={cx(
          container,
          css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' }, columnGap: '8' }),
        )}
      >
        <Section bare id="futbol-fixtures" title={t('futbol.fixtures.title')} subtitle={t('futbol.fixtures.subtitle')}>
          <QueryBlock result={upcoming}>
            {(list) =>
              list.length ? (
                <ul className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
                  {list.map((m) => (
                    <FixtureRow key={m.id} match={m} />
                  ))}
                </ul>
              ) : (
                <Empty>{t('futbol.fixtures.empty')}</Empty>
              )
            }
          </QueryBlock>
        </Section>
        <Section bare id="futbol-results" title={t('futbol.results.title')} subtitle={t('futbol.results.subtitle')}>
          <QueryBlock result={played}>
            {(list) =>
              list.length ? (
                <ul className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
                  {list.map((m) => (
                    <ResultRow key={m.id} match={m} />
                  ))}
                </ul>
              ) : (
                <Empty>{t('futbol.results.empty')}</Empty>
              )
            }
          </QueryBlock>
        </Section>
      </div>

      <Section id="futbol-trainings" title={t('futbol.trainings.title')} subtitle={t('futbol.trainings.subtitle')}>
        <QueryBlock result={trainings}>
          {(list) =>
            list.length ? (
              <ul className={grid('16rem')}>
                {list.slice(0, 8).map((tr) => (
                  <TrainingCard key={tr.id} training={tr} />
                ))}
              </ul>
            ) : (
              <Empty>{t('futbol.trainings.empty')}</Empty>
            )
          }
        </QueryBlock>
      </Section>

      <Section id="futbol-squad" title={t('futbol.squad.title')} subtitle={t('futbol.squad.subtitle')}>
        <QueryBlock result={squad}>{(players) => <SquadList players={players} />}</QueryBlock>
      </Section>
    </PublicShell>
  )
}
