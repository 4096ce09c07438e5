import type Dexie from 'dexie'
import { newId, patchRow, putRow, writeTx } from '@/shared/db/mutate'
import {
  chatPatchSchema,
  profilePatchSchema,
  sendMessageSchema,
  startChatSchema,
  type Chat,
  type ChatContact,
  type ChatMessage,
  type ChatProfile,
  type ChatRow,
} from '@/shared/schemas/chat'
import { accounts } from '../auth/accounts'
import { notFound } from '../router/http-error'
import { requireRow } from '../router/require-row'
import { pageAnswer, pageOf, pageRequest, pageWindow } from '../router/paging'
import { defineRoutes, type ApiRequest, type HandlerContext } from '../router/types'
import { bodyObject, bodyWithId, parse, requireParam } from '../router/validate'
import { checkVersion, takeBaseVersion } from '../router/version'

type Stamped<T> = T & { id: string; updatedAt: string; version: number }

const chats = (db: Dexie) => db.table<ChatRow, string>('chats')

const byDate = (a: ChatMessage, b: ChatMessage) => a.createdAt.localeCompare(b.createdAt)

async function withContact(db: Dexie, row: ChatRow): Promise<Chat> {
  const contact = await requireRow<ChatContact>(db, 'chatContacts', row.contactId, 'Contact')
  return { ...row, unreadCount: row.unreadCount ?? 0, contact }
}

async function findChat(db: Dexie, id: string) {
  const row = await chats(db).get(id)
  if (!row) throw notFound('Chat', id)
  return row
}

/** The chat profile of the signed-in user; users without a stored one get it from their account. */
async function profileOf(req: ApiRequest, ctx: HandlerContext): Promise<ChatProfile> {
  const id = req.user!.id
  const stored = await ctx.db.table<ChatProfile>('chatProfile').get(id)
  if (stored) return { id, name: stored.name, email: stored.email, avatar: stored.avatar, about: stored.about }
  const account = await accounts(ctx.db).get(id)
  return {
    id,
    name: account?.name ?? req.user!.email,
    email: req.user!.email,
    avatar: account?.avatar ?? null,
    about: account?.about ?? '',
  }
}

/**
 * lastMessage and lastMessageAt follow the newest message. A client that sends the whole chat back (the
 * template's quick chat) also sends the old lastMessage, so the caller's value only wins when it is not older.
 */
function followLast(patch: Partial<ChatRow>, messages: ChatMessage[]): Partial<ChatRow> {
  const last = [...messages].sort(byDate).at(-1)
  if (!last || (patch.lastMessageAt && patch.lastMessageAt >= last.createdAt)) return patch
  return { ...patch, lastMessage: last.value, lastMessageAt: last.createdAt }
}

export const chatRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: 'api/apps/chat/chats',
    // `page`/`size` are our opt-in extension (docs/api/chat.md); without them, the contract's array.
    handler: async (req, ctx) => {
      const paging = pageRequest(req.query)
      const rows = (await chats(ctx.db).toArray()).sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt))
      if (!paging) return Promise.all(rows.map((r) => withContact(ctx.db, r)))
      const page = pageOf(rows, paging)
      return { ...page, items: await Promise.all(page.items.map((r) => withContact(ctx.db, r))) }
    },
  },
  {
    method: 'GET',
    pattern: 'api/apps/chat/chat',
    handler: async (req, ctx) => withContact(ctx.db, await findChat(ctx.db, requireParam(req.query, 'id'))),
  },
  {
    method: 'PATCH',
    pattern: 'api/apps/chat/chat',
    handler: async (req, ctx) => {
      const base = takeBaseVersion(req, 'chat')
      const { id, body } = bodyWithId(req.body)
      const patch = parse(chatPatchSchema, body.chat, 'chat')
      const saved = await writeTx(ctx.db, ['chats'], async () => {
        const current = await findChat(ctx.db, id)
        checkVersion(current, base)
        const messages = patch.messages?.map((m) => ({ ...m, chatId: current.id })).sort(byDate)
        const changes = messages ? followLast({ ...patch, messages }, messages) : patch
        return (await patchRow<Stamped<ChatRow>>(ctx.db, 'chats', current.id, changes))!
      })
      return withContact(ctx.db, saved)
    },
  },
  {
    method: 'POST',
    pattern: 'api/apps/chat/chat',
    // Not in the template: starting a conversation from the contacts list answers the contact's chat, made if needed.
    handler: async (req, ctx) => {
      const { contactId } = parse(startChatSchema, bodyObject(req.body))
      await requireRow(ctx.db, 'chatContacts', contactId, 'Contact')
      const existing = await chats(ctx.db).where('contactId').equals(contactId).first()
      if (existing) return withContact(ctx.db, existing)
      const row: ChatRow = {
        id: newId(),
        contactId,
        unreadCount: 0,
        muted: false,
        lastMessage: '',
        lastMessageAt: ctx.now().toISOString(),
        messages: [],
      }
      return withContact(ctx.db, await putRow(ctx.db, 'chats', row))
    },
  },
  {
    method: 'POST',
    pattern: 'api/apps/chat/message',
    handler: async (req, ctx) => {
      const input = parse(sendMessageSchema, bodyObject(req.body))
      const profile = await profileOf(req, ctx)
      // Appended to the messages as stored in the write's transaction: two tabs sending at once keep both.
      const saved = await writeTx(ctx.db, ['chats'], async () => {
        const current = await findChat(ctx.db, input.chatId)
        const message: ChatMessage = {
          id: newId(),
          chatId: current.id,
          contactId: profile.id,
          isMine: true,
          value: input.value,
          createdAt: ctx.now().toISOString(),
        }
        const messages = [...current.messages, message]
        return (await patchRow<Stamped<ChatRow>>(ctx.db, 'chats', current.id, followLast({ messages }, messages)))!
      })
      return withContact(ctx.db, saved)
    },
  },
  {
    method: 'GET',
    pattern: 'api/apps/chat/contacts',
    // `page`/`size` are our opt-in extension (docs/api/chat.md); without them, the contract's array.
    handler: async (req, ctx) => {
      const paging = pageRequest(req.query)
      const { rows, total } = await ctx.query<ChatContact>('chatContacts', {
        sort: { field: 'name', order: 'asc', kind: 'text' },
        ...(paging ? pageWindow(paging) : {}),
      })
      const items = rows.map(({ details: _d, attachments: _a, ...rest }) => rest)
      return paging ? pageAnswer(items, total, paging) : items
    },
  },
  {
    method: 'GET',
    pattern: 'api/apps/chat/contact',
    handler: async (req, ctx) => {
      return requireRow<ChatContact>(ctx.db, 'chatContacts', requireParam(req.query, 'id'), 'Contact')
    },
  },
  { method: 'GET', pattern: 'api/apps/chat/profile', handler: profileOf },
  {
    method: 'PATCH',
    pattern: 'api/apps/chat/profile',
    handler: async (req, ctx) => {
      const changes = parse(profilePatchSchema, bodyObject(req.body).profile, 'profile')
      // Merged over the profile as stored in the write's transaction: concurrent edits of two fields keep both.
      const row = await writeTx(ctx.db, ['chatProfile', 'users'], async () =>
        putRow(ctx.db, 'chatProfile', { ...(await profileOf(req, ctx)), ...changes }),
      )
      return { id: row.id, name: row.name, email: row.email, avatar: row.avatar, about: row.about }
    },
  },
])
