import { pathToFileURL } from 'node:url'
import { resolve } from 'node:path'
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { SPRITE_ICONS } from '../src/components/layout/sprite-icons.ts'

type IconNode = [tag: string, attrs: Record<string, string | number>][]

const escape = (v: string | number) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** An icon's shapes; renamed icons' modules only re-export the new name's. */
async function iconNode(lucideName: string): Promise<IconNode> {
  const file = resolve('node_modules/lucide-react/dist/esm/icons', `${lucideName}.mjs`)
  const module = (await import(pathToFileURL(file).href)) as { __iconData?: { node: IconNode } }
  if (module.__iconData) return module.__iconData.node
  const target = /export \{ default \} from '\.\/([\w-]+)\.mjs'/.exec(readFileSync(file, 'utf8'))?.[1]
  if (!target) throw new Error(`lucide-react has no icon '${lucideName}'`)
  return iconNode(target)
}

async function symbol(id: string, lucideName: string): Promise<string> {
  const shapes = (await iconNode(lucideName)).map(([tag, attrs]) => {
    const list = Object.entries(attrs)
      .filter(([k]) => k !== 'key')
      .map(([k, v]) => ` ${k}="${escape(v)}"`)
    return `<${tag}${list.join('')}/>`
  })
  return `<symbol id="icon-${id}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`
}

export async function buildSprite(): Promise<string> {
  const symbols = await Promise.all(Object.entries(SPRITE_ICONS).map(([id, lucideName]) => symbol(id, lucideName)))
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
}

/**
 * The shell's icons as one SVG sprite inlined, hidden, at the top of index.html and drawn with
 * `<use href="#icon-name">`, so that icons add no JavaScript to the first page. (An external sprite file
 * made Chromium style its whole document again for each batch of icons: 4 x 353 elements per start.)
 */
export function iconSprite(): Plugin {
  return {
    name: 'icon-sprite',
    transformIndexHtml: async (html) =>
      html.replace(
        /<body([^>]*)>/,
        `<body$1>${(await buildSprite()).replace('<svg ', '<svg hidden aria-hidden="true" ')}`,
      ),
  }
}
