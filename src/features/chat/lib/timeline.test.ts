import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '@/shared/schemas/chat'
import { hhmm, listTime, relativeDay, timeline } from './timeline'

const msg = (id: string, at: Date, isMine: boolean): ChatMessage => ({
  id,
  chatId: 'c',
  contactId: isMine ? 'me' : 'x',
  isMine,
  value: id,
  createdAt: at.toISOString(),
})

describe('chat timeline', () => {
  it('adds a separator per day and marks runs by side', () => {
    const items = timeline([
      msg('c', new Date(2024, 4, 11, 9, 0), true),
      msg('a', new Date(2024, 4, 10, 22, 0), false),
      msg('b', new Date(2024, 4, 10, 22, 5), false),
      msg('d', new Date(2024, 4, 11, 9, 1), false),
    ])
    expect(
      items.map((i) =>
        i.kind === 'day' ? `day:${i.date.getDate()}` : `${i.message.id}${i.first ? '^' : ''}${i.last ? '$' : ''}`,
      ),
    ).toEqual(['day:10', 'a^', 'b$', 'day:11', 'c^$', 'd^$'])
  })
  it('formats times as HH:mm and names today and yesterday', () => {
    expect(hhmm(new Date(2024, 0, 1, 7, 5).toISOString())).toBe('07:05')
    const now = new Date(2024, 4, 10, 12)
    expect(relativeDay(new Date(2024, 4, 10, 1), now)).toBe('today')
    expect(relativeDay(new Date(2024, 4, 9, 23), now)).toBe('yesterday')
    expect(relativeDay(new Date(2024, 4, 1), now)).toBeNull()
    expect(listTime(new Date(2024, 4, 10, 8, 30).toISOString(), 'en', now)).toBe('08:30')
    expect(listTime(new Date(2024, 3, 2).toISOString(), 'en', now)).toBe('Apr 2')
  })
})
