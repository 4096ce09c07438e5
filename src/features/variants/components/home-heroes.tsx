import type { ReactNode } from 'react'
import { Dumbbell, HeartPulse, Scissors, Trophy } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { appName } from '@/lib/variant'
import { VARIANTS } from '@/shared/variants'
import { Hero } from './ui'

/**
 * Each business home's banner words, said once: the home shows them with its actions and figures, its
 * pending screen (home-pending.tsx) alone while the data come.
 */
type HeroExtras = { actions?: ReactNode; aside?: ReactNode }

export function ClinicHero(extras: HeroExtras) {
  const { t } = useTranslation('variants')
  return (
    <Hero
      eyebrow={
        <>
          <HeartPulse size={16} aria-hidden /> {appName()}
        </>
      }
      title={t('clinicHome.title')}
      subtitle={t('clinicHome.subtitle')}
      {...extras}
    />
  )
}

export function GymHero(extras: HeroExtras) {
  const { t } = useTranslation('variants')
  return (
    <Hero
      eyebrow={
        <>
          <Dumbbell size={16} aria-hidden /> {t('gym.eyebrow', { name: appName() })}
        </>
      }
      title={t('gym.title')}
      subtitle={t('gym.subtitle')}
      {...extras}
    />
  )
}

export function BarberHero(extras: HeroExtras) {
  const { t } = useTranslation('variants')
  return (
    <Hero
      eyebrow={
        <>
          <Scissors size={16} aria-hidden /> {t('barber.eyebrow')}
        </>
      }
      title={t('barber.title')}
      subtitle={t('barber.subtitle')}
      {...extras}
    />
  )
}

export function FutbolHero(extras: HeroExtras) {
  const { t } = useTranslation('variants')
  return (
    <Hero
      eyebrow={
        <>
          <Trophy size={16} aria-hidden /> {VARIANTS.futbol.name}
        </>
      }
      title={t('landing.kinds.football.title')}
      subtitle={t('landing.kinds.football.subtitle')}
      {...extras}
    />
  )
}
