import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { serveBuiltApp } from './static'

function builtApp() {
  const dir = mkdtempSync(join(tmpdir(), 'built-app-'))
  writeFileSync(join(dir, 'index.html'), 'the app')
  writeFileSync(join(dir, 'sign-in.html'), 'sign-in, prerendered')
  mkdirSync(join(dir, 'gym'))
  writeFileSync(join(dir, 'gym', 'home.html'), 'gym home, prerendered')
  writeFileSync(join(dir, 'sw.js'), 'worker')
  const app = new Hono()
  app.get('/api/ping', (c) => c.text('pong'))
  serveBuiltApp(app, dir)
  return app
}

describe('the built app, served beside the sync server', () => {
  const app = builtApp()
  const text = async (path: string) => {
    const res = await app.request(path)
    return `${res.status} ${await res.text()}`
  }

  it('serves a prerendered page from its own HTML, query and all', async () => {
    expect(await text('/sign-in')).toBe('200 sign-in, prerendered')
    expect(await text('/sign-in?redirect=%2Fapps%2Ftasks')).toBe('200 sign-in, prerendered')
    expect(await text('/gym/home')).toBe('200 gym home, prerendered')
  })

  it('serves every other page as the single-page app, and files as themselves', async () => {
    expect(await text('/apps/tasks')).toBe('200 the app')
    expect(await text('/gym')).toBe('200 the app')
    expect(await text('/sw.js')).toBe('200 worker')
  })

  it('never looks outside the built app for a page, and leaves the API alone', async () => {
    expect(await text('/..%2Fpasswd')).toBe('200 the app')
    expect(await text('/%2E%2E/%2E%2E/etc/hostname')).toBe('200 the app')
    expect(await text('/api/ping')).toBe('200 pong')
  })
})
