import { useEffect, type ReactNode } from 'react'
import { Dumbbell, HeartPulse, Scissors, Trophy } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { hideSplash } from '@/components/layout/splash-hider'
import { appName, variant } from '@/lib/variant'
import { servesClinic } from '@/lib/landing'
import { VARIANTS, type Variant } from '@/shared/variants'
import { PublicShell } from './public-shell'
import { Hero, container, grid } from './ui'

// The shape of the cards that come (services, doctors, classes, fixtures), breathing while they do.
const block = cx(card({ padding: 'none' }), css({ h: '40', animation: 'pulse', _motionReduce: { animation: 'none' } }))

/**
 * A business home while its data come. On a first visit the service worker that answers them is still
 * installing, a few seconds; the visitor reads the business's name, what it offers and its frame at once
 * instead of a spinner (the routes ask for this screen at once only then: src/lib/first-visit.ts).
 */
function HomePending({
  eyebrow,
  title,
  subtitle,
  business,
}: {
  eyebrow: ReactNode
  title: string
  subtitle: string
  business?: Pick<Variant, 'name' | 'logo'>
}) {
  const { t } = useTranslation()
  // The boot splash waits for the first page's data; this screen is the page, so it goes now.
  useEffect(hideSplash, [])
  return (
    <PublicShell business={business}>
      <Hero eyebrow={eyebrow} title={title} subtitle={subtitle} />
      <div
        role="status"
        aria-busy="true"
        className={cx(container, css({ py: { base: '10', md: '14' } }))}
        data-testid="home-pending"
      >
        <span className={css({ srOnly: true })}>{t('loading')}</span>
        <div className={grid('15rem')}>
          {[0, 1, 2, 3, 4, 5].map((n) => (
            <div key={n} className={block} />
          ))}
        </div>
      </div>
    </PublicShell>
  )
}

/** /gym/home's: the build's clinic, or its gym (module-home.tsx chooses the same way). */
export function ModuleHomePending() {
  const { t } = useTranslation('variants')
  return servesClinic(variant()) ? (
    <HomePending
      eyebrow={
        <>
          <HeartPulse size={16} aria-hidden /> {appName()}
        </>
      }
      title={t('clinicHome.title')}
      subtitle={t('clinicHome.subtitle')}
    />
  ) : (
    <HomePending
      eyebrow={
        <>
          <Dumbbell size={16} aria-hidden /> {t('gym.eyebrow', { name: appName() })}
        </>
      }
      title={t('gym.title')}
      subtitle={t('gym.subtitle')}
    />
  )
}

export function BarberHomePending() {
  const { t } = useTranslation('variants')
  return (
    <HomePending
      business={VARIANTS.barber}
      eyebrow={
        <>
          <Scissors size={16} aria-hidden /> {t('barber.eyebrow')}
        </>
      }
      title={t('barber.title')}
      subtitle={t('barber.subtitle')}
    />
  )
}

export function FutbolHomePending() {
  const { t } = useTranslation('variants')
  return (
    <HomePending
      business={VARIANTS.futbol}
      eyebrow={
        <>
          <Trophy size={16} aria-hidden /> {VARIANTS.futbol.name}
        </>
      }
      title={t('landing.kinds.football.title')}
      subtitle={t('landing.kinds.football.subtitle')}
    />
  )
}
