import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { useGuideSummaries } from '../api/help-center'
import { GuideLinks } from './guide-links'
import { HelpPage, HelpStatus } from './help-layout'

// More than any category holds, so the listing shows every guide (the API's own default is 5).
const EVERY_GUIDE = 1000

/** Every guide of the help center, by category. */
export function GuidesPage() {
  const { t } = useTranslation('helpCenter')
  const id = useId()
  const guides = useGuideSummaries(EVERY_GUIDE)
  const total = guides.data?.reduce((sum, c) => sum + c.totalGuides, 0)
  return (
    <HelpPage
      crumbs={[{ label: t('home'), to: '/apps/help-center' }]}
      title={t('guides')}
      subtitle={total === undefined ? undefined : t('guideCount', { count: total })}
    >
      {guides.data ? (
        <div className={css({ display: 'grid', gap: { base: '4', md: '6' } })}>
          {guides.data.map((c) => (
            <section
              key={c.id}
              aria-labelledby={`${id}-${c.slug}`}
              className={css({
                bg: 'bg.surface',
                borderRadius: '2xl',
                borderWidth: '1px',
                borderColor: 'border.default',
                boxShadow: 'sm',
                p: '4',
              })}
            >
              <h2 id={`${id}-${c.slug}`} className={css({ fontSize: 'lg', fontWeight: 'semibold', px: '3', pb: '2' })}>
                <Link
                  to="/apps/help-center/guides/$categorySlug"
                  params={{ categorySlug: c.slug }}
                  className={css({ _hover: { textDecoration: 'underline' } })}
                >
                  {c.title}
                </Link>
              </h2>
              <GuideLinks categorySlug={c.slug} guides={c.guides} />
            </section>
          ))}
        </div>
      ) : (
        <HelpStatus query={guides} page />
      )}
    </HelpPage>
  )
}
