/**
 * Writes the template's demo pictures (API-CONTRACT.md: `assets/images/avatars/brian-hughes.jpg` and the
 * avatars and cards of contacts, chats and messages) as small real JPEGs into public/assets/images. They are
 * drawn here, pixel by pixel, from nothing but numbers: a head-and-shoulders figure on a coloured ground
 * for avatars, soft shapes on a gradient for cards. No photograph, no font, no licence to carry.
 * Deterministic: the same files on every run (seeds/template-images.test.ts checks the committed ones).
 *
 *   node scripts/make-template-images.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import jpeg from 'jpeg-js'

export const AVATAR_SIZE = 128
export const CARD_WIDTH = 640
export const CARD_HEIGHT = 480
export const AVATAR_COUNT = 20
export const CARD_COUNT = 10
const AVATAR_QUALITY = 72
const CARD_QUALITY = 50

const pad = (n) => String(n).padStart(2, '0')

/** Every picture: its path under public/ and how it is drawn. */
export function templateImagePlan() {
  const avatars = [{ path: 'assets/images/avatars/brian-hughes.jpg', kind: 'avatar', seed: 0, hair: 'short' }]
  for (let i = 1; i <= AVATAR_COUNT; i++) {
    avatars.push({ path: `assets/images/avatars/female-${pad(i)}.jpg`, kind: 'avatar', seed: i * 2, hair: 'long' })
    avatars.push({ path: `assets/images/avatars/male-${pad(i)}.jpg`, kind: 'avatar', seed: i * 2 + 1, hair: 'short' })
  }
  const cards = Array.from({ length: CARD_COUNT }, (_, i) => ({
    path: `assets/images/cards/${i + 1}-640x480.jpg`,
    kind: 'card',
    seed: i,
  }))
  return [...avatars, ...cards]
}

/** HSL (h in turns, s and l 0..1) to RGB 0..255. */
function hsl(h, s, l) {
  const f = (n) => {
    const k = (n + h * 12) % 12
    return Math.round(255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [f(0), f(8), f(4)]
}

const mix = (a, b, t) => a.map((v, i) => Math.round(v + (b[i] - v) * t))

/** Paints with 3x3 supersampling: `colourAt(x, y)` is asked at sub-pixel centres and averaged. */
function paint(width, height, colourAt) {
  const data = Buffer.alloc(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0,
        g = 0,
        b = 0
      for (let sy = 0; sy < 3; sy++) {
        for (let sx = 0; sx < 3; sx++) {
          const [cr, cg, cb] = colourAt(x + (sx + 0.5) / 3, y + (sy + 0.5) / 3)
          r += cr
          g += cg
          b += cb
        }
      }
      const o = (y * width + x) * 4
      data[o] = Math.round(r / 9)
      data[o + 1] = Math.round(g / 9)
      data[o + 2] = Math.round(b / 9)
      data[o + 3] = 255
    }
  }
  return { width, height, data }
}

const inEllipse = (x, y, cx, cy, rx, ry) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1

function avatar({ seed, hair }) {
  const hue = (seed * 0.381966) % 1
  const ground = hsl(hue, 0.45, 0.78)
  const shirt = hsl((hue + 0.5) % 1, 0.4, 0.42)
  const skin = hsl(0.07 + (seed % 5) * 0.01, 0.45, 0.55 + (seed % 4) * 0.08)
  const hairColour = hsl(0.08, 0.35, 0.12 + (seed % 3) * 0.12)
  const s = AVATAR_SIZE / 128
  return paint(AVATAR_SIZE, AVATAR_SIZE, (x, y) => {
    const X = x / s,
      Y = y / s
    if (inEllipse(X, Y, 64, 132, 50, 44)) return shirt
    if (inEllipse(X, Y, 64, 56, 23, 27)) {
      if (hair === 'short' && Y < 42 && inEllipse(X, Y, 64, 50, 25, 26)) return hairColour
      if (hair === 'long' && Y < 40) return hairColour
      return skin
    }
    if (hair === 'long' && inEllipse(X, Y, 64, 60, 31, 38) && Y < 92) return hairColour
    if (inEllipse(X, Y, 64, 86, 9, 10)) return skin
    return mix(ground, [255, 255, 255], Math.max(0, 0.25 - Y / 512))
  })
}

function card({ seed }) {
  const hue = (seed * 0.381966 + 0.1) % 1
  const top = hsl(hue, 0.55, 0.62)
  const bottom = hsl((hue + 0.12) % 1, 0.5, 0.38)
  const blobs = Array.from({ length: 4 }, (_, i) => ({
    cx: (seed * 97 + i * 173) % 640,
    cy: (seed * 59 + i * 131) % 480,
    r: 60 + (((seed + i) * 37) % 120),
  }))
  return paint(CARD_WIDTH, CARD_HEIGHT, (x, y) => {
    let colour = mix(top, bottom, (x / CARD_WIDTH + y / CARD_HEIGHT) / 2)
    for (const b of blobs)
      if ((x - b.cx) ** 2 + (y - b.cy) ** 2 <= b.r ** 2) colour = mix(colour, [255, 255, 255], 0.14)
    return colour
  })
}

/** The pictures as JPEG bytes, by path (all of them, or those `only` names). */
export function templateImages(only) {
  return templateImagePlan()
    .filter((item) => !only || only.includes(item.path))
    .map((item) => ({
      path: item.path,
      bytes:
        item.kind === 'avatar'
          ? jpeg.encode(avatar(item), AVATAR_QUALITY).data
          : jpeg.encode(card(item), CARD_QUALITY).data,
    }))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../public')
  let total = 0
  for (const { path, bytes } of templateImages()) {
    mkdirSync(dirname(resolve(root, path)), { recursive: true })
    writeFileSync(resolve(root, path), bytes)
    total += bytes.length
  }
  console.log(`wrote ${templateImagePlan().length} pictures, ${(total / 1024).toFixed(1)} kB`)
}
