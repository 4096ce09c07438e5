/** Image types the app stores, and how their files begin. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b)
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))

/** The image type the first bytes of a file show, or undefined for anything else (HTML, text, empty). */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart().toLowerCase()
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/.test(head)) return 'image/svg+xml'
  return undefined
}

/** Whether a file's bytes are the image type it declares (a 0-byte file never is). */
export function bytesMatchType(bytes: Uint8Array, declared: string): boolean {
  return bytes.length > 0 && sniffImageType(bytes) === declared.toLowerCase()
}

const HEAD_BYTES = 600

function decodeHead(payload: string, base64: boolean): Uint8Array | undefined {
  try {
    if (!base64)
      return new TextEncoder().encode(decodeURIComponent(payload.slice(0, HEAD_BYTES * 3).replace(/%[0-9a-f]?$/i, '')))
    const chunk = payload.slice(0, Math.ceil((HEAD_BYTES * 4) / 3 / 4) * 4).replace(/=+$/, '')
    const binary = atob(chunk.padEnd(Math.ceil(chunk.length / 4) * 4, '='))
    return Uint8Array.from(binary, (c) => c.charCodeAt(0))
  } catch {
    return undefined
  }
}

/**
 * Checks an image data URL: 'ok' when its first bytes are the declared type, 'empty' without bytes,
 * 'mismatch' when they are something else (HTML labelled image/png), 'not-image' for any other string.
 */
export function imageTypeOfDataUrl(value: string): 'ok' | 'empty' | 'mismatch' | 'not-image' {
  const m = /^data:(image\/(?:png|jpeg|gif|webp|svg\+xml))((?:;[\w-]+=[\w.-]+)*)(;base64)?,/i.exec(value)
  if (!m) return 'not-image'
  const payload = value.slice(m[0].length)
  if (!payload) return 'empty'
  const bytes = decodeHead(payload, Boolean(m[3]))
  if (!bytes || bytes.length === 0) return 'mismatch'
  return sniffImageType(bytes) === m[1]!.toLowerCase() ? 'ok' : 'mismatch'
}
