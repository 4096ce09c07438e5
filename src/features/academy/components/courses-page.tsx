import { useId } from 'react'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { GraduationCap } from 'lucide-react'
import { pageColumn } from 'styled-system/patterns'
import { css } from 'styled-system/css'
import { HeroHeader } from '@/components/layout/hero-header'
import { SearchInput } from '@/components/form/search-input'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Select } from '@/components/ui/input'
import { LoadingBlock } from '@/components/ui/loading-block'
import { useCategories, useCourses } from '../api/academy'
import { filterCourses } from '../lib/filter'
import { CourseCard } from './course-card'
import { useDeferredArrival } from '@/lib/use-deferred-arrival'
import { useDebouncedSearch } from '@/lib/use-debounced-search'

const route = getRouteApi('/_auth/_app/apps/academy/')

/** The course catalogue: filter by category, search, hide completed courses; the filter lives in the URL. */
export function CoursesPage() {
  const { t } = useTranslation('academy')
  const id = useId()
  const search = route.useSearch()
  const category = search.category ?? 'all'
  const hideCompleted = search.hideCompleted ?? false
  const navigate = useNavigate()
  const categories = useCategories()
  const courses = useCourses()
  // The cards draw the first answer in a deferred pass (see useDeferredArrival).
  const catalogue = useDeferredArrival(courses.data)

  const set = (next: { category?: string; q?: string; hideCompleted?: boolean }) =>
    void navigate({ to: '.', search: (s: Record<string, unknown>) => clean({ ...s, ...next }), replace: true })

  // The URL follows the search box after a pause, so typing stays smooth and a reload keeps the search.
  const [text, setText] = useDebouncedSearch(search.q ?? '', (q) => set({ q }))

  const shown = catalogue ? filterCourses(catalogue, { category, query: search.q ?? '', hideCompleted }) : []
  const filtered = category !== 'all' || Boolean(search.q) || hideCompleted

  return (
    <div>
      <HeroHeader eyebrow={t('eyebrow')} title={t('title')} wide>
        <p className={css({ maxW: '2xl', mx: 'auto', mt: '4', fontSize: { base: 'md', md: 'lg' }, opacity: 0.9 })}>
          {t('subtitle')}
        </p>
      </HeroHeader>
      <div className={pageColumn({ maxW: '7xl' })}>
        <div
          role="search"
          className={css({
            display: 'flex',
            flexDir: { base: 'column', md: 'row' },
            gap: '3',
            alignItems: { md: 'flex-end' },
            mb: '6',
          })}
        >
          <div className={css({ display: 'flex', flexDir: 'column', gap: '1.5', minW: { md: '14rem' } })}>
            <label
              htmlFor={`${id}-category`}
              className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' })}
            >
              {t('category')}
            </label>
            <Select id={`${id}-category`} value={category} onChange={(e) => set({ category: e.target.value })}>
              <option value="all">{t('allCategories')}</option>
              {categories.data?.map((c) => (
                <option key={c.id} value={c.slug}>
                  {c.title}
                </option>
              ))}
            </Select>
          </div>
          <div className={css({ display: 'flex', flexDir: 'column', gap: '1.5', flex: 1 })}>
            <label htmlFor={`${id}-q`} className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' })}>
              {t('search')}
            </label>
            <SearchInput id={`${id}-q`} value={text} onChange={setText} placeholder={t('searchPlaceholder')} />
          </div>
          <label
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              gap: '2',
              h: '10',
              fontWeight: 'medium',
              cursor: 'pointer',
              whiteSpace: 'nowrap',
            })}
          >
            <input
              type="checkbox"
              checked={hideCompleted}
              onChange={(e) => set({ hideCompleted: e.target.checked })}
              className={css({ w: '4', h: '4', accentColor: 'var(--colors-accent-solid)' })}
            />
            {t('hideCompleted')}
          </label>
        </div>

        <p aria-live="polite" className={css({ color: 'fg.muted', fontSize: 'sm', mb: '4' })}>
          {catalogue ? t('count', { count: shown.length }) : null}
        </p>

        {!catalogue && !courses.isError ? (
          <LoadingBlock label={t('loading')} className={css({ py: '20' })} />
        ) : courses.isError ? (
          <div role="alert" className={css({ textAlign: 'center', py: '16' })}>
            <p className={css({ fontWeight: 'semibold' })}>{t('error')}</p>
            <Button className={css({ mt: '3' })} onClick={() => void courses.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <EmptyState icon={<GraduationCap />} title={t('empty')}>
            {filtered ? (
              <Button
                variant="outline"
                onClick={() => {
                  setText('')
                  set({ category: undefined, q: undefined, hideCompleted: undefined })
                }}
              >
                {t('clearFilters')}
              </Button>
            ) : null}
          </EmptyState>
        ) : (
          <ul
            className={css({
              display: 'grid',
              gap: { base: '4', md: '6' },
              gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
            })}
          >
            {shown.map((c) => (
              <CourseCard
                key={c.id}
                course={c}
                category={categories.data?.find((x) => x.slug === c.category)?.title ?? c.category}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}

/** Leaves defaults out of the URL (all categories, empty search, completed shown). */
function clean(s: Record<string, unknown>): Record<string, unknown> {
  const out = { ...s }
  if (!out.category || out.category === 'all') delete out.category
  if (!out.q) delete out.q
  if (!out.hideCompleted) delete out.hideCompleted
  return out
}
