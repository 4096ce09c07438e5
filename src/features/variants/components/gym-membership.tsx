import { Link, getRouteApi } from '@tanstack/react-router'
import { BadgeCheck, Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { badge, button, card } from 'styled-system/recipes'
import type { GymPlan } from '@/shared/schemas/variants'
import { longDate, price } from '../lib/format'
import { QueryBlock } from './ui'

const TONE = { active: 'success', frozen: 'warning', expired: 'danger', none: 'neutral' } as const

const route = getRouteApi('/gym/home')

/** The signed-in member's membership, or the invitation to sign in. */
export function MembershipCard() {
  const { t, i18n } = useTranslation('variants')
  // Loaded only for a signed-in user.
  const membership = route.useLoaderData({ select: (d) => d.gym!.membership })
  return (
    <div className={cx(card({ padding: 'lg' }), css({ display: 'flex', flexDir: 'column', gap: '4', h: 'full' }))}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
        <span className={css({ p: '2.5', borderRadius: 'xl', bg: 'accent.subtle', color: 'accent.text' })}>
          <BadgeCheck size={22} aria-hidden />
        </span>
        <h3 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{t('gym.membership.title')}</h3>
      </div>
      {!membership ? (
        <>
          <p className={css({ color: 'fg.muted' })}>{t('gym.membership.guest')}</p>
          <Link
            to="/sign-in"
            search={{ redirect: '/gym/home' }}
            className={cx(button({ variant: 'solid' }), css({ alignSelf: 'flex-start' }))}
          >
            {t('shell.signIn')}
          </Link>
        </>
      ) : (
        <QueryBlock result={membership}>
          {(m) => (
            <div className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
              <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
                <span className={badge({ tone: TONE[m.status] })} data-testid="membership-status">
                  {t(`gym.membership.status.${m.status}`)}
                </span>
                {m.plan ? (
                  <span className={css({ fontWeight: 'bold', fontSize: 'xl' })}>
                    {t('gym.membership.plan', { plan: m.plan.name })}
                  </span>
                ) : null}
              </div>
              {m.status === 'none' ? <p className={css({ color: 'fg.muted' })}>{t('gym.membership.none')}</p> : null}
              {m.renewsOn ? (
                <p className={css({ color: 'fg.muted' })}>
                  {t(m.status === 'expired' ? 'gym.membership.lapsed' : 'gym.membership.renews', {
                    date: longDate(`${m.renewsOn}T12:00:00`, i18n.language),
                  })}
                </p>
              ) : null}
              {m.startedOn ? (
                <p className={css({ fontSize: 'sm', color: 'fg.subtle' })}>
                  {t('gym.membership.since', { date: longDate(`${m.startedOn}T12:00:00`, i18n.language) })}
                </p>
              ) : null}
              {m.status !== 'none' ? (
                <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'accent.text' })}>
                  {t('gym.membership.month', { count: m.bookingsThisMonth })}
                </p>
              ) : null}
            </div>
          )}
        </QueryBlock>
      )}
    </div>
  )
}

function PlanCard({ plan }: { plan: GymPlan }) {
  const { t, i18n } = useTranslation('variants')
  return (
    <li
      className={cx(
        card({ padding: 'lg' }),
        css({ display: 'flex', flexDir: 'column', gap: '3', position: 'relative' }),
        plan.highlight ? css({ borderColor: 'accent.solid', borderWidth: '2px' }) : undefined,
      )}
    >
      {plan.highlight ? (
        <span className={cx(badge({ tone: 'accent' }), css({ alignSelf: 'flex-start' }))}>
          {t('gym.plans.popular')}
        </span>
      ) : null}
      <h3 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{plan.name}</h3>
      <p>
        <span className={css({ fontSize: '3xl', fontWeight: 'black' })}>{price(plan.priceMonthly, i18n.language)}</span>
        <span className={css({ color: 'fg.muted' })}>{t('gym.plans.perMonth')}</span>
      </p>
      <ul className={css({ display: 'flex', flexDir: 'column', gap: '2', fontSize: 'sm' })}>
        {plan.perks.map((perk) => (
          <li key={perk} className={css({ display: 'flex', gap: '2', alignItems: 'flex-start' })}>
            <Check size={16} aria-hidden className={css({ color: 'success.text', flexShrink: 0, mt: '0.5' })} />
            {perk}
          </li>
        ))}
      </ul>
    </li>
  )
}

export function PlanList() {
  const result = route.useLoaderData({ select: (d) => d.gym!.plans })
  return (
    <QueryBlock result={result}>
      {(plans) => (
        <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' }, gap: '4' })}>
          {plans.map((p) => (
            <PlanCard key={p.id} plan={p} />
          ))}
        </ul>
      )}
    </QueryBlock>
  )
}
