import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { DEMO_USER_ID, coreSeeder } from '@seeds/core'
import { CHAT_CONTACT_COUNT, CHAT_COUNT, MESSAGES_PER_CHAT, chatSeeder } from '@seeds/chat'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder, chatSeeder] })
})

const chats = async () => (await h.call('GET', 'api/apps/chat/chats')).body as any[]

describe('api/apps/chat', () => {
  it('serves chats newest first with contact, unread counts, mute and their messages', async () => {
    const rows = await chats()
    expect(rows).toHaveLength(CHAT_COUNT)
    const at = rows.map((c) => c.lastMessageAt)
    expect(at).toEqual([...at].sort().reverse())
    expect(
      rows
        .map((c) => c.unreadCount)
        .filter(Boolean)
        .sort(),
    ).toEqual([1, 2, 2])
    expect(rows.filter((c) => c.muted)).toHaveLength(2)
    const chat = rows[0]
    expect(chat.contact).toMatchObject({
      id: chat.contactId,
      name: expect.any(String),
      details: expect.any(Object),
      attachments: expect.any(Object),
    })
    expect(chat.messages).toHaveLength(MESSAGES_PER_CHAT)
    expect(chat.messages.filter((m: any) => m.isMine)).toHaveLength(13)
    expect(chat.messages.filter((m: any) => m.isMine).every((m: any) => m.contactId === DEMO_USER_ID)).toBe(true)
    expect(chat.lastMessage).toBe(chat.messages.at(-1).value)
    expect(chat.lastMessageAt).toBe(chat.messages.at(-1).createdAt)
  })

  it('gets one chat; unknown ids are 404 and a missing id is 400', async () => {
    const id = (await chats())[3].id
    expect((await h.call('GET', 'api/apps/chat/chat', { query: { id } })).body.id).toBe(id)
    expect((await h.call('GET', 'api/apps/chat/chat', { query: { id: 'nope' } })).status).toBe(404)
    expect((await h.call('GET', 'api/apps/chat/chat')).body.field).toBe('id')
  })

  it('merges a PATCH, and persists messages appended by the quick-chat panel', async () => {
    const chat = (await chats()).find((c) => c.unreadCount > 0)
    expect(
      (await h.call('PATCH', 'api/apps/chat/chat', { body: { id: chat.id, chat: { unreadCount: 0, muted: true } } }))
        .body,
    ).toMatchObject({ unreadCount: 0, muted: true })
    const message = {
      id: 'm-new',
      chatId: chat.id,
      contactId: DEMO_USER_ID,
      isMine: true,
      value: 'Quick hello',
      createdAt: new Date(Date.now() + 60_000).toISOString(),
    }
    const res = await h.call('PATCH', 'api/apps/chat/chat', {
      body: { id: chat.id, chat: { ...chat, unreadCount: 0, messages: [...chat.messages, message] } },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ lastMessage: 'Quick hello', lastMessageAt: message.createdAt, id: chat.id })
    const again = (await h.call('GET', 'api/apps/chat/chat', { query: { id: chat.id } })).body
    expect(again.messages.at(-1)).toEqual(message)
    expect(again.messages).toHaveLength(MESSAGES_PER_CHAT + 1)
    expect((await chats())[0].id).toBe(chat.id)
  })

  it('answers 400 naming the field for a bad PATCH and 404 for an unknown chat', async () => {
    const chat = (await chats())[0]
    expect(
      (await h.call('PATCH', 'api/apps/chat/chat', { body: { id: chat.id, chat: { unreadCount: -1 } } })).body.field,
    ).toBe('chat.unreadCount')
    expect(
      (await h.call('PATCH', 'api/apps/chat/chat', { body: { id: chat.id, chat: { messages: [{ id: 'x' }] } } })).body
        .field,
    ).toBe('chat.messages.0.chatId')
    expect((await h.call('PATCH', 'api/apps/chat/chat', { body: { chat: {} } })).body.field).toBe('id')
    expect((await h.call('PATCH', 'api/apps/chat/chat', { body: { id: 'nope', chat: { muted: true } } })).status).toBe(
      404,
    )
  })

  it('sends a message that persists and becomes the last message', async () => {
    const chat = (await chats()).at(-1)
    h.setNow(new Date(Date.now() + 3_600_000))
    const res = await h.call('POST', 'api/apps/chat/message', { body: { chatId: chat.id, value: '  See you at 5  ' } })
    expect(res.body.messages.at(-1)).toMatchObject({
      value: 'See you at 5',
      isMine: true,
      contactId: DEMO_USER_ID,
      chatId: chat.id,
      createdAt: h.now().toISOString(),
    })
    expect(res.body).toMatchObject({ lastMessage: 'See you at 5', lastMessageAt: h.now().toISOString() })
    expect((await chats())[0].id).toBe(chat.id)
    expect((await h.call('POST', 'api/apps/chat/message', { body: { chatId: chat.id, value: ' ' } })).body.field).toBe(
      'value',
    )
    expect((await h.call('POST', 'api/apps/chat/message', { body: { chatId: 'nope', value: 'hi' } })).status).toBe(404)
  })

  it('starts a chat with a contact once, answering the existing chat after that', async () => {
    const rows = await chats()
    const withChat = new Set(rows.map((c) => c.contactId))
    const lonely = (await h.call('GET', 'api/apps/chat/contacts')).body.find((c: any) => !withChat.has(c.id))
    const first = await h.call('POST', 'api/apps/chat/chat', { body: { contactId: lonely.id } })
    expect(first.body).toMatchObject({
      contactId: lonely.id,
      unreadCount: 0,
      muted: false,
      messages: [],
      contact: { id: lonely.id },
    })
    expect((await h.call('POST', 'api/apps/chat/chat', { body: { contactId: lonely.id } })).body.id).toBe(first.body.id)
    expect((await h.call('POST', 'api/apps/chat/chat', { body: { contactId: rows[2].contactId } })).body.id).toBe(
      rows[2].id,
    )
    expect(await chats()).toHaveLength(CHAT_COUNT + 1)
    expect((await h.call('POST', 'api/apps/chat/chat', { body: { contactId: 'nope' } })).status).toBe(404)
    expect((await h.call('POST', 'api/apps/chat/chat', { body: {} })).body.field).toBe('contactId')
  })

  it('lists contacts by name without details and attachments, and serves one in full', async () => {
    const { body } = await h.call('GET', 'api/apps/chat/contacts')
    expect(body).toHaveLength(CHAT_CONTACT_COUNT)
    const names = body.map((c: any) => c.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare))
    expect(body[0].details).toBeUndefined()
    expect(body[0].attachments).toBeUndefined()
    expect(Object.keys(body[0]).sort()).toEqual(expect.arrayContaining(['about', 'avatar', 'id', 'name']))
    const one = (await h.call('GET', 'api/apps/chat/contact', { query: { id: body[0].id } })).body
    expect(one).toMatchObject({
      id: body[0].id,
      details: { emails: expect.any(Array), phoneNumbers: expect.any(Array) },
      attachments: { media: expect.any(Array), docs: expect.any(Array), links: expect.any(Array) },
    })
    expect((await h.call('GET', 'api/apps/chat/contact', { query: { id: 'nope' } })).status).toBe(404)
  })

  it('serves and patches the profile of the signed-in user', async () => {
    expect((await h.call('GET', 'api/apps/chat/profile')).body).toEqual({
      id: DEMO_USER_ID,
      name: 'Brian Hughes',
      email: 'hughes.brian@company.com',
      avatar: 'assets/images/avatars/brian-hughes.jpg',
      about: expect.any(String),
    })
    expect(
      (await h.call('PATCH', 'api/apps/chat/profile', { body: { profile: { about: 'Out of office' } } })).body.about,
    ).toBe('Out of office')
    expect((await h.call('GET', 'api/apps/chat/profile')).body.about).toBe('Out of office')
    expect((await h.call('PATCH', 'api/apps/chat/profile', { body: { profile: { name: '' } } })).body.field).toBe(
      'profile.name',
    )
  })
})
