import { Suspense, lazy, useCallback, useMemo, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { toast } from '@/components/ui/toaster'
import { Toggle } from '@/components/ui/toggle'
import type { AppointmentView } from '@/shared/schemas/clinic/appointments'
import type { Doctor } from '@/shared/schemas/clinic/doctors'
import { timeToMinutes } from '@/shared/clinic/time'
import { useAppointmentEvent, useAppointments } from '../api/appointments'
import { useMe, useSchedules } from '../api/clinic'
import { eventsFor } from '../components/appointment-actions'
import { LoadError, Loading } from '../components/states'
import { explainError } from '../lib/errors'
import { fmtWhen, nowWall, useDateLocale } from '../lib/dates'
import { useNarrow } from '../lib/media'
import { isClinician, isStaff, useRole } from '../lib/role'
import { AgendaList } from './agenda-list'
import { rangeOf, type AgendaView } from './agenda-range'
import { AgendaToolbar } from './agenda-toolbar'
import { AppointmentDialog } from './appointment-dialog'
import { DoctorChips } from './doctor-chips'
import { useClippedSideways } from './use-clipped-sideways'

// react-big-calendar and its CSS load only when a calendar view is shown.
const AgendaCalendar = lazy(() => import('./agenda-calendar'))

function hoursOf(doctors: Doctor[], appointments: AppointmentView[]) {
  let min = 24 * 60
  let max = 0
  for (const d of doctors)
    for (const p of d.plan) {
      min = Math.min(min, timeToMinutes(p.start))
      max = Math.max(max, timeToMinutes(p.end))
    }
  for (const a of appointments) {
    min = Math.min(min, timeToMinutes(a.start.slice(11)))
    max = Math.max(max, timeToMinutes(a.end.slice(11)))
  }
  if (max <= min) return { min: 8, max: 18 }
  return { min: Math.floor(min / 60), max: Math.min(24, Math.ceil(max / 60)) }
}

export interface AgendaBoardProps {
  date: string
  view: AgendaView
  onChange: (patch: { date?: string; view?: AgendaView }) => void
  doctors: Doctor[]
  /** Doctors shown (all when empty). */
  selected: string[]
  onSelected?: (ids: string[]) => void
  /** One doctor's agenda: asks the server for that doctor only, days as columns. */
  doctorId?: string
}

const hint = css({ fontSize: 'xs', color: 'fg.subtle' })

/** The agenda: toolbar, doctor filter, calendar (day/week) or list, details dialog, drag to reschedule. */
export function AgendaBoard({
  date,
  view: wanted,
  onChange,
  doctors,
  selected,
  onSelected,
  doctorId,
}: AgendaBoardProps) {
  const { t } = useTranslation('clinic')
  const locale = useDateLocale()
  const role = useRole()
  const me = useMe()
  const narrow = useNarrow()
  const navigate = useNavigate()
  const send = useAppointmentEvent()
  const [open, setOpen] = useState<AppointmentView | null>(null)
  const [showClosed, setShowClosed] = useState(false)
  const [phoneDoctor, setPhoneDoctor] = useState<string | null>(null)
  const [grid, clipped] = useClippedSideways()

  // Phones get the list and a one-doctor day; the week grid needs a wide screen.
  const view: AgendaView = narrow && wanted === 'week' ? 'list' : wanted
  const range = rangeOf(view, date, locale)
  const list = useAppointments({ ...range, doctorId })
  const schedules = useSchedules({ ...range, doctorId }, { enabled: isClinician(role) && view !== 'list' })

  const shown = useMemo(
    () => (selected.length ? doctors.filter((d) => selected.includes(d.id)) : doctors),
    [doctors, selected],
  )
  const appointments = useMemo(
    () =>
      (list.data ?? []).filter(
        (a) =>
          a.state !== 'rescheduled' &&
          (showClosed || (a.state !== 'cancelled' && a.state !== 'no-show')) &&
          shown.some((d) => d.id === a.doctorId),
      ),
    [list.data, showClosed, shown],
  )

  // Phones show one doctor's day at a time. The week has one column per day, doctors told apart by
  // colour (the chips are the legend): a column per doctor and day left two of seven days on screen.
  const phoneColumn =
    narrow && view === 'day' && !doctorId ? (shown.find((d) => d.id === phoneDoctor) ?? shown[0]) : undefined
  const resources = doctorId || view === 'week' ? undefined : phoneColumn ? [phoneColumn] : shown
  const calendarAppointments = resources
    ? appointments.filter((a) => resources.some((d) => d.id === a.doctorId))
    : appointments

  const now = nowWall()
  const canDrag = useCallback(
    (a: AppointmentView) => eventsFor(role, me.data?.personId, a, now).includes('reschedule'),
    [role, me.data?.personId, now],
  )
  const onMove = useCallback(
    (a: AppointmentView, start: string, toDoctor: string) =>
      send.mutateAsync({ id: a.id, event: { type: 'reschedule', start, doctorId: toDoctor } }).then(
        (next) =>
          toast('success', t('agenda.moved'), `${next.patient?.fullName ?? ''} · ${fmtWhen(next.start, locale)}`),
        (error: unknown) => {
          const { title, detail } = explainError(t, error)
          toast('error', title, detail)
          throw error
        },
      ),
    [send, t, locale],
  )
  const onSlot = useCallback(
    (start: string, slotDoctor?: string) =>
      void navigate({
        to: '/medical/envio-medical/$id',
        params: { id: '0' },
        search: { doctorId: slotDoctor ?? doctorId, date: start.slice(0, 10) },
      }),
    [navigate, doctorId],
  )

  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
      <AgendaToolbar
        view={view}
        views={narrow ? ['day', 'list'] : ['day', 'week', 'list']}
        date={date}
        range={range}
        onDate={(d) => onChange({ date: d })}
        onView={(v) => onChange({ view: v })}
      >
        <Toggle label={t('agenda.showClosed')} checked={showClosed} onChange={setShowClosed} />
      </AgendaToolbar>
      {onSelected ? (
        <DoctorChips
          doctors={doctors}
          selected={phoneColumn ? [phoneColumn.id] : selected}
          single={Boolean(phoneColumn)}
          onChange={phoneColumn ? (ids) => setPhoneDoctor(ids[0] ?? null) : onSelected}
        />
      ) : null}
      {view === 'week' && !doctorId ? <p className={hint}>{t('agenda.weekLegend')}</p> : null}
      {list.error ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Loading />
      ) : view === 'list' ? (
        <AgendaList from={range.from} to={range.to} appointments={appointments} onSelect={setOpen} />
      ) : (
        <div className={css({ display: 'flex', flexDir: 'column', gap: '1' })}>
          {/* The doctors past the right edge: said in words and shown by a fade over the edge. */}
          {clipped && resources ? (
            <p
              className={css({ alignSelf: 'flex-end', fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium' })}
              data-testid="agenda-scroll-hint"
            >
              {t('agenda.dayScrollHint', { count: resources.length })} →
            </p>
          ) : null}
          <div className={css({ position: 'relative' })}>
            <div
              ref={grid}
              className={css({
                h: { base: '70dvh', md: 'calc(100dvh - 15rem)' },
                minH: '30rem',
                overflowX: 'auto',
                borderRadius: 'xl',
              })}
              data-testid="agenda-calendar"
            >
              <Suspense fallback={<Loading />}>
                <AgendaCalendar
                  view={view}
                  date={date}
                  appointments={calendarAppointments}
                  resources={resources}
                  schedules={schedules.data}
                  hours={hoursOf(shown, appointments)}
                  onSelect={setOpen}
                  canDrag={canDrag}
                  onMove={onMove}
                  onSlot={isStaff(role) ? onSlot : undefined}
                  onNavigate={(d) => onChange({ date: d })}
                  singleDoctorId={doctorId ?? (shown.length === 1 ? shown[0]?.id : undefined)}
                />
              </Suspense>
            </div>
            {clipped ? (
              <div
                aria-hidden
                className={css({
                  position: 'absolute',
                  top: 0,
                  right: 0,
                  bottom: 0,
                  w: '12',
                  pointerEvents: 'none',
                  borderRightRadius: 'xl',
                  background: 'linear-gradient(to left, var(--colors-bg-canvas), transparent)',
                })}
              />
            ) : null}
          </div>
        </div>
      )}
      <AppointmentDialog appointment={open} onClose={() => setOpen(null)} />
    </div>
  )
}
