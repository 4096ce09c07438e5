import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { useGuideCategory } from '../api/help-center'
import { GuideLinks } from './guide-links'
import { HelpPage, HelpStatus } from './help-layout'

const route = getRouteApi('/_auth/_app/apps/help-center/guides/$categorySlug/')

/** All the guides of one category. */
export function GuideCategoryPage() {
  const { t } = useTranslation('helpCenter')
  const { categorySlug } = route.useParams()
  const category = useGuideCategory(categorySlug)
  if (!category.data) return <HelpStatus query={category} notFound={t('categoryNotFound')} page />
  return (
    <HelpPage
      crumbs={[
        { label: t('home'), to: '/apps/help-center' },
        { label: t('guides'), to: '/apps/help-center/guides' },
      ]}
      title={category.data.title}
      subtitle={t('guideCount', { count: category.data.guides.length })}
    >
      <div
        className={cx(
          card({ padding: 'none', clip: false }),
          css({
            p: '3',
          }),
        )}
      >
        <GuideLinks categorySlug={categorySlug} guides={category.data.guides} />
      </div>
    </HelpPage>
  )
}
