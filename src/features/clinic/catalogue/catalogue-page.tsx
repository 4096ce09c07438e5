import { useCallback, useMemo } from 'react'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CalendarPlus, Clock, SearchX, Stethoscope } from 'lucide-react'
import { css } from 'styled-system/css'
import { toggleChip } from 'styled-system/recipes'
import { SearchField } from '@/components/form/search-field'
import { EmptyState } from '@/components/ui/empty-state'
import type { Procedure, ProcedureCategory } from '@/shared/schemas/clinic/catalog'
import { useAll } from '../api/records'
import { AppointmentLink } from '../components/appointment-link'
import { ClinicPage } from '../components/page'
import { cardGrid } from '../components/styles'
import { LoadError, Loading } from '../components/states'
import { duration, money } from '../lib/format'
import { useRole } from '../lib/role'

const route = getRouteApi('/_auth/_app/medical/list-procedures')

const pill = toggleChip({ tone: 'solid' })

/** The services the clinic offers, by category, with duration and price. */
export function CataloguePage() {
  const { t, i18n } = useTranslation('clinic')
  const role = useRole()
  const search = route.useSearch()
  const navigate = useNavigate()
  const procedures = useAll<Procedure>('procedures', { active: 'true', sort: 'name' })
  const categories = useAll<ProcedureCategory>('procedure-categories', { sort: 'name' })
  const setSearch = useCallback(
    (patch: Record<string, unknown>) =>
      void navigate({ to: '.', search: (s: Record<string, unknown>) => ({ ...s, ...patch }), replace: true }),
    [navigate],
  )
  const onQuery = useCallback((q: string) => setSearch({ q: q || undefined }), [setSearch])

  const groups = useMemo(() => {
    const q = (search.q ?? '').toLocaleLowerCase()
    const match = (p: Procedure) =>
      !q ||
      p.name.toLocaleLowerCase().includes(q) ||
      p.code.toLocaleLowerCase().includes(q) ||
      p.description.toLocaleLowerCase().includes(q)
    return (categories.data ?? [])
      .filter((c) => !search.category || c.id === search.category)
      .map((c) => ({ category: c, items: (procedures.data ?? []).filter((p) => p.categoryId === c.id && match(p)) }))
      .filter((g) => g.items.length)
  }, [categories.data, procedures.data, search.q, search.category])

  const error = procedures.error ?? categories.error
  return (
    <ClinicPage
      title={t('catalogue.title')}
      subtitle={procedures.data ? t('catalogue.count', { count: procedures.data.length }) : t('loading')}
      icon={<Stethoscope />}
    >
      <div className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
        <SearchField
          value={search.q ?? ''}
          onChange={onQuery}
          label={t('catalogue.search')}
          className={css({ maxW: { md: '28rem' } })}
        />
        <div
          role="group"
          aria-label={t('catalogue.categories')}
          className={css({ display: 'flex', gap: '2', overflowX: 'auto', pb: '1' })}
        >
          <button
            type="button"
            className={pill}
            aria-pressed={!search.category}
            onClick={() => setSearch({ category: undefined })}
          >
            {t('catalogue.all')}
          </button>
          {(categories.data ?? []).map((c) => (
            <button
              key={c.id}
              type="button"
              className={pill}
              aria-pressed={search.category === c.id}
              onClick={() => setSearch({ category: c.id })}
            >
              {c.name}
            </button>
          ))}
        </div>
      </div>
      {error ? (
        <LoadError error={error} />
      ) : !procedures.data || !categories.data ? (
        <Loading />
      ) : !groups.length ? (
        <EmptyState icon={<SearchX />} title={t('catalogue.empty')} />
      ) : (
        groups.map(({ category, items }) => (
          <section
            key={category.id}
            aria-labelledby={`cat-${category.id}`}
            className={css({ display: 'flex', flexDir: 'column', gap: '3' })}
          >
            <div>
              <h2 id={`cat-${category.id}`} className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
                {category.name}
              </h2>
              {category.description ? (
                <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{category.description}</p>
              ) : null}
            </div>
            <ul className={cardGrid}>
              {items.map((p) => (
                <li
                  key={p.id}
                  className={css({
                    display: 'flex',
                    flexDir: 'column',
                    gap: '3',
                    p: '5',
                    bg: 'bg.surface',
                    borderRadius: 'xl',
                    borderWidth: '1px',
                    borderColor: 'border.default',
                    boxShadow: 'xs',
                    transition: 'box-shadow 150ms, transform 150ms',
                    _hover: { boxShadow: 'md' },
                  })}
                >
                  <div
                    className={css({
                      display: 'flex',
                      justifyContent: 'space-between',
                      alignItems: 'flex-start',
                      gap: '3',
                    })}
                  >
                    <h3 className={css({ fontWeight: 'semibold', lineHeight: 'snug' })}>{p.name}</h3>
                    <span
                      className={css({
                        fontFamily: 'mono',
                        fontSize: 'xs',
                        color: 'fg.muted',
                        bg: 'bg.subtle',
                        px: '1.5',
                        py: '0.5',
                        borderRadius: 'md',
                        flexShrink: 0,
                      })}
                    >
                      {p.code}
                    </span>
                  </div>
                  <p className={css({ fontSize: 'sm', color: 'fg.muted', flex: 1, lineClamp: 3 })}>{p.description}</p>
                  <div
                    className={css({
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'space-between',
                      gap: '3',
                      pt: '3',
                      borderTopWidth: '1px',
                      borderColor: 'border.default',
                    })}
                  >
                    <span
                      className={css({
                        display: 'inline-flex',
                        alignItems: 'center',
                        gap: '1.5',
                        fontSize: 'sm',
                        color: 'fg.muted',
                      })}
                    >
                      <Clock size={14} aria-hidden /> {duration(p.durationMinutes)}
                    </span>
                    <span className={css({ fontSize: 'lg', fontWeight: 'bold', color: 'accent.text' })}>
                      {money(p.price, i18n.language)}
                    </span>
                  </div>
                  {role !== 'doctor' ? (
                    <AppointmentLink
                      id="0"
                      search={{ procedureId: p.id }}
                      aria-label={t('catalogue.bookNamed', { name: p.name })}
                      className={css({
                        display: 'inline-flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                        gap: '2',
                        h: '9',
                        borderRadius: 'lg',
                        fontSize: 'sm',
                        fontWeight: 'semibold',
                        bg: 'accent.subtle',
                        color: 'accent.text',
                        _hover: { bg: 'accent.muted' },
                      })}
                    >
                      <CalendarPlus size={15} /> {t('catalogue.book')}
                    </AppointmentLink>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </ClinicPage>
  )
}
