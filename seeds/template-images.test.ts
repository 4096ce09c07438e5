import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../tests/setup/api-harness'
import { templateImagePlan, templateImages } from '../scripts/make-template-images.mjs'
import { AVATARS, CARDS, USER_AVATAR } from './template-images'

const publicFile = (path: string) => readFileSync(resolve(__dirname, '../public', path))
const isJpeg = (bytes: Buffer) =>
  bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff && bytes.at(-2) === 0xff && bytes.at(-1) === 0xd9

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})

describe('the demo pictures the contract gives (user, contacts, chats, messages)', () => {
  it('answers the user avatar of the contract', async () => {
    expect((await h.call('GET', 'api/common/user')).body.avatar).toBe('assets/images/avatars/brian-hughes.jpg')
    expect((await h.call('GET', 'api/apps/chat/profile')).body.avatar).toBe(USER_AVATAR)
  })

  it('answers an avatar and a background for every contact and chat contact, and pictures for messages and mails', async () => {
    const contacts = (await h.call('GET', 'api/apps/contacts/all')).body as { avatar: string; background: string }[]
    expect(contacts.every((c) => AVATARS.includes(c.avatar) && CARDS.includes(c.background))).toBe(true)
    const chats = (await h.call('GET', 'api/apps/chat/chats')).body as { contact: { avatar: string } }[]
    expect(chats.every((c) => AVATARS.includes(c.contact.avatar))).toBe(true)
    const messages = (await h.call('GET', 'api/common/messages')).body as { image: string }[]
    expect(messages.every((m) => AVATARS.includes(m.image))).toBe(true)
    const mails = (await h.call('GET', 'api/apps/mailbox/mails', { query: { folder: 'inbox' } })).body.mails as {
      from: { avatar: string }
    }[]
    expect(mails.every((m) => AVATARS.includes(m.from.avatar))).toBe(true)
  })

  it('ships every path the seeds use as a small real JPEG in public/', () => {
    const planned = templateImagePlan().map((p) => p.path)
    for (const path of [USER_AVATAR, ...AVATARS, ...CARDS]) {
      expect(planned).toContain(path)
      const bytes = publicFile(path)
      expect(isJpeg(bytes), path).toBe(true)
      expect(bytes.length, path).toBeLessThan(path.includes('/cards/') ? 16_000 : 4_000)
    }
  })

  it('keeps the committed files identical to what the script draws', () => {
    const sample = [USER_AVATAR, AVATARS[0]!, AVATARS[39]!]
    for (const { path, bytes } of templateImages(sample))
      expect(Buffer.compare(Buffer.from(bytes), publicFile(path)), path).toBe(0)
  })
})
