import type { Doctor } from '@/shared/schemas/clinic/doctors'
import type { Procedure } from '@/shared/schemas/clinic/catalog'
import type { ClinicShowcase } from '@/shared/schemas/clinic/showcase'
import { defineRoutes, type HandlerContext } from '../../router/types'
import { BASE } from './common'

type Named = { id: string; name: string; description?: string }

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const

/** The clinic's opening hours: each weekday from the first doctor in to the last one out. */
export function openingHours(doctors: readonly Pick<Doctor, 'plan'>[]): ClinicShowcase['openingHours'] {
  return WEEKDAYS.map((weekday) => {
    const days = doctors.flatMap((d) => d.plan.filter((p) => p.weekday === weekday))
    if (days.length === 0) return { weekday, hours: null }
    const open = days.reduce((min, d) => (d.start < min ? d.start : min), days[0]!.start)
    const close = days.reduce((max, d) => (d.end > max ? d.end : max), days[0]!.end)
    return { weekday, hours: { open, close } }
  })
}

async function showcase(ctx: HandlerContext): Promise<ClinicShowcase> {
  const [specialties, categories, doctors, procedures] = await Promise.all([
    ctx.db.table('specialties').toArray() as Promise<Named[]>,
    ctx.db.table('procedureCategories').toArray() as Promise<Named[]>,
    ctx.db.table('doctors').toArray() as Promise<Doctor[]>,
    ctx.db.table('procedures').toArray() as Promise<Procedure[]>,
  ])
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es')
  const active = doctors.filter((d) => d.active).sort(byName)
  const specialtyName = new Map(specialties.map((s) => [s.id, s.name]))
  const categoryName = new Map(categories.map((c) => [c.id, c.name]))
  return {
    specialties: specialties.sort(byName).map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description ?? '',
      doctors: active.filter((d) => d.specialtyId === s.id).length,
    })),
    doctors: active.map((d) => ({
      id: d.id,
      name: d.name,
      color: d.color,
      specialtyId: d.specialtyId,
      specialtyName: specialtyName.get(d.specialtyId) ?? '',
      weekdays: [...new Set(d.plan.map((p) => p.weekday))].sort(),
    })),
    procedures: procedures
      .filter((p) => p.active)
      .sort(byName)
      .map((p) => ({
        id: p.id,
        code: p.code,
        name: p.name,
        description: p.description ?? '',
        durationMinutes: p.durationMinutes,
        price: p.price,
        categoryName: categoryName.get(p.categoryId) ?? '',
      })),
    openingHours: openingHours(active),
  }
}

// Public: the clinic's home page shows it to guests (docs/access.md, public routes).
export const showcaseRoutes = defineRoutes([
  { method: 'GET', pattern: `${BASE}/showcase`, public: true, handler: (_req, ctx) => showcase(ctx) },
])
