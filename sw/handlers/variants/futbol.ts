import type Dexie from 'dexie'
import { POSITIONS } from '@/shared/constants/variants'
import { matchStatusSchema, type FutbolMatch, type FutbolPlayer, type FutbolTraining } from '@/shared/schemas/variants'
import { defineRoutes, type ApiRequest, type HandlerContext } from '../../router/types'
import { parse } from '../../router/validate'
import { strip } from './rows'

/** Upcoming fixtures (soonest first) or played results (latest first). */
async function matches(req: ApiRequest, ctx: HandlerContext) {
  const status = parse(matchStatusSchema, req.query.get('status') ?? undefined, 'status')
  const now = ctx.now().toISOString()
  const all = (await ctx.db.table<FutbolMatch>('futbolMatches').toArray()).map(strip)
  if (status === 'played')
    return all.filter((m) => m.status === 'played').sort((a, b) => b.kickoff.localeCompare(a.kickoff))
  return all
    .filter((m) => m.status === 'scheduled' && m.kickoff > now)
    .sort((a, b) => a.kickoff.localeCompare(b.kickoff))
}

/** Training sessions that have not finished yet, soonest first. */
async function trainings(ctx: HandlerContext) {
  const now = ctx.now().getTime()
  return (await ctx.db.table<FutbolTraining>('futbolTrainings').toArray())
    .filter((t) => new Date(t.startsAt).getTime() + t.durationMin * 60_000 > now)
    .map(strip)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
}

/** The squad by position (goalkeepers first), then shirt number. */
async function squad(db: Dexie) {
  return (await db.table<FutbolPlayer>('futbolPlayers').toArray())
    .map(strip)
    .sort((a, b) => POSITIONS.indexOf(a.position) - POSITIONS.indexOf(b.position) || a.number - b.number)
}

export const futbolRoutes = defineRoutes([
  { method: 'GET', pattern: 'api/futbol/matches', public: true, handler: matches },
  { method: 'GET', pattern: 'api/futbol/trainings', public: true, handler: (_req, ctx) => trainings(ctx) },
  { method: 'GET', pattern: 'api/futbol/squad', public: true, handler: (_req, ctx) => squad(ctx.db) },
])
