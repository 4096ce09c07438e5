import type { Page } from '@playwright/test'
import { expect, openApp, signInViaApi } from './fixtures'
import { DEMO_ACCOUNTS } from '../../scripts/sign-in-demo.mjs'

/** The clinic's seeded accounts (docs/clinic.md), the scripts' own. */
export const ACCOUNTS = DEMO_ACCOUNTS

/** Opens the app in Spanish (the clinic's first language), signs in as a role and goes to a path. */
export async function openClinic(page: Page, role: keyof typeof ACCOUNTS, path: string) {
  await page.addInitScript(() => localStorage.setItem('lang', 'es'))
  // A fresh profile installs the worker (precache) first; on a busy machine that can take longer than
  // openApp's own wait, so the first visit gets more time.
  await page.goto('/sign-in')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000 })
  await openApp(page, '/sign-in')
  await signInViaApi(page, ACCOUNTS[role])
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
}

/** Calls the in-browser API with the stored session; answers status and body. */
export async function callApi<T = any>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: {
          Authorization: localStorage.getItem('accessToken') ?? '',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      })
      const text = await res.text()
      return { status: res.status, body: text ? JSON.parse(text) : null }
    },
    { method, path, body },
  )
}

export interface Bookable {
  procedure: { id: string; name: string }
  doctor: { id: string; name: string }
  date: string
  slots: string[]
}

const pad = (n: number) => String(n).padStart(2, '0')
const dayAfter = (days: number) => {
  const d = new Date()
  d.setDate(d.getDate() + days)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/**
 * A procedure, a doctor who performs it and a future day with at least `min` free start times, found
 * through the API (slots), never hard-coded: seeded plans, holidays and bookings decide. Starts from
 * tomorrow so that no chosen time can slip into the past while the test runs. `skipDoctors` keeps tests
 * that run side by side on different doctors.
 */
export async function findBookable(page: Page, { min = 2, skipDoctors = 0 } = {}): Promise<Bookable> {
  const procedures = (await callApi(page, 'GET', '/api/medical/procedures?size=500&active=true&sort=name')).body
    .items as Array<{ id: string; name: string }>
  for (const procedure of procedures) {
    const doctors = (
      await callApi(page, 'GET', `/api/medical/doctors?size=500&active=true&procedureId=${procedure.id}`)
    ).body.items as Array<{ id: string; name: string }>
    for (const doctor of doctors.slice(skipDoctors)) {
      for (let d = 1; d <= 14; d++) {
        const date = dayAfter(d)
        const answer = (
          await callApi(
            page,
            'GET',
            `/api/medical/slots?doctorId=${doctor.id}&procedureId=${procedure.id}&date=${date}`,
          )
        ).body
        if (answer.slots?.length >= min)
          return {
            procedure: { id: procedure.id, name: procedure.name },
            doctor: { id: doctor.id, name: doctor.name },
            date,
            slots: answer.slots,
          }
      }
    }
  }
  throw new Error('no bookable day found in the next two weeks')
}

/** Picks an option of an Ark UI select by its label and the option's text. */
export async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option }).first().click()
}
