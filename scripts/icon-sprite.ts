import { pathToFileURL } from 'node:url'
import { resolve } from 'node:path'
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { SPRITE_ICONS } from '../src/components/layout/sprite-icons.ts'

const ID = 'virtual:icon-sprite'
const DEV_URL = '/@icon-sprite.svg'

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
    const list = Object.entries(attrs).filter(([k]) => k !== 'key').map(([k, v]) => ` ${k}="${escape(v)}"`)
    return `<${tag}${list.join('')}/>`
  })
  return `<symbol id="${id}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`
}

export async function buildSprite(): Promise<string> {
  const symbols = await Promise.all(Object.entries(SPRITE_ICONS).map(([id, lucideName]) => symbol(id, lucideName)))
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
}

/**
 * The shell's icons as one SVG sprite (`import spriteUrl from 'virtual:icon-sprite'`): a hashed asset that
 * the service worker precaches, drawn with `<use>`, so that icons add no JavaScript to the first page.
 */
export function iconSprite(): Plugin {
  let build = false
  return {
    name: 'icon-sprite',
    configResolved: (config) => void (build = config.command === 'build'),
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    async load(id) {
      if (id !== `\0${ID}`) return undefined
      if (!build) return `export default ${JSON.stringify(DEV_URL)}`
      const ref = this.emitFile({ type: 'asset', name: 'icons.svg', source: await buildSprite() })
      return `export default import.meta.ROLLUP_FILE_URL_${ref}`
    },
    configureServer(server) {
      server.middlewares.use(DEV_URL, (_req, res) => {
        void buildSprite().then((svg) => {
          res.setHeader('content-type', 'image/svg+xml')
          res.end(svg)
        })
      })
    },
  }
}
