import { spawn, type ChildProcess } from 'node:child_process'
import { expect, openApp, test } from './fixtures'

// About the first visit, the worker's life or other origins: each test starts from a new profile.
test.use({ freshContext: true })

/**
 * Each white-label build serves its own configuration, name, logo, colours and manifest. Two variants
 * (a raster-logo one and an SVG one) are built into their own folders and served on spare ports.
 * E2E_VARIANT_PREBUILT=1 skips the builds and serves dist-variant-<mode> as found (for a tree that is
 * built elsewhere).
 */
const BASE = Number(process.env.E2E_PORT ?? 4173)
const BUILDS = [
  {
    mode: 'barber',
    port: BASE + 50,
    name: 'Barbería Clásica',
    home: '/barber/home',
    isSvg: false,
    logo: '/logos/barber.png',
    palette: 'theme-rose',
    theme: '#e11d48',
  },
  {
    mode: 'futbol',
    port: BASE + 60,
    name: 'Club de Fútbol',
    home: '/futbol/home',
    isSvg: true,
    logo: '/logos/futbol.svg',
    palette: 'theme-default',
    theme: '#4f46e5',
  },
] as const

// The first visit of every test installs the worker and seeds the database.
test.beforeEach(() => test.slow())

const servers: ChildProcess[] = []

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/vite', args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let err = ''
    child.stderr.on('data', (d) => (err += d))
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite ${args.join(' ')} failed: ${err}`))))
  })
}

async function serve(dir: string, port: number) {
  const child = spawn('node_modules/.bin/vite', ['preview', '--outDir', dir, '--port', String(port), '--strictPort'], {
    stdio: 'ignore',
  })
  servers.push(child)
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`http://localhost:${port}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`preview of ${dir} did not start on ${port}`)
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  if (!process.env.E2E_VARIANT_PREBUILT) {
    await Promise.all(
      BUILDS.map((b) =>
        run(['build', '--mode', b.mode, '--outDir', `dist-variant-${b.mode}`, '--emptyOutDir', '--logLevel', 'error']),
      ),
    )
  }
  await Promise.all(BUILDS.map((b) => serve(`dist-variant-${b.mode}`, b.port)))
})

test.afterAll(() => {
  for (const s of servers) s.kill()
})

for (const b of BUILDS) {
  test(`the ${b.mode} build serves its own configuration, name, logo, theme and manifest`, async ({ page }) => {
    const origin = `http://localhost:${b.port}`
    await openApp(page, `${origin}/`)
    await expect(page).toHaveURL(`${origin}${b.home}`, { timeout: 30_000 })
    await expect(page).toHaveTitle(b.name)
    await expect(page.locator('html')).toHaveAttribute('data-palette', b.palette)
    await expect(page.locator('meta[name=theme-color]')).toHaveAttribute('content', b.theme)
    await expect(page.getByRole('banner').locator('img').first()).toHaveAttribute('src', b.logo)
    await expect(page.getByRole('banner')).toContainText(b.name)

    const config = await page.evaluate(async () => (await fetch('/api/common/config')).json())
    expect(config).toEqual({ exito: true, mensaje: expect.any(String), data: { app: b.mode, isSvg: b.isSvg } })

    const manifest = await page.evaluate(async () =>
      (await fetch(document.querySelector<HTMLLinkElement>('link[rel=manifest]')!.href)).json(),
    )
    expect(manifest).toMatchObject({ name: b.name, theme_color: b.theme, display: 'standalone', start_url: '/' })
    expect(manifest.icons.map((i: { src: string }) => i.src)).toEqual([
      `icons/${b.mode}/icon-192.png`,
      `icons/${b.mode}/icon-512.png`,
      `icons/${b.mode}/icon-maskable-512.png`,
    ])
    const logo = await page.request.get(`${origin}${b.logo}`)
    expect(logo.headers()['content-type']).toBe(b.isSvg ? 'image/svg+xml' : 'image/png')
  })
}
