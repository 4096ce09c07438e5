import { describe, expect, it } from 'vitest'
import { isIos } from './install-store'

const nav = (userAgent: string, platform = '', maxTouchPoints = 0) =>
  ({ userAgent, platform, maxTouchPoints }) as Navigator

describe('isIos', () => {
  it('knows iPhones and iPads, including iPadOS that says it is a Mac', () => {
    expect(
      isIos(
        nav('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'),
      ),
    ).toBe(true)
    expect(
      isIos(nav('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15', 'MacIntel', 5)),
    ).toBe(true)
  })
  it('leaves out Macs, Android and desktops', () => {
    expect(
      isIos(nav('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15', 'MacIntel', 0)),
    ).toBe(false)
    expect(
      isIos(
        nav(
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36',
          'Linux armv8l',
          5,
        ),
      ),
    ).toBe(false)
    expect(
      isIos(nav('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36', 'Linux x86_64')),
    ).toBe(false)
  })
})
