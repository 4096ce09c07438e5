/**
 * Product pictures for the inventory seed: small SVG watch illustrations stored as data URLs, so the
 * demo never loads an external address and works offline. Each look is made from a few colour choices;
 * a product gets a front view at 10:10, a close-up of the dial, and the engraved case back.
 */

export interface WatchLook {
  background: string
  strap: string
  case: string
  dial: string
  /** Markers and hands: dark on light dials, light on dark ones. */
  ink: string
  accent: string
  chronograph: boolean
}

export const BACKGROUNDS = ['#eef2ff', '#f1f5f9', '#fef3c7', '#ecfdf5', '#fdf2f8', '#e0f2fe', '#f5f5f4']
export const STRAPS = ['#7c4a2d', '#1f2937', '#b7793f', '#1e293b', '#94a3b8', '#365314']
export const CASES = ['#cbd5e1', '#d4a95a', '#4b5563', '#e3a890']
export const DIALS = [
  { dial: '#1e3a5f', ink: '#f8fafc' },
  { dial: '#111827', ink: '#f9fafb' },
  { dial: '#f8fafc', ink: '#1f2937' },
  { dial: '#14532d', ink: '#f0fdf4' },
  { dial: '#1d4ed8', ink: '#eff6ff' },
  { dial: '#e7d7b1', ink: '#3f2d14' },
  { dial: '#6b7280', ink: '#ffffff' },
]
export const ACCENTS = ['#ef4444', '#f59e0b', '#10b981', '#38bdf8', '#e879f9']

const markers = (ink: string, r: number, len: number) =>
  Array.from({ length: 12 }, (_, i) => {
    const w = i % 3 === 0 ? 3.5 : 2
    return `<line x1="100" y1="${100 - r}" x2="100" y2="${100 - r + (i % 3 === 0 ? len + 3 : len)}" stroke="${ink}" stroke-width="${w}" stroke-linecap="round" transform="rotate(${i * 30} 100 100)"/>`
  }).join('')

const subdials = (look: WatchLook, scale: number) =>
  look.chronograph
    ? [
        [100, 100 - 20 * scale],
        [100 - 20 * scale, 100],
        [100 + 20 * scale, 100],
      ]
        .map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y}" r="${8 * scale}" fill="none" stroke="${look.ink}" stroke-opacity=".55" stroke-width="1.5"/>`,
        )
        .join('')
    : ''

const hands = (look: WatchLook, scale: number, hour: number, minute: number) =>
  `<line x1="100" y1="100" x2="100" y2="${100 - 24 * scale}" stroke="${look.ink}" stroke-width="${4.5 * Math.min(scale, 1.4)}" stroke-linecap="round" transform="rotate(${hour} 100 100)"/>` +
  `<line x1="100" y1="100" x2="100" y2="${100 - 36 * scale}" stroke="${look.ink}" stroke-width="${3 * Math.min(scale, 1.4)}" stroke-linecap="round" transform="rotate(${minute} 100 100)"/>` +
  `<line x1="100" y1="${100 + 8 * scale}" x2="100" y2="${100 - 38 * scale}" stroke="${look.accent}" stroke-width="1.5" transform="rotate(${minute + 130} 100 100)"/>` +
  `<circle cx="100" cy="100" r="${3.5 * scale}" fill="${look.accent}"/>`

function front(look: WatchLook): string {
  return (
    `<rect x="74" y="8" width="52" height="62" rx="10" fill="${look.strap}"/>` +
    `<rect x="74" y="130" width="52" height="62" rx="10" fill="${look.strap}"/>` +
    `<rect x="148" y="93" width="10" height="14" rx="3" fill="${look.case}"/>` +
    `<circle cx="100" cy="100" r="52" fill="${look.case}"/>` +
    `<circle cx="100" cy="100" r="45" fill="url(#d)"/>` +
    markers(look.ink, 40, 6) +
    subdials(look, 1) +
    hands(look, 1, 305, 60)
  )
}

function closeUp(look: WatchLook): string {
  return (
    `<circle cx="100" cy="100" r="96" fill="${look.case}"/>` +
    `<circle cx="100" cy="100" r="84" fill="url(#d)"/>` +
    markers(look.ink, 76, 10) +
    subdials(look, 1.9) +
    hands(look, 1.9, 40, 200)
  )
}

function caseBack(look: WatchLook): string {
  const rings = [70, 58, 44]
    .map(
      (r, i) =>
        `<circle cx="100" cy="100" r="${r}" fill="none" stroke="${look.ink === '#1f2937' ? '#475569' : '#64748b'}" stroke-opacity="${0.5 - i * 0.1}" stroke-width="2"/>`,
    )
    .join('')
  const screws = [45, 135, 225, 315]
    .map(
      (a) =>
        `<circle cx="${100 + 66 * Math.cos((a * Math.PI) / 180)}" cy="${100 + 66 * Math.sin((a * Math.PI) / 180)}" r="4" fill="#475569" fill-opacity=".6"/>`,
    )
    .join('')
  return (
    `<rect x="74" y="8" width="52" height="62" rx="10" fill="${look.strap}"/>` +
    `<rect x="74" y="130" width="52" height="62" rx="10" fill="${look.strap}"/>` +
    `<circle cx="100" cy="100" r="78" fill="${look.case}"/>` +
    rings +
    screws +
    `<rect x="70" y="96" width="60" height="3" rx="1.5" fill="#475569" fill-opacity=".5"/>` +
    `<rect x="80" y="104" width="40" height="3" rx="1.5" fill="#475569" fill-opacity=".4"/>`
  )
}

const VIEWS = [front, closeUp, caseBack]

/** One view (0 front, 1 dial close-up, 2 case back) of a watch, as an SVG data URL. */
export function watchImage(look: WatchLook, view: number): string {
  const body = (VIEWS[view % VIEWS.length] ?? front)(look)
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="400" height="400">` +
    `<defs><radialGradient id="d" cx=".4" cy=".35" r=".8"><stop offset="0" stop-color="${look.dial}" stop-opacity=".82"/><stop offset="1" stop-color="${look.dial}"/></radialGradient></defs>` +
    `<rect width="200" height="200" fill="${look.background}"/>${body}</svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
