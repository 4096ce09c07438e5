import { Link, getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ArrowLeft, ArrowRight } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { useGuide, useGuideCategory } from '../api/help-center'
import { HelpPage, HelpStatus } from './help-layout'
import { RichText } from './rich-text'

const route = getRouteApi('/_auth/_app/apps/help-center/guides/$categorySlug/$guideSlug')

const pager = css({
  display: 'flex',
  flexDir: 'column',
  gap: '1',
  p: '4',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  _hover: { borderColor: 'accent.solid' },
  minW: 0,
})

/** One guide: its article, then the previous and next guides of the same category. */
export function GuidePage() {
  const { t } = useTranslation('helpCenter')
  const { categorySlug, guideSlug } = route.useParams()
  const guide = useGuide(categorySlug, guideSlug)
  const category = useGuideCategory(categorySlug)
  if (!guide.data) return <HelpStatus query={guide} notFound={t('guideNotFound')} page />
  const article = guide.data.guides[0]
  const siblings = category.data?.guides ?? []
  const at = siblings.findIndex((g) => g.slug === guideSlug)
  const prev = at > 0 ? siblings[at - 1] : undefined
  const next = at >= 0 ? siblings[at + 1] : undefined
  return (
    <HelpPage
      crumbs={[
        { label: t('home'), to: '/apps/help-center' },
        { label: t('guides'), to: '/apps/help-center/guides' },
        { label: guide.data.title, to: '/apps/help-center/guides/$categorySlug', params: { categorySlug } },
      ]}
      title={article.title}
      subtitle={article.subtitle}
    >
      <article
        aria-label={article.title}
        className={cx(
          card({ padding: 'none', clip: false }),
          css({
            p: { base: '5', md: '10' },
          }),
        )}
      >
        <RichText html={article.content} />
      </article>
      {prev || next ? (
        <nav
          aria-label={t('moreGuides')}
          className={css({
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            mt: '6',
          })}
        >
          {prev ? (
            <Link
              to="/apps/help-center/guides/$categorySlug/$guideSlug"
              params={{ categorySlug, guideSlug: prev.slug }}
              className={pager}
            >
              <span
                className={css({
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: '1',
                  fontSize: 'sm',
                  color: 'fg.muted',
                })}
              >
                <ArrowLeft size={14} aria-hidden />
                {t('previousGuide')}
              </span>
              <span className={css({ fontWeight: 'semibold', color: 'accent.text' })}>{prev.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link
              to="/apps/help-center/guides/$categorySlug/$guideSlug"
              params={{ categorySlug, guideSlug: next.slug }}
              className={pager}
              style={{ textAlign: 'right' }}
            >
              <span
                className={css({
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'flex-end',
                  gap: '1',
                  fontSize: 'sm',
                  color: 'fg.muted',
                })}
              >
                {t('nextGuide')}
                <ArrowRight size={14} aria-hidden />
              </span>
              <span className={css({ fontWeight: 'semibold', color: 'accent.text' })}>{next.title}</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </HelpPage>
  )
}
