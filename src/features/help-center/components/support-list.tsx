import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Spinner } from '@/components/ui/spinner'
import { Button } from '@/components/ui/button'
import { useSupportRequests } from '../api/support'
import { dateFormat } from '@/lib/intl'

/** The requests people have filed, newest first, for the staff to answer. */
export function SupportList() {
  const { t, i18n } = useTranslation('helpCenter')
  const requests = useSupportRequests(true)
  const when = dateFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  if (requests.isPending) return <Spinner size={24} label={t('loading')} />
  if (requests.error) {
    return (
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
        <p role="alert" className={css({ color: 'danger.text' })}>
          {t('error')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void requests.refetch()}>
          {t('retry')}
        </Button>
      </div>
    )
  }
  if (requests.data.length === 0) return <p className={css({ color: 'fg.muted' })}>{t('support.none')}</p>
  return (
    <ul className={css({ display: 'grid', gap: '3' })} data-testid="support-requests">
      {requests.data.map((r) => (
        <li
          key={r.id}
          className={css({
            p: '4',
            bg: 'bg.surface',
            borderRadius: 'xl',
            borderWidth: '1px',
            borderColor: 'border.default',
          })}
        >
          <article aria-labelledby={`support-${r.id}`}>
            <div
              className={css({
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'baseline',
                gap: '2',
                justifyContent: 'space-between',
              })}
            >
              <h3 id={`support-${r.id}`} className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>
                {r.subject}
              </h3>
              <span
                className={css({
                  fontSize: 'xs',
                  fontWeight: 'medium',
                  px: '2',
                  py: '0.5',
                  borderRadius: 'full',
                  bg: 'accent.subtle',
                  color: 'accent.text',
                })}
              >
                {t(`support.topics.${r.topic}`)}
              </span>
            </div>
            <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '1' })}>
              {t('support.from', { name: r.name, email: r.email, when: when.format(new Date(r.createdAt)) })}
            </p>
            <p className={css({ mt: '2', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>{r.message}</p>
          </article>
        </li>
      ))}
    </ul>
  )
}
