import { lazy, Suspense, useState } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { BriefcaseMedical, Plus, UserRoundX } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { SearchField } from '@/components/form/search-field'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { MountWhenOpened } from '@/components/ui/mount-when-opened'
import type { Procedure, ProcedureCategory, Specialty } from '@/shared/schemas/clinic/catalog'
import { WEEKDAYS } from '@/shared/constants/clinic/doctors'
import type { Doctor } from '@/shared/schemas/clinic/doctors'
import { useAll } from '../api/records'
import { AdminOnly } from '../components/admin-only'
import { ClinicPage } from '../components/page'
import { useListSearch } from '../components/paged-table'
import { LoadError, Loading } from '../components/states'
import { cardGrid, inactivePill } from '../components/styles'

// The holidays tab and the doctor's editor (forms with their schemas) load when first shown.
const BlockedPeriodsPanel = lazy(() =>
  import('./blocked-periods-panel').then((m) => ({ default: m.BlockedPeriodsPanel })),
)
const DoctorEditor = lazy(() => import('./doctor-editor').then((m) => ({ default: m.DoctorEditor })))

const route = getRouteApi('/_auth/_app/maintenance/admin-doctors')

const tabButton = css({
  h: '9',
  px: '4',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
  cursor: 'pointer',
  '&[aria-pressed=true]': { bg: 'bg.surface', color: 'fg.default', boxShadow: 'sm' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
})

export function DoctorsPage() {
  return (
    <AdminOnly>
      <Doctors />
    </AdminOnly>
  )
}

/** Doctors as cards (colour, specialty, days worked, procedures) and the clinic's holidays. */
function Doctors() {
  const { t } = useTranslation('clinic')
  const search = route.useSearch()
  const [editing, setEditing] = useState<Doctor | 'new' | null>(null)
  const doctors = useAll<Doctor>('doctors', { sort: 'name', search: search.q ?? '' })
  const specialties = useAll<Specialty>('specialties', { sort: 'name' })
  const procedures = useAll<Procedure>('procedures', { sort: 'name' })
  const categories = useAll<ProcedureCategory>('procedure-categories', { sort: 'name' })
  const { setSearch, onQuery } = useListSearch()
  const tab = search.tab ?? 'doctors'
  const specialty = (id: string) => specialties.data?.find((s) => s.id === id)?.name ?? '—'

  return (
    <ClinicPage
      title={t('doctors.title')}
      subtitle={t('doctors.subtitle')}
      icon={<BriefcaseMedical />}
      actions={
        <div
          role="group"
          aria-label={t('doctors.sections')}
          className={css({ display: 'inline-flex', p: '1', gap: '1', bg: 'bg.subtle', borderRadius: 'lg' })}
        >
          <button
            type="button"
            className={tabButton}
            aria-pressed={tab === 'doctors'}
            onClick={() => setSearch({ tab: undefined })}
          >
            {t('doctors.tabDoctors')}
          </button>
          <button
            type="button"
            className={tabButton}
            aria-pressed={tab === 'holidays'}
            onClick={() => setSearch({ tab: 'holidays' })}
          >
            {t('doctors.tabHolidays')}
          </button>
        </div>
      }
    >
      {tab === 'holidays' ? (
        <Suspense fallback={<Loading />}>
          <BlockedPeriodsPanel />
        </Suspense>
      ) : (
        <>
          <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
            <SearchField
              value={search.q ?? ''}
              onChange={onQuery}
              label={t('doctors.search')}
              className={css({ maxW: { md: '28rem' } })}
            />
            <Button onClick={() => setEditing('new')}>
              <Plus /> {t('doctors.new')}
            </Button>
          </div>
          {doctors.error ? (
            <LoadError error={doctors.error} />
          ) : !doctors.data ? (
            <Loading />
          ) : !doctors.data.length ? (
            <EmptyState icon={<UserRoundX />} title={t('doctors.empty')} />
          ) : (
            <ul className={cardGrid}>
              {doctors.data.map((d) => (
                <li key={d.id}>
                  <button
                    type="button"
                    onClick={() => setEditing(d)}
                    aria-label={t('maintenance.editNamed', { name: d.name })}
                    className={cx(
                      css({
                        w: 'full',
                        h: 'full',
                        textAlign: 'left',
                        display: 'flex',
                        flexDir: 'column',
                        gap: '3',
                        p: '5',
                        pt: '4',
                        bg: 'bg.surface',
                        borderRadius: 'xl',
                        borderWidth: '1px',
                        borderColor: 'border.default',
                        borderTopWidth: '4px',
                        cursor: 'pointer',
                        boxShadow: 'xs',
                        _hover: { boxShadow: 'md' },
                        _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
                      }),
                      !d.active && css({ opacity: 0.65 }),
                    )}
                    style={{ borderTopColor: d.color }}
                  >
                    <div
                      className={css({
                        display: 'flex',
                        justifyContent: 'space-between',
                        gap: '2',
                        alignItems: 'flex-start',
                      })}
                    >
                      <div className={css({ minW: 0 })}>
                        <p className={css({ fontWeight: 'bold' })}>{d.name}</p>
                        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{specialty(d.specialtyId)}</p>
                      </div>
                      {!d.active ? <span className={inactivePill}>{t('common.inactive')}</span> : null}
                    </div>
                    <div className={css({ display: 'flex', gap: '1' })} aria-label={t('doctors.worksOn')}>
                      {WEEKDAYS.map((w) => {
                        const on = d.plan.some((p) => p.weekday === w)
                        return (
                          <span
                            key={w}
                            title={t(`weekdays.${w}`)}
                            className={css({
                              w: '7',
                              h: '7',
                              display: 'inline-flex',
                              alignItems: 'center',
                              justifyContent: 'center',
                              borderRadius: 'md',
                              fontSize: 'xs',
                              fontWeight: 'bold',
                            })}
                            style={
                              on ? { background: `color-mix(in srgb, ${d.color} 22%, transparent)` } : { opacity: 0.45 }
                            }
                          >
                            {t(`weekdaysShort.${w}`)}
                          </span>
                        )
                      })}
                    </div>
                    <p
                      className={css({
                        fontSize: 'xs',
                        color: 'fg.subtle',
                        display: 'flex',
                        justifyContent: 'space-between',
                        gap: '2',
                      })}
                    >
                      <span className={css({ fontFamily: 'mono', whiteSpace: 'nowrap' })}>{d.licence}</span>
                      <span className={css({ textAlign: 'right' })}>
                        {t('doctors.performs', { count: d.procedureIds.length })}
                        {d.exceptions.length
                          ? ` · ${t('doctors.exceptionsCount', { count: d.exceptions.length })}`
                          : ''}
                      </span>
                    </p>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <MountWhenOpened open={editing !== null}>
        <DoctorEditor
          doctor={editing === 'new' ? null : editing}
          open={editing !== null}
          onOpenChange={(o) => !o && setEditing(null)}
          specialties={specialties.data ?? []}
          procedures={procedures.data ?? []}
          categories={categories.data ?? []}
        />
      </MountWhenOpened>
    </ClinicPage>
  )
}
