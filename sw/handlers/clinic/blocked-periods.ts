import { deleteRow, newId, putRow, writeTx } from '@/shared/db/mutate'
import { blockedPeriodInputSchema, type BlockedPeriod } from '@/shared/schemas/clinic/blocked-periods'
import { isoDate } from '@/shared/schemas/clinic/common'
import { defineRoutes, reply } from '../../router/types'
import { takeBaseVersion } from '../../router/version'
import { parse } from '../../router/validate'
import { ADMIN, BASE, deleted, pagedRows, parseBody, parsePatch, requireCurrent } from './common'
import { requireRow } from '../../router/require-row'
import { BLOCKED_PERIOD_SORTS } from '@/shared/constants/clinic/list-sorts'

export const BLOCKED = 'blockedPeriods'
const KEYS = ['from', 'to', 'reason']

export const blockedPeriodRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: `${BASE}/blocked-periods`,
    handler: async (req, ctx) => {
      const from = req.query.get('from') ? parse(isoDate, req.query.get('from'), 'from') : null
      const to = req.query.get('to') ? parse(isoDate, req.query.get('to'), 'to') : null
      // Periods touching [from, to]: a range filter the engine cannot express, over a small table.
      const rows = ((await ctx.db.table(BLOCKED).toArray()) as BlockedPeriod[]).filter(
        (b) => (!from || b.to >= from) && (!to || b.from <= to),
      )
      return pagedRows(req, rows, {
        sorts: BLOCKED_PERIOD_SORTS,
        searchFields: ['reason'],
        noActive: true,
      })
    },
  },
  {
    method: 'GET',
    pattern: `${BASE}/blocked-periods/:id`,
    handler: (req, ctx) => requireRow<BlockedPeriod>(ctx.db, BLOCKED, req.params.id!, 'Blocked period'),
  },
  {
    method: 'POST',
    pattern: `${BASE}/blocked-periods`,
    roles: ADMIN,
    handler: async (req, ctx) =>
      reply(201, await putRow(ctx.db, BLOCKED, { ...parseBody(blockedPeriodInputSchema, req.body), id: newId() })),
  },
  {
    method: 'PATCH',
    pattern: `${BASE}/blocked-periods/:id`,
    roles: ADMIN,
    handler: async (req, ctx) => {
      const base = takeBaseVersion(req)
      const stored = await requireRow<BlockedPeriod>(ctx.db, BLOCKED, req.params.id!, 'Blocked period')
      const data = parsePatch(blockedPeriodInputSchema, stored, req.body, KEYS)
      return writeTx(ctx.db, [BLOCKED], async () => {
        await requireCurrent(ctx.db, BLOCKED, stored.id, 'Blocked period', base)
        return putRow(ctx.db, BLOCKED, { ...data, id: stored.id })
      })
    },
  },
  {
    method: 'DELETE',
    pattern: `${BASE}/blocked-periods/:id`,
    roles: ADMIN,
    handler: async (req, ctx) => {
      const id = req.params.id!
      await requireRow<BlockedPeriod>(ctx.db, BLOCKED, id, 'Blocked period')
      await deleteRow(ctx.db, BLOCKED, id)
      return deleted(id)
    },
  },
])
