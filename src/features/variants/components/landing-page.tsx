import { Link } from '@tanstack/react-router'
import {
  Activity,
  Apple,
  CalendarCheck,
  CalendarDays,
  Car,
  ClipboardList,
  Download,
  Dumbbell,
  Eye,
  Glasses,
  HeartPulse,
  LineChart,
  ReceiptText,
  Scissors,
  ShieldCheck,
  Sparkles,
  Stethoscope,
  Trophy,
  Users,
  Wrench,
  WifiOff,
  type LucideIcon,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { useSession } from '@/lib/use-session'
import { signedInUser } from '../lib/signed-in-user'
import { appName, variant } from '@/lib/variant'
import { servesClinic } from '@/lib/landing'
import { homePathFor, type BusinessKind } from '@/shared/variants'
import { PublicShell } from './public-shell'
import { Hero, Section, container, heroButton, heroPanel } from './ui'

const FEATURE_ICONS: Record<BusinessKind, [LucideIcon, LucideIcon, LucideIcon]> = {
  clinic: [CalendarCheck, ClipboardList, Stethoscope],
  nutrition: [Apple, CalendarDays, LineChart],
  gym: [Dumbbell, Users, CalendarCheck],
  barber: [CalendarCheck, Scissors, ReceiptText],
  football: [CalendarDays, Trophy, Users],
  optics: [Eye, Glasses, Sparkles],
  workshop: [Wrench, ReceiptText, Car],
}

const HERO_ICON: Record<BusinessKind, LucideIcon> = {
  clinic: HeartPulse,
  nutrition: Apple,
  gym: Dumbbell,
  barber: Scissors,
  football: Trophy,
  optics: Eye,
  workshop: Wrench,
}

/** `home`: the public landing page of the build's business, with the way into its module. */
export function LandingPage() {
  const { t } = useTranslation('variants')
  const v = variant()
  const module = homePathFor(v.app)!
  // The clinic's builds show the clinic on /gym/home (clinic-home.tsx), so the button says so.
  const moduleKey = servesClinic(v) ? 'clinic' : (module.split('/')[1] as 'gym' | 'barber' | 'futbol')
  const kind = `landing.kinds.${v.kind}` as const
  const icons = FEATURE_ICONS[v.kind]
  const HeroIcon = HERO_ICON[v.kind]
  const signedIn = Boolean(signedInUser(useSession()))

  return (
    <PublicShell>
      <Hero
        eyebrow={
          <>
            <HeroIcon size={16} aria-hidden /> {t(`${kind}.eyebrow`)}
          </>
        }
        title={t(`${kind}.title`)}
        subtitle={t(`${kind}.subtitle`)}
        actions={
          <>
            <Link to={module} className={heroButton('solid')}>
              {t(`landing.cta.${moduleKey}`)}
            </Link>
            {signedIn ? null : (
              <Link to="/sign-up" className={heroButton('ghost')}>
                {t('landing.cta.account')}
              </Link>
            )}
          </>
        }
        aside={
          <div
            className={cx(
              heroPanel,
              css({
                display: 'flex',
                flexDir: 'column',
                alignItems: 'center',
                gap: '5',
                textAlign: 'center',
                py: { base: '8', md: '12' },
              }),
            )}
          >
            <img
              src={v.logo}
              alt={appName()}
              width={112}
              height={112}
              className={css({ borderRadius: '3xl', boxShadow: '2xl' })}
            />
            <div>
              <p className={css({ fontSize: '2xl', fontWeight: 'black' })}>{appName()}</p>
              <p className={css({ mt: '1', opacity: 0.85 })}>{v.description}</p>
            </div>
          </div>
        }
      />

      <Section id="features" title={t('landing.features')}>
        <ul
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
            gap: { base: '4', md: '5' },
          })}
        >
          {([1, 2, 3] as const).map((n, i) => {
            const Icon = icons[i]!
            return (
              <li
                key={n}
                className={cx(card({ padding: 'lg' }), css({ display: 'flex', flexDir: 'column', gap: '3' }))}
              >
                <span
                  className={css({
                    w: '12',
                    h: '12',
                    display: 'grid',
                    placeItems: 'center',
                    borderRadius: 'xl',
                    bg: 'accent.subtle',
                    color: 'accent.text',
                  })}
                >
                  <Icon size={24} aria-hidden />
                </span>
                <h3 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{t(`${kind}.f${n}`)}</h3>
                <p className={css({ color: 'fg.muted' })}>{t(`${kind}.f${n}d`)}</p>
              </li>
            )
          })}
        </ul>
      </Section>

      <section
        aria-labelledby="platform-title"
        className={css({ bg: 'bg.surface', borderYWidth: '1px', borderColor: 'border.default' })}
      >
        <div className={cx(container, css({ py: { base: '10', md: '14' } }))}>
          <h2
            id="platform-title"
            className={css({
              fontSize: { base: '2xl', md: '3xl' },
              fontWeight: 'extrabold',
              letterSpacing: '-0.02em',
              mb: '8',
              textAlign: 'center',
            })}
          >
            {t('landing.platform.title')}
          </h2>
          <ul
            className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '8' })}
          >
            {(
              [
                [WifiOff, 'offline'],
                [Download, 'install'],
                [ShieldCheck, 'private'],
              ] as const
            ).map(([Icon, key]) => (
              <li key={key} className={css({ display: 'flex', gap: '4', alignItems: 'flex-start' })}>
                <span
                  className={css({
                    p: '2.5',
                    borderRadius: 'full',
                    bg: 'accent.solid',
                    color: 'accent.onSolid',
                    flexShrink: 0,
                  })}
                >
                  <Icon size={20} aria-hidden />
                </span>
                <div>
                  <h3 className={css({ fontWeight: 'bold' })}>{t(`landing.platform.${key}`)}</h3>
                  <p className={css({ color: 'fg.muted', mt: '1' })}>{t(`landing.platform.${key}Text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className={cx(container, css({ py: { base: '10', md: '14' } }))}>
        <div
          className={css({
            display: 'flex',
            flexDir: { base: 'column', md: 'row' },
            alignItems: { base: 'flex-start', md: 'center' },
            gap: '6',
            p: { base: '6', md: '10' },
            borderRadius: '3xl',
            bg: 'accent.subtle',
          })}
        >
          <Activity size={40} aria-hidden className={css({ color: 'accent.text', flexShrink: 0 })} />
          <div className={css({ flex: 1 })}>
            <p className={css({ fontSize: 'xl', fontWeight: 'extrabold' })}>{t(`${kind}.title`)}</p>
            <p className={css({ color: 'fg.muted', mt: '1' })}>{t(`${kind}.f3d`)}</p>
          </div>
          <Link
            to={module}
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              h: '12',
              px: '6',
              borderRadius: 'lg',
              bg: 'accent.solid',
              color: 'accent.onSolid',
              fontWeight: 'semibold',
              _hover: { bg: 'accent.solidHover' },
            })}
          >
            {t(`landing.cta.${moduleKey}`)}
          </Link>
        </div>
      </div>
    </PublicShell>
  )
}
