import { expect, expectAccessible, openApp, signInViaApi, test, useScheme } from './fixtures'
import type { Page } from '@playwright/test'

async function openTasks(page: Page, path = '/apps/tasks') {
  await openApp(page, '/sign-in')
  await signInViaApi(page)
  await page.goto(path)
  // The first visit of a fresh profile seeds the whole demo database before the first answer.
  await expect(page.getByText('12 remaining tasks', { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible()
}

const rowTitles = (page: Page) =>
  page.getByRole('list', { name: 'Tasks and sections' }).getByRole('link').allTextContents()

test('reorders a task with the keyboard and the order survives a reload', async ({ page }) => {
  await openTasks(page)
  const before = await rowTitles(page)
  expect(before.slice(0, 3)).toEqual([
    'Company internal application v2',
    'Create the landing/marketing page and host it on the beta channel',
    'Move dependency system to Yarn for easier package management',
  ])
  const handle = page.getByRole('button', {
    name: 'Reorder Create the landing/marketing page and host it on the beta channel',
  })
  await handle.focus()
  await page.keyboard.press('Space')
  await expect(handle).toHaveAttribute('aria-pressed', 'true')
  // dnd-kit listens for arrow keys from a zero-delay timer after the pick-up (see scrumboard.spec.ts).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)))
  await page.keyboard.press('ArrowDown')
  // Like a screen-reader user, drop once the move is announced (dnd-kit settles the target a frame later).
  await expect(page.getByText(/moved to position 3 of \d+\./)).toBeAttached()
  await page.keyboard.press('Space')
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true')
  const expected = [before[0], before[2], before[1], ...before.slice(3)]
  await expect.poll(() => rowTitles(page)).toEqual(expected)

  await page.reload()
  await expect(page.getByText('12 remaining tasks', { exact: true })).toBeVisible()
  await expect.poll(() => rowTitles(page)).toEqual(expected)
})

test('adds a task, edits and completes it, finds it by search, and keeps it after a reload', async ({ page }) => {
  await openTasks(page)
  await page.getByRole('button', { name: 'Add task' }).click()
  await expect(page).toHaveURL(/\/apps\/tasks\/[0-9a-f-]{36}/)
  const title = page.getByRole('textbox', { name: 'Title', exact: true })
  await expect(title).toBeFocused()
  await title.fill('Book the team offsite')
  await title.press('Enter')
  // The choice shows once the optimistic update lands (a moment after the click), so assert, not check().
  await page.getByRole('radio', { name: 'High' }).click({ force: true })
  await expect(page.getByRole('radio', { name: 'High' })).toBeChecked()
  await expect(page.getByText('13 remaining tasks', { exact: true })).toBeVisible()
  const list = page.getByRole('list', { name: 'Tasks and sections' })
  await expect(list.getByRole('link').first()).toHaveText('Book the team offsite')

  await page.getByRole('button', { name: 'Mark as complete' }).click()
  await expect(page.getByRole('button', { name: 'Completed' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText('12 remaining tasks', { exact: true })).toBeVisible()

  await page.getByLabel('Close details').click()
  await page.getByLabel('Search tasks').fill('offsite')
  const results = page.getByRole('list', { name: 'Search results' })
  await expect(results.getByRole('link')).toHaveCount(1)
  await expect(results.locator('mark')).toHaveText('offsite')
  await expect(page).toHaveURL(/q=offsite/)

  await page.reload()
  await expect(results.locator('mark')).toHaveText('offsite')
  await page.getByLabel('Search tasks').fill('')
  await expect(list.getByRole('checkbox', { name: 'Mark Book the team offsite as complete' })).toBeChecked()
  await list.getByRole('link', { name: 'Book the team offsite' }).click()
  await expect(page.getByRole('radio', { name: 'High' })).toBeChecked()
})

test('a title and notes typed without leaving the field are saved and survive a reload', async ({ page }) => {
  await openTasks(page)
  await page.getByRole('button', { name: 'Add task' }).click()
  const title = page.getByRole('textbox', { name: 'Title', exact: true })
  await expect(title).toBeFocused()
  const saved = page.waitForResponse(
    (r) =>
      r.request().method() === 'PATCH' &&
      r.url().includes('/api/apps/tasks/task') &&
      (r.request().postData() ?? '').includes('Call the venue'),
  )
  await title.pressSequentially('Call the venue')
  await saved
  const notes = page.getByRole('textbox', { name: 'Notes' })
  await notes.click()
  const notesSaved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && (r.request().postData() ?? '').includes('Ask about parking'),
  )
  await notes.pressSequentially('Ask about parking')
  await notesSaved
  // Still focused: nothing was left or submitted, the pause in typing saved it.
  await expect(notes).toBeFocused()
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Call the venue', {
    timeout: 30_000,
  })
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('Ask about parking')
})

test('a title typed and left with the browser’s Back before the pause is still saved', async ({ page }) => {
  await page.clock.install()
  await openTasks(page)
  const list = page.getByRole('list', { name: 'Tasks and sections' })
  await list.getByRole('link', { name: 'Write the release notes for version 2.0' }).click()
  const title = page.getByRole('textbox', { name: 'Title', exact: true })
  await expect(title).toHaveValue('Write the release notes for version 2.0')
  // Time stands still from here: the 300 ms pause that saves typing never ends on its own, and Back leaves
  // the field without a blur (the field is removed while it has focus).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && (r.request().postData() ?? '').includes('Release notes for 2.0, final'),
  )
  await title.fill('Release notes for 2.0, final')
  await page.goBack()
  await expect(title).toHaveCount(0)
  await saved
  await page.clock.resume()
  await page.reload()
  await expect(list.getByRole('link', { name: 'Release notes for 2.0, final' })).toBeVisible({ timeout: 30_000 })
})

test('on a phone a long title shows whole in its field, never cut after two lines', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openTasks(page)
  const name = 'Move dependency system to Yarn for easier package management'
  await page.getByRole('list', { name: 'Tasks and sections' }).getByRole('link', { name }).click()
  const title = page.getByRole('textbox', { name: 'Title', exact: true })
  await expect(title).toHaveValue(name)
  const { scroll, client } = await title.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }))
  expect(scroll).toBeLessThanOrEqual(client + 1)
})

test('works offline: the list loads and a change made offline is still there after another reload', async ({
  page,
  context,
}) => {
  await openTasks(page)
  await context.setOffline(true)
  await page.reload()
  const list = page.getByRole('list', { name: 'Tasks and sections' })
  const box = list.getByRole('checkbox', { name: 'Mark Write the release notes for version 2.0 as complete' })
  await expect(box).not.toBeChecked({ timeout: 30_000 })
  await box.click()
  await expect(box).toBeChecked()
  await expect(page.getByText('11 remaining tasks', { exact: true })).toBeVisible()
  await page.reload()
  await expect(box).toBeChecked({ timeout: 30_000 })
  await context.setOffline(false)
})

test('an unknown task id shows that it does not exist', async ({ page }) => {
  await openTasks(page, '/apps/tasks/00000000-0000-4000-8000-000000000000')
  await expect(page.getByText('This task does not exist')).toBeVisible()
})

for (const scheme of ['light', 'dark'] as const) {
  test(`tasks list and detail have no serious accessibility violations (${scheme})`, async ({ page }) => {
    // Several full-page axe scans: slow on a busy machine.
    test.slow()
    await useScheme(page, scheme)
    await openTasks(page)
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Migrate the settings screens to the new form components' }).click()
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
      'Migrate the settings screens to the new form components',
    )
    await expectAccessible(page)
  })
}
