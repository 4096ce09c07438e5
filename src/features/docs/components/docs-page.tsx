import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { pageColumn } from 'styled-system/patterns'
import { css, cx } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { DOCS_GUIDES, DOCS_SECTIONS } from '../lib/pages'
import { Markdown } from './markdown'

const navLink = css({
  display: 'block',
  px: '3',
  py: '1.5',
  borderRadius: 'md',
  fontSize: 'sm',
  color: 'fg.muted',
  _hover: { bg: 'bg.hover', color: 'fg.default' },
  '&[aria-current=page]': { bg: 'accent.subtle', color: 'accent.text', fontWeight: 'semibold' },
})

function DocsMenu() {
  const { t } = useTranslation('docs')
  return (
    <nav aria-label={t('menu')} className={css({ display: 'grid', gap: '4', alignContent: 'start' })}>
      <Link to="/docs/changelog" className={navLink}>
        {t('changelog')}
      </Link>
      {DOCS_SECTIONS.map((section) => (
        <div key={section}>
          <p
            className={css({
              px: '3',
              pb: '1',
              textStyle: 'overline',
              color: 'fg.subtle',
            })}
          >
            {t(`sections.${section}`)}
          </p>
          <ul>
            {DOCS_GUIDES.filter((g) => g.section === section).map((g) => (
              <li key={g.page}>
                <Link
                  to="/docs/guides/$section/$page"
                  params={{ section: g.section, page: g.page }}
                  className={navLink}
                >
                  {t(`guides.${g.name}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}

/** A docs page: the docs menu beside one Markdown document, loaded when the page opens. */
export function DocsPage({ id, load }: { id: string; load: (() => Promise<string>) | undefined }) {
  const { t, i18n } = useTranslation('docs')
  const doc = useQuery({
    queryKey: ['docs', id],
    queryFn: () => load!(),
    enabled: load !== undefined,
    staleTime: Infinity,
  })
  return (
    <div
      className={pageColumn({
        maxW: '6xl',
        display: 'grid',
        gap: '8',
        gridTemplateColumns: { base: '1fr', lg: '14rem minmax(0, 1fr)' },
      })}
    >
      <DocsMenu />
      <div className={css({ minW: 0 })}>
        {i18n.language !== 'en' ? (
          <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '4' })}>{t('englishOnly')}</p>
        ) : null}
        {load === undefined ? (
          <>
            <h1 className={css({ srOnly: true })}>{t('notFound')}</h1>
            <EmptyState title={t('notFound')}>
              <Link
                to="/docs/guides/$section/$page"
                params={{ section: 'getting-started', page: 'introduction' }}
                className={css({ color: 'accent.text', fontWeight: 'medium' })}
              >
                {t('start')}
              </Link>
            </EmptyState>
          </>
        ) : doc.data !== undefined ? (
          <article
            lang="en"
            className={cx(
              css({
                bg: 'bg.surface',
                borderRadius: '2xl',
                borderWidth: '1px',
                borderColor: 'border.default',
                p: { base: '5', md: '10' },
              }),
            )}
          >
            <Markdown source={doc.data} />
          </article>
        ) : doc.isError ? (
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
            <h1 className={css({ srOnly: true })}>{t('error')}</h1>
            <p role="alert">{t('error')}</p>
            <Button variant="outline" size="sm" onClick={() => void doc.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <Spinner size={28} label={t('loading')} />
        )}
      </div>
    </div>
  )
}
