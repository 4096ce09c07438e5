import { describe, expect, it } from 'vitest'
import { appLink, imageDataUrl, isIsoDate, isSafeLink, requiredName, text } from './fields'
import { imageTypeOfDataUrl, sniffImageType } from '../images'

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success

describe('text building blocks', () => {
  it('trim, refuse controls, bidi overrides and lone surrogates, keep line breaks only where asked', () => {
    expect(text(10).parse('  a b  ')).toBe('a b')
    for (const bad of ['a\u0000', '\u0085', '\u202Eab', 'a\u2066b', '\uD83D', 'a\nb', 'a\tb'])
      expect(ok(text(10), bad)).toBe(false)
    expect(text(20, { multiline: true }).parse('one\r\n\ttwo')).toBe('one\r\n\ttwo')
    expect(ok(text(20, { multiline: true }), 'a\u0000b')).toBe(false)
    expect(ok(text(10), '😀 ok')).toBe(true)
  })

  it('require something visible in names', () => {
    expect(ok(requiredName(10), '\u200B\u200D')).toBe(false)
    expect(ok(requiredName(10), '   ')).toBe(false)
    for (const name of ['★', 'Ünal', '日本', '-']) expect(ok(requiredName(10), name)).toBe(true)
  })
})

describe('links', () => {
  it('take app paths and http(s) URLs with a host, nothing that leaves the app another way', () => {
    for (const good of ['/apps/chat', '/', 'https://example.com/a?b', 'HTTP://x.y']) expect(isSafeLink(good)).toBe(true)
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://',
      'apps/chat',
      'mailto:a@b.c',
    ])
      expect(isSafeLink(bad)).toBe(false)
    expect(ok(appLink(), '/apps/mail\u0000')).toBe(false)
  })
})

describe('images', () => {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  const b64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes))

  it('know a file by its first bytes', () => {
    expect(sniffImageType(new Uint8Array(png))).toBe('image/png')
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffImageType(new TextEncoder().encode('GIF89a...'))).toBe('image/gif')
    expect(sniffImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp')
    expect(sniffImageType(new TextEncoder().encode('<?xml version="1.0"?>\n<svg xmlns="x"></svg>'))).toBe(
      'image/svg+xml',
    )
    expect(sniffImageType(new TextEncoder().encode('<!doctype html><svg>'))).toBeUndefined()
    expect(sniffImageType(new Uint8Array(0))).toBeUndefined()
  })

  it('check data URLs, base64 or percent-encoded, against their declared type', () => {
    expect(imageTypeOfDataUrl(`data:image/png;base64,${b64(png)}`)).toBe('ok')
    expect(imageTypeOfDataUrl(`data:image/jpeg;base64,${b64(png)}`)).toBe('mismatch')
    expect(imageTypeOfDataUrl(`data:image/png;base64,${btoa('<html>')}`)).toBe('mismatch')
    expect(imageTypeOfDataUrl('data:image/png;base64,')).toBe('empty')
    expect(
      imageTypeOfDataUrl(
        `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`,
      ),
    ).toBe('ok')
    expect(imageTypeOfDataUrl('data:text/html,<svg>')).toBe('not-image')
    expect(ok(imageDataUrl(100), `data:image/png;base64,${b64(png)}`)).toBe(true)
  })
})

describe('ISO dates', () => {
  it('take real calendar dates and date-times, not what Date.parse forgives', () => {
    for (const good of ['2026-03-01', '2026-03-01T10:00', '2026-03-01T10:00:00.000Z', '2024-02-29T23:59:59+03:00'])
      expect(isIsoDate(good)).toBe(true)
    for (const bad of ['1', 'tomorrow', '2026-02-31', '2025-02-29', '2026-13-01', '2026-03-01T24:00', 'March 1, 2026'])
      expect(isIsoDate(bad)).toBe(false)
  })
})
