import { useCallback, useMemo, useState } from 'react'
import { Calendar, dateFnsLocalizer, type EventProps, type SlotInfo } from 'react-big-calendar'
import * as dndAddon from 'react-big-calendar/lib/addons/dragAndDrop'
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop'
import { format, getDay, parse, startOfWeek } from 'date-fns'
import { enUS } from 'date-fns/locale/en-US'
import { es } from 'date-fns/locale/es'
import { tr } from 'date-fns/locale/tr'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import type { AppointmentView } from '@/shared/schemas/clinic/appointments'
import type { Doctor } from '@/shared/schemas/clinic/doctors'
import type { ScheduleDayView } from '@/shared/schemas/clinic/schedules'
import { addMinutes } from '@/shared/clinic/time'
import { STATE_COLORS } from '../components/state-badge'
import { dateToDay, dateToWall, wallToDate } from '../lib/dates'
import { calendarTheme } from './calendar-theme'
import './calendar.css'

const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { en: enUS, es, tr } })

interface CalEvent {
  id: string
  title: string
  start: Date
  end: Date
  resourceId: string
  appointment: AppointmentView
}
interface CalResource {
  id: string
  title: string
  color: string
}

// The drag-and-drop addon ships only as CommonJS (`exports.default`); depending on the bundler's interop
// the function is the namespace's default or the default's default.
type WithDnD = typeof import('react-big-calendar/lib/addons/dragAndDrop').default
const addon = dndAddon as unknown as { default: WithDnD | { default: WithDnD } }
const withDragAndDrop: WithDnD = typeof addon.default === 'function' ? addon.default : addon.default.default
const DnDCalendar = withDragAndDrop<CalEvent, CalResource>(Calendar)

const FADED = new Set(['cancelled', 'no-show', 'rescheduled'])

function EventBox({ event }: EventProps<CalEvent>) {
  const { t } = useTranslation('clinic')
  const a = event.appointment
  const color = a.doctor?.color ?? '#64748b'
  const faded = FADED.has(a.state)
  // Short appointments get one line: time and patient.
  const short = (event.end.getTime() - event.start.getTime()) / 60_000 < 25
  return (
    <div
      data-appointment={a.id}
      className={css({
        h: 'full',
        px: '1.5',
        py: '0.5',
        borderLeftWidth: '3px',
        borderRadius: 'md',
        color: 'fg.default',
        fontSize: 'xs',
        lineHeight: '1.25',
        overflow: 'hidden',
      })}
      style={{
        borderLeftColor: color,
        background: `color-mix(in srgb, ${color} ${faded ? 8 : 20}%, var(--colors-bg-surface))`,
        opacity: faded ? 0.7 : 1,
      }}
      title={`${a.start.slice(11)}–${a.end.slice(11)} ${a.patient?.fullName ?? ''} · ${a.procedure?.name ?? ''} · ${t(`states.${a.state}`)}`}
    >
      <div className={css({ display: 'flex', alignItems: 'center', gap: '1', fontWeight: 'semibold' })}>
        {short ? (
          <span className={css({ fontWeight: 'medium', color: 'fg.muted', flexShrink: 0 })}>{a.start.slice(11)}</span>
        ) : null}
        <span
          aria-hidden
          className={css({ w: '1.5', h: '1.5', borderRadius: 'full', flexShrink: 0 })}
          style={{ background: STATE_COLORS[a.state] }}
        />
        <span
          className={cx(
            css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
            faded && css({ textDecoration: 'line-through' }),
          )}
        >
          {a.patient?.fullName}
        </span>
      </div>
      {short ? null : (
        <div className={css({ color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>
          {a.start.slice(11)} · {a.procedure?.name}
        </div>
      )}
    </div>
  )
}

export interface AgendaCalendarProps {
  view: 'day' | 'week'
  date: string
  appointments: AppointmentView[]
  /** Doctors as columns side by side; when absent, one column per day. */
  resources?: Doctor[]
  schedules?: ScheduleDayView[]
  hours: { min: number; max: number }
  onSelect: (a: AppointmentView) => void
  canDrag: (a: AppointmentView) => boolean
  /** Resolves when the server accepted the move; a rejection snaps the event back. */
  onMove: (a: AppointmentView, start: string, doctorId: string) => Promise<unknown>
  onSlot?: (start: string, doctorId?: string) => void
  onNavigate: (date: string) => void
  /** The one doctor of a single-doctor agenda (for its schedule shading). */
  singleDoctorId?: string
}

/** The agenda's day and week grids (react-big-calendar, MIT): doctors side by side, drag to reschedule. */
export default function AgendaCalendar({
  view,
  date,
  appointments,
  resources,
  schedules,
  hours,
  onSelect,
  canDrag,
  onMove,
  onSlot,
  onNavigate,
  singleDoctorId,
}: AgendaCalendarProps) {
  const { t, i18n } = useTranslation('clinic')
  const [moving, setMoving] = useState<{ id: string; start: string; doctorId: string } | null>(null)

  const events = useMemo<CalEvent[]>(
    () =>
      appointments.map((a) => {
        const m = moving?.id === a.id ? moving : null
        const start = m?.start ?? a.start
        const end = m ? addMinutes(m.start, a.procedure?.durationMinutes ?? 30) : a.end
        return {
          id: a.id,
          title: a.patient?.fullName ?? '',
          start: wallToDate(start),
          end: wallToDate(end),
          resourceId: m?.doctorId ?? a.doctorId,
          appointment: a,
        }
      }),
    [appointments, moving],
  )
  const calResources = useMemo(() => resources?.map((d) => ({ id: d.id, title: d.name, color: d.color })), [resources])

  // Working slots per doctor and day from the generated schedule, to hatch the rest.
  const open = useMemo(() => {
    const map = new Map<string, Array<[string, string]>>()
    for (const day of schedules ?? [])
      map.set(
        `${day.doctorId}|${day.date}`,
        day.slots.map((s) => [s.start, s.end]),
      )
    return map
  }, [schedules])
  const slotPropGetter = useCallback(
    (d: Date, resourceId?: string | number) => {
      // Without doctor columns the grid is one doctor's (my agenda), or nobody's in particular.
      const doctor = resourceId ?? (resources ? undefined : singleDoctorId)
      if (!schedules || doctor == null) return {}
      const wall = dateToWall(d)
      const slots = open.get(`${doctor}|${wall.slice(0, 10)}`)
      const inside = slots?.some(([s, e]) => s <= wall && wall < e)
      return inside ? {} : { className: 'slot-off' }
    },
    [open, schedules, resources, singleDoctorId],
  )

  const onDrop = useCallback(
    ({ event, start, resourceId }: EventInteractionArgs<CalEvent>) => {
      const wall = dateToWall(new Date(start))
      const doctorId = String(resourceId ?? event.appointment.doctorId)
      if (wall === event.appointment.start && doctorId === event.appointment.doctorId) return
      setMoving({ id: event.id, start: wall, doctorId })
      onMove(event.appointment, wall, doctorId).then(
        () => setMoving(null),
        () => setMoving(null),
      )
    },
    [onMove],
  )

  const day = (h: number) => new Date(1970, 0, 1, Math.floor(h), Math.round((h % 1) * 60))
  const messages = useMemo(
    () => ({
      today: t('agenda.today'),
      previous: t('agenda.previous'),
      next: t('agenda.next'),
      day: t('agenda.views.day'),
      week: t('agenda.views.week'),
      noEventsInRange: t('agenda.empty'),
      showMore: (n: number) => t('agenda.more', { count: n }),
    }),
    [t],
  )

  return (
    <div className={calendarTheme}>
      <DnDCalendar
        localizer={localizer}
        culture={i18n.language.slice(0, 2)}
        messages={messages}
        toolbar={false}
        views={['day', 'week']}
        view={view}
        onView={() => {}}
        date={wallToDate(date)}
        onNavigate={(d) => onNavigate(dateToDay(d))}
        events={events}
        resources={calResources}
        resourceIdAccessor="id"
        resourceTitleAccessor="title"
        resourceAccessor="resourceId"
        step={15}
        timeslots={4}
        min={day(hours.min)}
        max={day(hours.max)}
        scrollToTime={day(Math.max(hours.min, 8))}
        formats={{ timeGutterFormat: 'HH:mm', eventTimeRangeFormat: () => '', dayFormat: 'EEE d' }}
        components={{ event: EventBox }}
        slotPropGetter={slotPropGetter}
        onSelectEvent={(e) => onSelect(e.appointment)}
        onDoubleClickEvent={(e) => onSelect(e.appointment)}
        draggableAccessor={(e) => canDrag(e.appointment)}
        resizable={false}
        onEventDrop={onDrop}
        selectable={Boolean(onSlot)}
        onSelectSlot={(s: SlotInfo) =>
          onSlot?.(dateToWall(s.start), s.resourceId !== undefined ? String(s.resourceId) : undefined)
        }
        dayLayoutAlgorithm="no-overlap"
        style={{ height: '100%' }}
      />
    </div>
  )
}
