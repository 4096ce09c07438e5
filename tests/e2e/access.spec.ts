import type { Page } from '@playwright/test'
import { DEMO, expect, openApp, signInViaApi, test } from './fixtures'

// Sign-up, verification and two mailboxes: several full loads on a shared machine.
test.describe.configure({ timeout: 180_000 })

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
})

const api = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p as string, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: localStorage.getItem('accessToken') ?? '' },
        body: JSON.stringify(b),
      })
      return { status: res.status, body: await res.json() }
    },
    [path, body] as const,
  )

/** Signs up a new patient, verifies it with the code from its own mailbox (as the verify screen does) and signs in. */
async function newPatient(page: Page) {
  const creds = { email: `eve.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`, password: 'secret12' }
  expect((await api(page, '/api/auth/sign-up', { name: 'Eve Attacker', ...creds })).status).toBe(200)
  const { body } = await api(page, '/api/auth/demo-inbox', creds)
  const code = /(\d{4})$/.exec((body as { mails: Array<{ subject: string }> }).mails[0]!.subject)![1]
  expect((await api(page, '/api/auth/verify-code', { email: creds.email, code })).status).toBe(200)
  await signInViaApi(page, creds)
  return creds
}

const mailList = (page: Page) => page.getByRole('list', { name: /^Mails in / })

test("a new patient who asks for the admin's reset never sees the link; the admin's mailbox has it", async ({
  page,
}) => {
  await openApp(page, '/sign-in')
  await newPatient(page)
  // The attacker asks for the admin's reset link.
  expect((await api(page, '/api/auth/forgot-password', { email: DEMO.email })).body).toBe(true)

  await page.goto('/apps/mailbox')
  await expect(page.getByRole('heading', { name: 'Mailbox', level: 1 })).toBeVisible({ timeout: 45_000 })
  // Only the patient's own mail: its code, nothing addressed to the admin.
  await expect(mailList(page).getByRole('listitem')).toHaveCount(1)
  await expect(mailList(page)).toContainText('verificación')
  await expect(page.getByText(/restablece tu contraseña/)).toHaveCount(0)
  const inbox = await page.evaluate(async () =>
    (
      await fetch('/api/apps/mailbox/mails?folder=inbox&page=1', {
        headers: { authorization: localStorage.getItem('accessToken') ?? '' },
      })
    ).json(),
  )
  expect((inbox.mails as Array<{ content: string }>).filter((m) => m.content.includes('/reset-password/'))).toEqual([])

  await signInViaApi(page, DEMO)
  await page.goto('/apps/mailbox')
  await expect(mailList(page).getByRole('listitem').first()).toContainText('restablece tu contraseña', {
    timeout: 45_000,
  })
})

test('a patient has no staff apps in the navigation, and opening one shows No access', async ({ page }) => {
  await openApp(page, '/sign-in')
  await signInViaApi(page, { email: 'paciente@clinica.test', password: 'paciente' })
  await page.goto('/medical/home')
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(nav.locator('a[href="/medical/home"]')).toBeVisible({ timeout: 45_000 })
  const links = await nav.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  const staff =
    /^\/(apps\/(chat|tasks|notes|scrumboard|contacts|ecommerce|file-manager|academy|help-center)|dashboards|pages\/activities|ui\/icons|example|maintenance|persons)/
  expect(links.filter((l) => staff.test(l!))).toEqual([])
  expect(links).toContain('/apps/mailbox')

  for (const path of ['/apps/chat', '/apps/scrumboard', '/dashboards/finance']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'No access' }), path).toBeVisible({ timeout: 45_000 })
  }
  // The server refuses too, whatever the screen shows.
  const status = await page.evaluate(
    async () =>
      (await fetch('/api/apps/contacts/all', { headers: { authorization: localStorage.getItem('accessToken') ?? '' } }))
        .status,
  )
  expect(status).toBe(403)
})

test('the role guard runs on every in-app navigation: No access leaves for a page the role may open and comes back with Back', async ({
  page,
}) => {
  await openApp(page, '/sign-in')
  await signInViaApi(page, { email: 'paciente@clinica.test', password: 'paciente' })
  await page.goto('/apps/chat')
  const noAccess = page.getByRole('heading', { name: 'No access' })
  await expect(noAccess).toBeVisible({ timeout: 45_000 })
  // Client-side navigations from here on, within the signed-in frame: the router decides what it shows.
  const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length)
  await page.getByRole('navigation', { name: 'Main navigation' }).locator('a[href="/apps/mailbox"]').click()
  await expect(page).toHaveURL(/\/apps\/mailbox/)
  await expect(page.getByRole('heading', { name: 'Mailbox', level: 1 })).toBeVisible({ timeout: 45_000 })
  await expect(noAccess).toHaveCount(0)
  await page.goBack()
  await expect(page).toHaveURL(/\/apps\/chat$/)
  await expect(noAccess).toBeVisible()
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads)
})

test('only the admin may reset the demo data, and is asked again naming the unsynced changes it would lose', async ({
  page,
}) => {
  await openApp(page, '/sign-in')
  await signInViaApi(page, { email: 'paciente@clinica.test', password: 'paciente' })
  await page.goto('/settings')
  // The page first, or the absence below would be true of an empty screen.
  await expect(page.getByRole('heading', { level: 2, name: 'Appearance' })).toBeVisible({ timeout: 45_000 })
  await expect(page.getByRole('heading', { name: 'Demo data' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Reset demo data' })).toHaveCount(0)
  expect((await api(page, '/api/common/reset-demo-data', {})).status).toBe(403)

  await signInViaApi(page, DEMO)
  // Two changes that are not synced anywhere yet.
  for (let i = 0; i < 2; i++) {
    const shortcuts = await page.evaluate(async () =>
      (
        await fetch('/api/common/shortcuts', { headers: { authorization: localStorage.getItem('accessToken') ?? '' } })
      ).json(),
    )
    await page.evaluate(
      async (id) =>
        fetch(`/api/common/shortcuts?id=${id}`, {
          method: 'DELETE',
          headers: { authorization: localStorage.getItem('accessToken') ?? '' },
        }),
      shortcuts[0].id as string,
    )
  }
  const { status, body } = await api(page, '/api/common/reset-demo-data', {})
  expect(status).toBe(409)
  const unsynced = (body as { unsynced: number }).unsynced
  expect(unsynced).toBeGreaterThanOrEqual(2)

  await page.goto('/settings')
  await page.getByRole('button', { name: 'Reset demo data' }).click({ timeout: 45_000 })
  await page.getByRole('dialog').getByRole('button', { name: 'Reset', exact: true }).click()
  const second = page.getByRole('dialog', { name: 'Unsynced changes' })
  await expect(second).toContainText(`${unsynced} changes have not been synced yet and will be lost for good.`)
  await second.getByRole('button', { name: 'Lose them and reset' }).click()
  await expect(page.getByText('The demo data was reset')).toBeVisible()
  const after = await page.evaluate(async () =>
    (
      await fetch('/api/common/shortcuts', { headers: { authorization: localStorage.getItem('accessToken') ?? '' } })
    ).json(),
  )
  expect(after).toHaveLength(8)
})
