import { describe, expect, it } from 'vitest'
import { ICON_NAMES } from '@/shared/constants/common'
import { iconFor } from './template-icons'
import { SPRITE_ICONS } from './sprite-icons'

describe('iconFor: the template icon names drawn with the icons the app ships', () => {
  it('draws the template shortcuts icons as their lucide counterparts', () => {
    expect(iconFor('heroicons_outline:star', 'link')).toBe('star')
    expect(iconFor('heroicons_solid:user-group', 'link')).toBe('users')
    expect(iconFor('heroicons_outline:chat-bubble-left-right', 'link')).toBe('message-circle')
    expect(iconFor('mat_outline:account_circle', 'link')).toBe('user')
    expect(iconFor('mat_solid:calendar_today', 'link')).toBe('calendar')
    expect(iconFor('feather:mail', 'link')).toBe('mail')
    expect(iconFor('heroicons_mini:cog-6-tooth', 'link')).toBe('settings')
  })

  it('keeps our own names and falls back for unknown or malformed ones', () => {
    for (const name of ICON_NAMES) expect(iconFor(name, 'link')).toBe(name)
    expect(iconFor('heroicons_outline:no-such-icon', 'link')).toBe('link')
    expect(iconFor('nope:star', 'layout-grid')).toBe('layout-grid')
    expect(iconFor(undefined, 'link')).toBe('link')
  })

  it('only ever answers icons the sprite has', () => {
    for (const name of ['heroicons_outline:academic-cap', 'mat_outline:payments', 'heroicons_outline:x']) {
      expect(Object.hasOwn(SPRITE_ICONS, iconFor(name, 'link'))).toBe(true)
    }
  })
})
