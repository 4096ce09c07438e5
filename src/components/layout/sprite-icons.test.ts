import { describe, expect, it } from 'vitest'
import { buildSprite } from '../../../scripts/icon-sprite'
import { ICON_NAMES } from '@/shared/constants/common'
import { SPRITE_ICONS } from './sprite-icons'

describe('the shell icon sprite', () => {
  it('draws every icon name the data may carry', () => {
    for (const name of ICON_NAMES) expect(SPRITE_ICONS).toHaveProperty(name)
  })

  it('has one symbol with lucide shapes for every sprite name, renamed lucide icons included', async () => {
    const svg = await buildSprite()
    const symbols = [...svg.matchAll(/<symbol id="icon-([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)]
    expect(symbols.map((m) => m[1]).sort()).toEqual(Object.keys(SPRITE_ICONS).sort())
    for (const [, , body] of symbols)
      expect(body).toMatch(/^(<(path|circle|rect|line|polyline|polygon|ellipse) [^>]+\/>)+$/)
    // trash-2 and triangle-alert only re-export renamed icons in lucide-react 1.x.
    expect(svg).toMatch(/<symbol id="icon-trash-2" viewBox="0 0 24 24"><path /)
    expect(svg).toMatch(/<symbol id="icon-alert-triangle" viewBox="0 0 24 24"><path /)
    expect(svg).not.toContain(' key=')
  })
})
