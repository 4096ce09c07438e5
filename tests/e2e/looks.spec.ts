import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'
import { openClinic } from './clinic.helpers'

test.describe.configure({ timeout: 180_000 })

type Box = { x: number; y: number; width: number; height: number }

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/**
 * The page's own controls that the viewport shows, as boxes (what a person taps or clicks). The part of a
 * control that has scrolled under the sticky toolbar is hidden by it, so it is cut off.
 */
const controlsInView = (page: Page) =>
  page.locator('#main-content').evaluate((main) => {
    const top = Math.max(0, document.querySelector('[data-testid=toolbar]')?.getBoundingClientRect().bottom ?? 0)
    return [
      ...main.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, [role=button], [tabindex]:not([tabindex="-1"])',
      ),
    ]
      .map((el) => ({
        name: el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName,
        box: el.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && box.bottom > top && box.top < innerHeight)
      .map(({ name, box }) => ({
        name,
        box: { x: box.x, y: Math.max(box.y, top), width: box.width, height: box.bottom - Math.max(box.y, top) },
      }))
  })

/** Scrolls the page from top to bottom and checks at each step that `cover` lies over none of its controls. */
async function expectCoversNoControl(page: Page, cover: Locator) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y < height; y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    const box = await cover.boundingBox()
    expect(box, 'the cover is on the page').not.toBeNull()
    const covered = (await controlsInView(page)).filter((c) => overlaps(box!, c.box)).map((c) => c.name)
    expect(covered, `controls under it at scroll ${y}`).toEqual([])
  }
}

test('at 390 px the settings cog sits in the toolbar, labelled and reachable, over none of the page controls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of ['/maintenance/admin-procedures', '/persons/list-persons', '/medical/list-procedures']) {
    await openClinic(page, 'admin', path)
    const cog = page.getByTestId('settings-trigger')
    await expect(cog).toHaveAccessibleName('Abrir ajustes')
    await expectCoversNoControl(page, cog)
    await expect(page.getByTestId('toolbar').getByTestId('settings-trigger')).toBeVisible()
  }
  await page.getByTestId('settings-trigger').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('settings-drawer')).toBeVisible()
})

test('at 1440 px the week shows its seven days as columns inside the window; the day shows every doctor', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openClinic(page, 'admin', '/medical/general-agenda?view=week')
  const days = page.locator('[data-testid=agenda-calendar] .rbc-time-header-content > .rbc-row > .rbc-header')
  await expect(days).toHaveCount(7)
  for (const day of await days.all()) {
    const box = (await day.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(1440)
  }
  await page.getByRole('button', { name: 'Día' }).click()
  const doctors = page.locator('[data-testid=agenda-calendar] .rbc-row-resource .rbc-header')
  await expect(doctors.first()).toBeVisible()
  const grid = (await page.getByTestId('agenda-calendar').boundingBox())!
  for (const doctor of await doctors.all()) {
    const box = (await doctor.boundingBox())!
    expect(box.x + box.width, (await doctor.textContent()) ?? '').toBeLessThanOrEqual(grid.x + grid.width + 1)
  }
  await expect(page.getByTestId('agenda-scroll-hint')).toHaveCount(0)
})

test('a day with more doctors than fit says so and scrolls sideways under a fixed time column', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 })
  await openClinic(page, 'admin', '/medical/general-agenda?view=day')
  await expect(page.getByTestId('agenda-scroll-hint')).toContainText('Desplázate de lado para ver a los 8 doctores')
  const gutter = page.locator('[data-testid=agenda-calendar] .rbc-time-content > .rbc-time-gutter')
  const before = (await gutter.boundingBox())!
  await page
    .locator('[data-testid=agenda-calendar] .rbc-time-content')
    .evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
  await expect(page.getByTestId('agenda-scroll-hint')).toHaveCount(0)
  expect((await gutter.boundingBox())!.x).toBe(before.x)
})

test('at 390 px every row of the procedures table shows its actions inside the window', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openClinic(page, 'admin', '/maintenance/admin-procedures')
  const table = page.getByRole('table', { name: 'Procedimientos' })
  await expect(table.locator('tbody tr').first()).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  const actions = table.getByRole('button', { name: /^(Editar|Eliminar) / })
  expect(await actions.count()).toBeGreaterThanOrEqual(20)
  for (const button of await actions.all()) {
    const box = (await button.boundingBox())!
    expect(box.x, (await button.getAttribute('aria-label')) ?? '').toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, (await button.getAttribute('aria-label')) ?? '').toBeLessThanOrEqual(390)
  }
})

/** The texts cut inside the rows (an ellipsis or a clip): each is wider than the box that shows it. */
const cutTexts = (rows: Locator) =>
  rows.evaluateAll((els) =>
    els.flatMap((row) =>
      [...row.querySelectorAll<HTMLElement>('span')]
        .filter((el) => el.children.length === 0 && el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent),
    ),
  )

test('at 390 px the agenda list and the home’s next patients show each patient name whole', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openClinic(page, 'admin', '/medical/general-agenda?view=list')
  const rows = page.locator('[data-appointment]')
  await expect(rows.first()).toBeVisible()
  expect(await cutTexts(rows)).toEqual([])

  await page.goto('/medical/home')
  const next = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Próximos pacientes' }) })
    .getByRole('link')
  await expect(next.first()).toBeVisible()
  // Only the procedure and doctor line may end in an ellipsis: the name is what the desk reads.
  const names = await next.evaluateAll((els) =>
    els
      .map((a) => a.querySelector<HTMLElement>('span:nth-child(3) > span')!)
      .map((el) => ({
        text: el.textContent,
        cut: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
      })),
  )
  expect(names.filter((n) => n.cut)).toEqual([])
  expect(names.every((n) => (n.text ?? '').split(' ').length >= 2)).toBe(true)
})

test('the install offer covers none of the page: it is a strip at its end', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openClinic(page, 'admin', '/maintenance/admin-procedures')
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>
    event.prompt = async () => undefined
    event.userChoice = Promise.resolve({ outcome: 'dismissed', platform: 'web' })
    window.dispatchEvent(event)
  })
  const bar = page.getByRole('region', { name: /^Instala / })
  await expect(bar).toBeVisible()
  await expectCoversNoControl(page, bar)
  await expectAccessible(page)
})

test('an unknown address shows the 404 inside the app frame, signed in or not', async ({ page }) => {
  await openClinic(page, 'admin', '/medical/home')
  await page.goto('/no-such/page')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada')
  await expect(page.getByText('Puede que la dirección esté mal escrita o que la página se haya movido.')).toBeVisible()
  await expect(page.getByTestId('toolbar')).toBeVisible()
  await expect(page.getByTestId('settings-trigger')).toBeVisible()
  await expectAccessible(page)
  await page.evaluate(() => localStorage.removeItem('accessToken'))
  await page.evaluate(() => localStorage.removeItem('user'))
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada')
  await expect(page.getByRole('main').getByRole('link', { name: 'Volver al inicio' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Vida Saludable' })).toBeVisible()
})

test("at 390 px the doctor editor's weekly plan and exceptions lie inside its dialog", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openClinic(page, 'admin', '/maintenance/admin-doctors')
  await page.getByText('Dr. Ernesto Sepúlveda Ulibarri').click()
  const dialog = page.getByRole('dialog')
  /** How far the dialog's controls reach past its content column, which the tab list spans (0 when all fits). */
  const overflow = () =>
    dialog.evaluate((d) => {
      const right = d.querySelector('[role=tablist]')!.getBoundingClientRect().right
      return Math.max(
        0,
        ...[...d.querySelectorAll('[role=tabpanel] :is(input, button, fieldset)')].map(
          (el) => el.getBoundingClientRect().right - right,
        ),
      )
    })
  await dialog.getByRole('tab', { name: 'Horario semanal' }).click()
  await expect(dialog.getByRole('button', { name: /Quitar descanso/ }).first()).toBeVisible()
  expect(await overflow()).toBe(0)
  await dialog.getByRole('tab', { name: 'Excepciones' }).click()
  await dialog.getByRole('button', { name: 'Agregar excepción' }).click()
  await expect(dialog.getByRole('group', { name: /Excepción/ }).first()).toBeVisible()
  expect(await overflow()).toBe(0)
})
