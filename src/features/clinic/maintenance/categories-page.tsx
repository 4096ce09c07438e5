import { useTranslation } from 'react-i18next'
import { Boxes, FolderTree, GraduationCap, Tags } from 'lucide-react'
import { css } from 'styled-system/css'
import { AdminOnly } from '../components/admin-only'
import { ClinicPage } from '../components/page'
import { NamedSection } from './named-section'

/** The clinic's small lists: specialties, procedure categories and product categories. */
export function CategoriesPage() {
  const { t } = useTranslation('clinic')
  return (
    <AdminOnly>
      <ClinicPage title={t('categories.title')} subtitle={t('categories.subtitle')} icon={<Tags />}>
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
            gap: '5',
            alignItems: 'start',
          })}
        >
          <NamedSection resource="specialties" title={t('categories.specialties')} icon={<GraduationCap size={16} />} />
          <NamedSection
            resource="procedure-categories"
            title={t('categories.procedureCategories')}
            icon={<FolderTree size={16} />}
          />
          <NamedSection
            resource="product-categories"
            title={t('categories.productCategories')}
            icon={<Boxes size={16} />}
          />
        </div>
      </ClinicPage>
    </AdminOnly>
  )
}
