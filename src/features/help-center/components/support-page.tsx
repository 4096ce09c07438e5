import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { useSession } from '@/lib/use-session'
import { HelpPage } from './help-layout'
import { SupportForm } from './support-form'
import { SupportList } from './support-list'

const STAFF = new Set(['admin', 'reception', 'doctor'])

/** Contact support: everyone files a request; the staff also see every request filed, to answer them. */
export function SupportPage() {
  const { t } = useTranslation('helpCenter')
  const role = useSession().user?.role
  const staff = role !== undefined && STAFF.has(role)
  return (
    <HelpPage
      crumbs={staff ? [{ label: t('home'), to: '/apps/help-center' }] : []}
      title={t('support.title')}
      subtitle={t('support.subtitle')}
    >
      <div className={css({ display: 'grid', gap: '10' })}>
        <SupportForm />
        {staff ? (
          <section aria-labelledby="support-requests">
            <h2
              id="support-requests"
              className={css({ fontSize: '2xl', fontWeight: 'bold', letterSpacing: 'tight', mb: '4' })}
            >
              {t('support.requests')}
            </h2>
            <SupportList />
          </section>
        ) : null}
      </div>
    </HelpPage>
  )
}
