import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { hideSplash } from '@/components/layout/splash-hider'
import { variant } from '@/lib/variant'
import { servesClinic } from '@/lib/landing'
import { VARIANTS, type Variant } from '@/shared/variants'
import { BarberHero, ClinicHero, FutbolHero, GymHero } from './home-heroes'
import { PublicShell } from './public-shell'
import { container, grid } from './ui'

// The shape of the cards that come (services, doctors, classes, fixtures), breathing while they do.
const block = cx(card({ padding: 'none' }), css({ h: '40', animation: 'pulse', _motionReduce: { animation: 'none' } }))

/**
 * A business home while its data come. On a first visit the service worker that answers them is still
 * installing, a few seconds; the visitor reads the business's name, what it offers and its frame at once
 * instead of a spinner (the routes ask for this screen at once only then: src/lib/first-visit.ts).
 */
function HomePending({ hero, business }: { hero: ReactNode; business?: Pick<Variant, 'name' | 'logo'> }) {
  const { t } = useTranslation()
  // The boot splash waits for the first page's data; this screen is the page, so it goes now.
  useEffect(hideSplash, [])
  return (
    <PublicShell business={business}>
      {hero}
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
  return <HomePending hero={servesClinic(variant()) ? <ClinicHero /> : <GymHero />} />
}

export function BarberHomePending() {
  return <HomePending business={VARIANTS.barber} hero={<BarberHero />} />
}

export function FutbolHomePending() {
  return <HomePending business={VARIANTS.futbol} hero={<FutbolHero />} />
}
