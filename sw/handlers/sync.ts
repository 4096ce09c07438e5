import { z } from 'zod'
import { bumpRevision } from '@/shared/db/mutate'
import { wantsNotification } from '@/shared/constants/notifications'
import { text, requiredName } from '@/shared/schemas/fields'
import { accounts } from '../auth/accounts'
import { badRequest, conflict } from '../router/http-error'
import { defineRoutes, type ApiRequest } from '../router/types'
import { bodyObject, parse } from '../router/validate'
import { discardConflict, markNoticed, reapplyConflict } from '../sync/conflicts'
import { clientIdOf } from '../sync/client'
import { syncControls } from '../sync/controls'
import { listDevices, renameDevice } from '../sync/devices'
import { leaveServer } from '../sync/leave'
import { endServerSession, sessionOf } from '../sync/session'

/** How long "Sync now" waits for its round before answering; the round goes on if it takes longer. */
const SYNC_NOW_WAIT_MS = 15_000

function seqParam(req: ApiRequest): number {
  const seq = Number(req.params.seq)
  if (!Number.isSafeInteger(seq) || seq < 1) throw badRequest('seq', 'Must be a positive whole number')
  return seq
}

const deviceNameSchema = z.object({ name: requiredName(60) })
const leaveSchema = z.object({ discardUnsent: z.boolean('Must be true or false').default(false) })
// The page words the notification in the user's language; the worker only stores it.
const noticeSchema = z.object({
  title: requiredName(120),
  description: requiredName(1000, { multiline: true }),
  link: text(200).optional(),
})

/**
 * The device's sync as the page drives it (src/features/sync): the status itself is read live from the
 * database; these are the actions. Every role has them: they concern this device, not the business's data.
 */
export const syncRoutes = defineRoutes([
  {
    method: 'POST',
    pattern: 'api/sync/now',
    handler: async (_req, { db }) => {
      const controls = syncControls()
      if (!controls || !(await sessionOf(db)))
        throw conflict('This device does not sync with a server', { field: 'session', reason: 'Not joined' })
      await controls.runNow(SYNC_NOW_WAIT_MS)
      return { ok: true }
    },
  },
  {
    method: 'POST',
    pattern: 'api/sync/conflicts/:seq/reapply',
    handler: async (req, { db }) => reapplyConflict(db, seqParam(req)),
  },
  {
    method: 'POST',
    pattern: 'api/sync/conflicts/:seq/discard',
    handler: async (req, { db }) => {
      await discardConflict(db, seqParam(req))
      return { ok: true }
    },
  },
  {
    method: 'POST',
    pattern: 'api/sync/conflicts/:seq/notice',
    handler: async (req, { db, now }) => {
      const seq = seqParam(req)
      const input = parse(noticeSchema, bodyObject(req.body))
      const userId = req.user!.id
      // The id names the conflict on this device, so two tabs noticing it at once make one notification.
      const id = `sync-conflict-${await clientIdOf(db)}-${seq}`
      const muted = (await accounts(db).get(userId))?.mutedNotifications ?? []
      const link = input.link ?? '/settings#sync'
      const seen = wantsNotification(muted, { link }) ? {} : { read: true, seen: true }
      const created = await markNoticed(db, seq, async () => {
        // This device's own news: written past the outbox, so it is never pushed. Pushed, a role that may not
        // write notifications (a patient) would have it refused, which is a conflict, which is a notice: a loop.
        const at = now().toISOString()
        await db.table('notifications').put({
          id,
          userId,
          icon: 'alert-triangle',
          title: input.title,
          description: input.description,
          link,
          useRouter: true,
          read: false,
          ...seen,
          time: at,
          updatedAt: at,
          version: 1,
        })
        await bumpRevision(db, 'notifications')
      })
      return { id, created }
    },
  },
  {
    method: 'PUT',
    pattern: 'api/sync/device',
    handler: async (req, { db }) => {
      const { name } = parse(deviceNameSchema, bodyObject(req.body))
      return renameDevice(db, name, syncControls()?.fetchFn)
    },
  },
  {
    // The list lives on the server, which lets only an admin read it; the worker refuses the others first.
    method: 'GET',
    pattern: 'api/sync/devices',
    roles: ['admin'],
    handler: async (_req, { db }) => listDevices(db, syncControls()?.fetchFn),
  },
  {
    method: 'POST',
    pattern: 'api/sync/leave',
    handler: async (req, { db }) => {
      const { discardUnsent } = parse(leaveSchema, bodyObject(req.body ?? {}))
      if (!(await sessionOf(db)))
        throw conflict('This device does not sync with a server', { field: 'session', reason: 'Not joined' })
      // What can still be sent goes first; only what remains after that is at stake.
      await syncControls()?.runNow(SYNC_NOW_WAIT_MS)
      const result = await leaveServer(db, { discardUnsent })
      syncControls()?.forget()
      return result
    },
  },
  {
    // Public: the local session may already be gone (expired) when the user signs out.
    method: 'POST',
    pattern: 'api/sync/sign-out',
    public: true,
    handler: async (_req, { db }) => {
      await endServerSession(db)
      syncControls()?.forget()
      return { ok: true }
    },
  },
])
