import { useId, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { BookOpen, CircleHelp, LifeBuoy } from 'lucide-react'
import { pageColumn } from 'styled-system/patterns'
import { css, cx } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { SearchIcon } from '@/components/form/search-input'
import { HeroHeader } from '@/components/layout/hero-header'
import { Input } from '@/components/ui/input'
import { useFaqs, useGuideSummaries } from '../api/help-center'
import { searchFaqs } from '../lib/search'
import { FaqList } from './faq-list'
import { GuideLinks } from './guide-links'
import { HelpStatus } from './help-layout'

// The template's help center asks for 4 guides per category on its home.
const GUIDES_ON_HOME = 4

const tile = cx(
  card({ padding: 'none', clip: false }),
  css({
    display: 'flex',
    flexDir: 'column',
    gap: '2',
    p: '6',
    transition: 'box-shadow 0.2s, transform 0.2s',
    _hover: { boxShadow: 'md', transform: 'translateY(-2px)' },
  }),
)

/** The help center home: search the FAQs, the most asked questions, and the guides by category. */
export function HelpCenterHome() {
  const { t } = useTranslation('helpCenter')
  const id = useId()
  const [query, setQuery] = useState('')
  const faqs = useFaqs()
  const guides = useGuideSummaries(GUIDES_ON_HOME)
  const results = faqs.data ? searchFaqs(faqs.data, query) : []
  const searching = query.trim().length >= 2
  const mostAsked = faqs.data?.[0]

  return (
    <div>
      <HeroHeader eyebrow={t('eyebrow')} title={t('title')}>
        <p className={css({ mt: '3', fontSize: { base: 'md', md: 'lg' }, opacity: 0.9 })}>{t('subtitle')}</p>
        <div role="search" className={css({ position: 'relative', maxW: 'xl', mx: 'auto', mt: '8' })}>
          <label htmlFor={`${id}-q`} className={css({ srOnly: true })}>
            {t('search')}
          </label>
          <SearchIcon large />
          <Input
            id={`${id}-q`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('searchPlaceholder')}
            className={css({
              pl: '12',
              h: '12',
              borderRadius: 'full',
              bg: 'bg.surface',
              color: 'fg.default',
              fontSize: 'md',
            })}
          />
        </div>
      </HeroHeader>

      <div
        className={pageColumn({
          maxW: '5xl',
          display: 'grid',
          gap: { base: '8', md: '12' },
        })}
      >
        {searching ? (
          <section aria-labelledby={`${id}-results`}>
            <h2
              id={`${id}-results`}
              className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '4' })}
              aria-live="polite"
            >
              {t('results', { count: results.length })}
            </h2>
            {results.length ? (
              <FaqList faqs={results} />
            ) : (
              <p className={css({ color: 'fg.muted' })}>{t('noResults')}</p>
            )}
          </section>
        ) : null}

        <div
          className={css({
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          })}
        >
          <Link to="/apps/help-center/faqs" className={tile}>
            <CircleHelp size={28} aria-hidden className={css({ color: 'accent.text' })} />
            <span className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{t('faqsTile')}</span>
            <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t('faqsTileText')}</span>
          </Link>
          <Link to="/apps/help-center/guides" className={tile}>
            <BookOpen size={28} aria-hidden className={css({ color: 'accent.text' })} />
            <span className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{t('guidesTile')}</span>
            <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t('guidesTileText')}</span>
          </Link>
          <Link to="/apps/help-center/support" className={tile} data-testid="support-tile">
            <LifeBuoy size={28} aria-hidden className={css({ color: 'accent.text' })} />
            <span className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{t('support.tile')}</span>
            <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t('support.tileText')}</span>
          </Link>
        </div>

        <section aria-labelledby={`${id}-most`}>
          <div
            className={css({
              display: 'flex',
              alignItems: 'baseline',
              justifyContent: 'space-between',
              gap: '3',
              mb: '4',
              flexWrap: 'wrap',
            })}
          >
            <h2 id={`${id}-most`} className={css({ fontSize: '2xl', fontWeight: 'bold', letterSpacing: 'tight' })}>
              {mostAsked?.title ?? t('mostAsked')}
            </h2>
            <Link
              to="/apps/help-center/faqs"
              className={css({ color: 'accent.text', fontWeight: 'medium', _hover: { textDecoration: 'underline' } })}
            >
              {t('allFaqs')}
            </Link>
          </div>
          {mostAsked ? <FaqList faqs={mostAsked.faqs} /> : <HelpStatus query={faqs} />}
        </section>

        <section id="guides" aria-labelledby={`${id}-guides`} className={css({ scrollMarginTop: '6' })}>
          <h2
            id={`${id}-guides`}
            className={css({ fontSize: '2xl', fontWeight: 'bold', letterSpacing: 'tight', mb: '4' })}
          >
            {t('guides')}
          </h2>
          {guides.data ? (
            <div
              className={css({
                display: 'grid',
                gap: { base: '4', md: '6' },
                gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
              })}
            >
              {guides.data.map((c) => (
                <div
                  key={c.id}
                  className={cx(
                    card({ padding: 'none', clip: false }),
                    css({
                      p: '4',
                      display: 'flex',
                      flexDir: 'column',
                    }),
                  )}
                >
                  <h3 className={css({ fontSize: 'lg', fontWeight: 'semibold', px: '3', pt: '1', pb: '2' })}>
                    {c.title}
                  </h3>
                  <GuideLinks categorySlug={c.slug} guides={c.guides} />
                  {c.totalGuides > c.guides.length ? (
                    <Link
                      to="/apps/help-center/guides/$categorySlug"
                      params={{ categorySlug: c.slug }}
                      className={css({
                        mt: 'auto',
                        pt: '3',
                        px: '3',
                        fontSize: 'sm',
                        fontWeight: 'semibold',
                        color: 'accent.text',
                        _hover: { textDecoration: 'underline' },
                      })}
                    >
                      {t('viewAll', { count: c.totalGuides, category: c.title })}
                    </Link>
                  ) : null}
                </div>
              ))}
            </div>
          ) : (
            <HelpStatus query={guides} />
          )}
        </section>
      </div>
    </div>
  )
}
