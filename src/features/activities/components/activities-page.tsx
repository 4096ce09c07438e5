import type { MouseEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Bell, History, Mail, RefreshCw, Star, type LucideIcon } from 'lucide-react'
import { pageColumn } from 'styled-system/patterns'
import { css } from 'styled-system/css'
import { PageTitle } from '@/components/layout/page-title'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { SafeHtml } from '@/components/ui/safe-html'
import { LoadingBlock } from '@/components/ui/loading-block'
import type { Activity } from '@/shared/schemas/dashboards'
import { useActivities } from '../api/activities'
import { groupByDay } from '../lib/group'
import { dateFormat } from '@/lib/intl'
import { useDeferredArrival } from '@/lib/use-deferred-arrival'

// The icons the feed's data names (`namespace:name`); anything else shows a bell rather than nothing.
const ICONS: Record<string, LucideIcon> = { star: Star, mail: Mail, 'refresh-cw': RefreshCw, refresh: RefreshCw }
const iconOf = (name: string) => ICONS[name.split(':').pop() ?? ''] ?? Bell

const timeFormat = (language: string) => dateFormat(language, { hour: 'numeric', minute: '2-digit' })

/** The activity feed: what happened lately, by day, newest first. */
export function ActivitiesPage() {
  const { t, i18n } = useTranslation('activities')
  const activities = useActivities()
  // The feed draws the first answer in a deferred pass (see useDeferredArrival).
  const feed = useDeferredArrival(activities.data)
  const groups = feed ? groupByDay(feed, new Date()) : []
  const dayTitle = (day: string, daysAgo: number) =>
    daysAgo === 0
      ? t('today')
      : daysAgo === 1
        ? t('yesterday')
        : dateFormat(i18n.language, { dateStyle: 'full' }).format(new Date(`${day}T12:00:00`))

  return (
    <div className={pageColumn({ maxW: '4xl' })}>
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      <div className={css({ mt: { base: '6', md: '10' } })}>
        {!feed && !activities.isError ? (
          <LoadingBlock label={t('loading')} className={css({ py: '20' })} />
        ) : activities.isError ? (
          <div role="alert" className={css({ textAlign: 'center', py: '16' })}>
            <p className={css({ fontWeight: 'semibold' })}>{t('error')}</p>
            <Button className={css({ mt: '3' })} onClick={() => void activities.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : groups.length === 0 ? (
          <EmptyState icon={<History />} title={t('empty')} />
        ) : (
          <div className={css({ display: 'grid', gap: '8' })}>
            {groups.map((g) => (
              <section key={g.day} aria-labelledby={`day-${g.day}`}>
                <h2
                  id={`day-${g.day}`}
                  className={css({
                    display: 'inline-block',
                    px: '3',
                    py: '1',
                    borderRadius: 'full',
                    bg: 'bg.surface',
                    borderWidth: '1px',
                    borderColor: 'border.default',
                    fontSize: 'sm',
                    fontWeight: 'semibold',
                    color: 'fg.muted',
                    mb: '4',
                  })}
                >
                  {dayTitle(g.day, g.daysAgo)}
                </h2>
                <ol className={css({ display: 'grid' })}>
                  {g.items.map((a, i) => (
                    <ActivityItem key={a.id} activity={a} last={i === g.items.length - 1} />
                  ))}
                </ol>
              </section>
            ))}
          </div>
        )}
      </div>
    </div>
  )
}

function ActivityItem({ activity: a, last }: { activity: Activity; last: boolean }) {
  const { i18n } = useTranslation('activities')
  const navigate = useNavigate()
  const Icon = a.icon ? iconOf(a.icon) : null
  const time = timeFormat(i18n.language).format(new Date(a.date))
  // In-app links open in place; anything else is an ordinary link.
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!a.useRouter || !a.link?.startsWith('/') || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return
    e.preventDefault()
    void navigate({ to: a.link })
  }
  return (
    <li className={css({ display: 'flex', gap: '4', position: 'relative', pb: last ? 0 : '6' })}>
      {last ? null : (
        <span
          aria-hidden
          className={css({
            position: 'absolute',
            left: '5',
            top: '10',
            bottom: 0,
            w: '1px',
            bg: 'border.default',
            transform: 'translateX(-0.5px)',
          })}
        />
      )}
      <div
        className={css({
          w: '10',
          h: '10',
          flexShrink: 0,
          borderRadius: 'full',
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
          bg: 'accent.subtle',
          color: 'accent.text',
          position: 'relative',
        })}
      >
        {Icon ? (
          <Icon size={20} aria-hidden />
        ) : a.image ? (
          <img src={a.image} alt="" width={40} height={40} />
        ) : (
          <Bell size={20} aria-hidden />
        )}
      </div>
      <div className={css({ flex: 1, minW: 0, pt: '1.5' })}>
        <SafeHtml html={a.description} className={css({ '& strong': { fontWeight: 'semibold' } })} />
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: '2',
            mt: '1',
            fontSize: 'sm',
            color: 'fg.muted',
          })}
        >
          <time dateTime={a.date}>{time}</time>
          {a.link && a.linkedContent ? (
            <>
              <span aria-hidden>·</span>
              <a
                href={a.link}
                onClick={follow}
                className={css({ color: 'accent.text', fontWeight: 'medium', _hover: { textDecoration: 'underline' } })}
              >
                {a.linkedContent}
              </a>
            </>
          ) : null}
        </div>
        {a.extraContent ? (
          <SafeHtml
            html={a.extraContent}
            className={css({
              mt: '3',
              p: '4',
              borderRadius: 'xl',
              bg: 'bg.surface',
              borderWidth: '1px',
              borderColor: 'border.default',
              fontSize: 'sm',
              '& p + p': { mt: '2' },
              '& ol': { listStyle: 'decimal', pl: '5', display: 'grid', gap: '1' },
              '& strong': { fontWeight: 'semibold' },
            })}
          />
        ) : null}
      </div>
    </li>
  )
}
