// Draws each white-label variant's logo and app icons, and writes them into public/.
// There is no image library in the project, so PNGs are rendered from the SVGs in headless Chromium.
// usage: node scripts/make-variant-assets.mjs   (then commit public/logos and public/icons)
import { mkdirSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'

// [app, isSvg, gradient from, gradient to, glyph drawn in a 512 box, colour used inside the glyph]
const VARIANTS = [
  ['vidaSaludable', true, '#14b8a6', '#115e59', heart],
  ['vidaSaludableNutri', true, '#f59e0b', '#b45309', apple],
  ['gym', true, '#3b82f6', '#1e3a8a', dumbbell],
  ['barber', false, '#f43f5e', '#9f1239', scissors],
  ['futbol', true, '#6366f1', '#312e81', ball],
  ['visionLatina', false, '#a855f7', '#581c87', eye],
  ['picoTaller', true, '#f59e0b', '#9a3412', gear],
]

function heart(ink) {
  return `<path fill="#fff" d="M256 400C150 324 96 266 96 198c0-48 38-84 84-84 34 0 60 18 76 44 16-26 42-44 76-44 46 0 84 36 84 84 0 68-54 126-160 202Z"/>
  <polyline fill="none" stroke="${ink}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round" points="132,238 204,238 228,192 262,284 290,222 306,238 380,238"/>`
}

function apple(ink) {
  return `<path fill="#fff" d="M256 176c-46-30-126-20-132 66-6 84 56 166 102 166 16 0 22-8 30-8s14 8 30 8c46 0 108-82 102-166-6-86-86-96-132-66Z"/>
  <path fill="none" stroke="#fff" stroke-width="18" stroke-linecap="round" d="M256 176c0-24 6-44 18-60"/>
  <path fill="#fff" opacity=".9" d="M282 138c14-34 48-50 86-44-8 36-42 56-86 44Z"/>
  <path fill="none" stroke="${ink}" stroke-width="14" stroke-linecap="round" opacity=".35" d="M176 250c0-30 14-48 34-56"/>`
}

function dumbbell() {
  return `<g fill="#fff"><rect x="170" y="238" width="172" height="36" rx="10"/>
  <rect x="120" y="164" width="50" height="184" rx="16"/><rect x="342" y="164" width="50" height="184" rx="16"/>
  <rect x="82" y="200" width="34" height="112" rx="12"/><rect x="396" y="200" width="34" height="112" rx="12"/></g>`
}

function scissors(ink) {
  return `<g fill="none" stroke="#fff" stroke-linecap="round">
  <line x1="216" y1="316" x2="338" y2="118" stroke-width="30"/><line x1="296" y1="316" x2="174" y2="118" stroke-width="30"/>
  <circle cx="190" cy="360" r="46" stroke-width="24"/><circle cx="322" cy="360" r="46" stroke-width="24"/></g>
  <circle cx="256" cy="250" r="12" fill="${ink}"/>`
}

function ball(ink) {
  const pent = (r, cx = 256, cy = 256, rot = -90) =>
    Array.from({ length: 5 }, (_, k) => {
      const a = ((rot + k * 72) * Math.PI) / 180
      return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`
    }).join(' ')
  const spokes = Array.from({ length: 5 }, (_, k) => {
    const a = ((-90 + k * 72) * Math.PI) / 180
    return `<line x1="${(256 + 54 * Math.cos(a)).toFixed(1)}" y1="${(256 + 54 * Math.sin(a)).toFixed(1)}" x2="${(256 + 148 * Math.cos(a)).toFixed(1)}" y2="${(256 + 148 * Math.sin(a)).toFixed(1)}"/>`
  }).join('')
  return `<circle cx="256" cy="256" r="150" fill="#fff"/>
  <polygon points="${pent(56)}" fill="${ink}"/>
  <g stroke="${ink}" stroke-width="12" stroke-linecap="round">${spokes}</g>
  <circle cx="256" cy="256" r="150" fill="none" stroke="${ink}" stroke-width="6" opacity=".25"/>`
}

function eye(ink) {
  return `<path fill="#fff" d="M88 256c56-84 112-120 168-120s112 36 168 120c-56 84-112 120-168 120S144 340 88 256Z"/>
  <circle cx="256" cy="256" r="74" fill="${ink}"/><circle cx="256" cy="256" r="32" fill="#1e1b4b"/>
  <circle cx="282" cy="230" r="14" fill="#fff"/>`
}

function gear(ink) {
  const teeth = Array.from(
    { length: 8 },
    (_, k) => `<rect x="226" y="92" width="60" height="80" rx="12" transform="rotate(${k * 45} 256 256)"/>`,
  ).join('')
  return `<g fill="#fff">${teeth}<circle cx="256" cy="256" r="120"/></g><circle cx="256" cy="256" r="48" fill="${ink}"/>`
}

/** The logo: a rounded tile with the glyph. `full` makes a square full-bleed tile (maskable icons). */
function svg([app, , from, to, glyph], { full = false, scale = 1 } = {}) {
  const g = glyph(to)
  const inner =
    scale === 1 ? g : `<g transform="translate(${256 * (1 - scale)} ${256 * (1 - scale)}) scale(${scale})">${g}</g>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" role="img" aria-label="${app}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="512" height="512" rx="${full ? 0 : 116}" fill="url(#g)"/>
  ${inner}
</svg>
`
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage()

async function png(markup, size, file) {
  await page.setViewportSize({ width: size, height: size })
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${markup.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  )
  await page.screenshot({ path: file, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } })
}

mkdirSync('public/logos', { recursive: true })
for (const v of VARIANTS) {
  const [app, isSvg] = v
  const dir = `public/icons/${app}`
  mkdirSync(dir, { recursive: true })
  if (isSvg) writeFileSync(`public/logos/${app}.svg`, svg(v))
  else await png(svg(v), 256, `public/logos/${app}.png`)
  await png(svg(v), 192, `${dir}/icon-192.png`)
  await png(svg(v), 512, `${dir}/icon-512.png`)
  // Maskable: opaque to the edges, the glyph inside the central safe zone (a circle of 80 %).
  await png(svg(v, { full: true, scale: 0.72 }), 512, `${dir}/icon-maskable-512.png`)
  console.log(app)
}
await browser.close()
