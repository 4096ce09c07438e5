import type { Plugin, Rolldown } from 'vite'

/**
 * A first visit has no service worker yet, so every chunk comes over the network, and each one found only
 * when the code before it ran costs a round trip (Lighthouse's simulated phone: ~0.7 s a level). The
 * entry's imports, the page's route chunks and its translations were found four and five levels deep.
 * This writes into index.html:
 * - a `modulepreload` for each of the entry's static imports (every page needs them);
 * - a small script that, for the public pages a first visit can open, asks for that page's route chunks
 *   and its translations before the entry even starts: in the saved language and in English, which
 *   i18next loads beside it as the fallback (src/lib/i18n.ts).
 * Signed-in pages are left out: a first visit cannot open them, and later visits read from the precache.
 * On a page whose first screen is in its HTML (`data-first-screen`, scripts/prerender.ts) the code is not
 * needed for the first paint, so it is asked for once that paint is done.
 */
const ROUTE_SPLIT = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split/
const LOCALE = /[\\/]src[\\/]locales[\\/](\w+)[\\/](\w+)\.json$/
const USES_NAMESPACE = /useTranslation\(\s*\[?\s*['"](\w+)['"]/g

/** `_guest/reset-password/$token` → `^/reset-password/[^/]+/?$`; pathless (`_x`) segments and `index` drop. */
function routePattern(file: string): string {
  const segments = file
    .split('/')
    .filter((s) => !s.startsWith('_') && s !== 'index')
    .map((s) => (s.startsWith('$') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  return `^/${segments.join('/')}/?$`
}

/** The route files a first visit can open: everything outside the signed-in tree, layouts aside. */
function publicLeaves(files: string[]): string[] {
  return files.filter(
    (f) => f !== '__root' && !f.startsWith('_auth') && !files.some((other) => other.startsWith(`${f}/`)),
  )
}

export function firstVisitPreload(): Plugin {
  const namespacesOf = new Map<string, string[]>()
  return {
    name: 'first-visit-preload',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]src[\\/].+\.tsx?($|\?)/.test(id)) return null
      const found = [...code.matchAll(USES_NAMESPACE)].map((m) => m[1]!)
      if (found.length) namespacesOf.set(id.replace(/\?.*$/, ''), found)
      return null
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html
        const chunks = Object.values(ctx.bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk')
        const byName = new Map(chunks.map((c) => [c.fileName, c]))
        const entry = chunks.find((c) => c.isEntry && c.moduleIds.some((id) => id.includes('main.tsx')))
        if (!entry) return html
        const always = new Set([entry.fileName, ...entry.imports])

        const routeChunks = new Map<string, string[]>()
        const localeChunks: Record<string, string> = {}
        for (const chunk of chunks) {
          for (const id of chunk.moduleIds) {
            const route = ROUTE_SPLIT.exec(id)?.[1]?.replace(/\\/g, '/')
            if (route) routeChunks.set(route, [...(routeChunks.get(route) ?? []), chunk.fileName])
            const locale = LOCALE.exec(id)
            if (locale) localeChunks[`${locale[1]}/${locale[2]}`] = chunk.fileName
          }
        }

        /** A chunk with its static imports, those every page loads anyway left out. */
        const closure = (names: string[], seen = new Set<string>()): Set<string> => {
          for (const name of names) {
            if (seen.has(name) || always.has(name)) continue
            seen.add(name)
            closure(byName.get(name)?.imports ?? [], seen)
          }
          return seen
        }

        const files: string[] = []
        const index = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1)
        const routes = publicLeaves([...routeChunks.keys()]).map((leaf) => {
          const own = [...routeChunks.keys()].filter((f) => leaf === f || leaf.startsWith(`${f}/`))
          const needed = closure(own.flatMap((f) => routeChunks.get(f) ?? []))
          const namespaces = new Set(
            [...needed].flatMap((name) =>
              (byName.get(name)?.moduleIds ?? []).flatMap((id) => namespacesOf.get(id.replace(/\?.*$/, '')) ?? []),
            ),
          )
          // i18next loads `common` at its start, a level after the entry: it is asked for here too.
          namespaces.add('common')
          return [routePattern(leaf), [...needed].map(index), [...namespaces]] as const
        })
        const used = new Set(routes.flatMap(([, , namespaces]) => namespaces))
        const locales = Object.fromEntries(
          Object.entries(localeChunks)
            .filter(([key]) => used.has(key.split('/')[1]!))
            .map(([key, file]) => [key, index(file)]),
        )

        const script = `(function(){try{var f=${JSON.stringify(files)},r=${JSON.stringify(routes)},l=${JSON.stringify(locales)},
p=location.pathname,g=localStorage.getItem('lang')||'en',d=document.documentElement.hasAttribute('data-first-screen');
function a(i){var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href='/'+f[i];document.head.appendChild(k)}
function t(n,g){var c=l[g+'/'+n];if(c!==undefined)a(c)}
function go(){for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(a);r[i][2].forEach(function(n){t(n,g);if(g!=='en')t(n,'en')});break}}
if(d&&document.visibilityState==='visible')requestAnimationFrame(function(){setTimeout(go)});else go()
}catch(e){}})()`
        const links = entry.imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')
        return html.replace('</head>', () => `${links}<script>${script}</script></head>`)
      },
    },
  }
}
