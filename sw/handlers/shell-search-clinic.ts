import type { Role } from '@/shared/schemas/auth'
import { mayUse } from '@/shared/access'
import { localDateTime } from '@/shared/clinic/time'
import type { SearchResultSet } from '@/shared/schemas/shell'
import type { ApiRequest, HandlerContext } from '../router/types'
import { actorOf } from './clinic/common'

type Row = Record<string, unknown> & { id: string }
type Hit = SearchResultSet['results'][number]

/** Lower case without accents, so "dermatologia" finds "Dermatología" and "MENDEZ" finds "Méndez". */
export const fold = (value: unknown) =>
  typeof value === 'string'
    ? value
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase()
    : ''

const matches = (row: Row, fields: readonly string[], text: string) => fields.some((f) => fold(row[f]).includes(text))

/** The most appointments one search answers: a patient's name can match years of visits. */
export const APPOINTMENT_HITS = 20

// Who may read what, as the clinic's own list routes say (docs/api/clinic.md).
const READS_PERSONS: readonly Role[] = ['admin', 'reception', 'doctor']
const READS_PRODUCTS: readonly Role[] = ['admin', 'reception']
const STAFF: readonly Role[] = ['admin', 'reception', 'doctor']

const hasTable = (ctx: HandlerContext, name: string) => ctx.db.tables.some((t) => t.name === name)

async function rowsOf(ctx: HandlerContext, table: string, sortField: string): Promise<Row[]> {
  if (!hasTable(ctx, table)) return []
  const { rows } = await ctx.query<Row>(table, { sort: { field: sortField, order: 'asc', kind: 'text' } })
  return rows
}

const withQuery = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`

/** Where a doctor hit leads: the admin edits it, staff see its agenda, a patient books with it. */
function doctorLink(role: Role, doctor: Row) {
  if (role === 'admin') return withQuery('/maintenance/admin-doctors', { q: String(doctor.name) })
  if (role === 'patient') return withQuery('/medical/envio-medical/0', { doctorId: doctor.id })
  return withQuery('/medical/general-agenda', { doctors: doctor.id })
}

/** Upcoming appointments first (soonest first), then past ones (latest first). */
function byRelevance(now: string) {
  return (a: Row, b: Row) => {
    const sa = String(a.start)
    const sb = String(b.start)
    const fa = sa >= now
    const fb = sb >= now
    if (fa !== fb) return fa ? -1 : 1
    return fa ? sa.localeCompare(sb) : sb.localeCompare(sa)
  }
}

/**
 * The clinic's result sets for a folded query: patients, doctors, procedures, specialties, products and
 * appointments, each only for the roles whose clinic routes may read them; a patient finds public
 * catalogue rows (active ones) and only its own appointments.
 */
export async function searchClinic(req: ApiRequest, ctx: HandlerContext, text: string): Promise<SearchResultSet[]> {
  const role = req.user!.role
  if (!mayUse(role, 'clinic', 'read') || !hasTable(ctx, 'appointments')) return []
  const staff = STAFF.includes(role)
  const visible = (r: Row) => staff || r.active !== false
  const [persons, doctors, procedures, specialties, products] = await Promise.all([
    READS_PERSONS.includes(role) ? rowsOf(ctx, 'persons', 'fullName') : [],
    rowsOf(ctx, 'doctors', 'name'),
    rowsOf(ctx, 'procedures', 'name'),
    rowsOf(ctx, 'specialties', 'name'),
    READS_PRODUCTS.includes(role) ? rowsOf(ctx, 'clinicProducts', 'name') : [],
  ])
  const doctorIdsOf = (specialtyId: string) =>
    doctors.filter((d) => d.specialtyId === specialtyId && d.active !== false).map((d) => d.id)

  const sets: SearchResultSet[] = [
    {
      id: 'patients',
      label: 'Patients',
      results: persons
        .filter((p) => matches(p, ['fullName', 'documentNumber', 'email', 'phone'], text))
        .map((p) => ({ ...p, link: `/persons/add-persons/${p.id}`, value: String(p.fullName) })),
    },
    {
      id: 'doctors',
      label: 'Doctors',
      results: doctors
        .filter((d) => visible(d) && matches(d, ['name', 'licence'], text))
        .map((d) => ({ ...d, link: doctorLink(role, d), value: String(d.name) })),
    },
    {
      id: 'procedures',
      label: 'Procedures',
      results: procedures
        .filter((p) => visible(p) && matches(p, ['name', 'code'], text))
        .map((p) => ({
          ...p,
          link:
            role === 'admin'
              ? withQuery('/maintenance/admin-procedures', { q: String(p.code) })
              : withQuery('/medical/list-procedures', { q: String(p.name) }),
          value: String(p.name),
        })),
    },
    {
      id: 'specialties',
      label: 'Specialties',
      results: specialties
        .filter((s) => matches(s, ['name'], text))
        .map((s) => {
          const ids = doctorIdsOf(s.id)
          const agenda = ids.length
            ? withQuery('/medical/general-agenda', { doctors: ids.join(',') })
            : '/medical/general-agenda'
          const link = staff ? agenda : '/medical/envio-medical/0'
          return { ...s, link, value: String(s.name) }
        }),
    },
    {
      id: 'products',
      label: 'Products',
      results: products
        .filter((p) => matches(p, ['name', 'sku'], text))
        .map((p) => ({
          ...p,
          link: role === 'admin' ? withQuery('/maintenance/admin-products', { q: String(p.sku) }) : '/medical/home',
          value: String(p.name),
        })),
    },
    {
      id: 'appointments',
      label: 'Appointments',
      results: await searchAppointments(req, ctx, text, { persons, doctors, procedures }),
    },
  ]
  return sets
}

interface Named {
  persons: Row[]
  doctors: Row[]
  procedures: Row[]
}

/** Appointments whose patient, doctor, procedure or date matches; a patient's own only. */
async function searchAppointments(req: ApiRequest, ctx: HandlerContext, text: string, named: Named): Promise<Hit[]> {
  const role = req.user!.role
  const own = role === 'patient' ? (await actorOf(req, ctx)).personId : null
  if (role === 'patient' && !own) return []
  const { rows } = await ctx.query<Row>('appointments', role === 'patient' ? { where: { patientId: own } } : {})
  // A patient cannot read the persons list, so its own name comes from its record.
  const persons =
    role === 'patient' ? ((await ctx.db.table('persons').where('id').equals(own!).toArray()) as Row[]) : named.persons
  const nameOf = (list: Row[], field: string) => new Map(list.map((r) => [r.id, String(r[field] ?? '')]))
  const patientName = nameOf(persons, 'fullName')
  const doctorName = nameOf(named.doctors, 'name')
  const procedureName = nameOf(named.procedures, 'name')
  const found = rows.filter((a) => {
    const words = [
      patientName.get(String(a.patientId)),
      doctorName.get(String(a.doctorId)),
      procedureName.get(String(a.procedureId)),
      String(a.start),
    ]
    return words.some((w) => fold(w).includes(text))
  })
  return found
    .sort(byRelevance(localDateTime(ctx.now())))
    .slice(0, APPOINTMENT_HITS)
    .map((a) => {
      const patient = patientName.get(String(a.patientId)) ?? ''
      const procedure = procedureName.get(String(a.procedureId)) ?? ''
      return {
        ...a,
        patientName: patient,
        doctorName: doctorName.get(String(a.doctorId)) ?? '',
        procedureName: procedure,
        link: `/medical/envio-medical/${a.id}`,
        value: `${String(a.start).replace('T', ' ')} · ${role === 'patient' ? procedure : patient}`,
      }
    })
}
