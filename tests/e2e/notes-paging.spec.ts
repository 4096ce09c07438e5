import { expect, openApp, signInViaApi, test } from './fixtures'

// A user with many notes gets them a page at a time: the first answer holds one page, the rest come as
// the end of the list nears.
test('loads a long notes list a page at a time as the user scrolls', async ({ page }) => {
  await openApp(page, '/sign-in')
  await signInViaApi(page)
  await page.evaluate(async () => {
    const headers = { authorization: localStorage.getItem('accessToken') ?? '', 'content-type': 'application/json' }
    for (let i = 0; i < 70; i++) {
      const res = await fetch('/api/apps/notes', {
        method: 'POST',
        headers,
        body: JSON.stringify({ note: { title: `Bulk note ${i}`, content: 'Filler' } }),
      })
      if (!res.ok) throw new Error(`create failed: ${res.status}`)
    }
  })
  const firstPage = page.waitForResponse(
    (r) => r.url().includes('/api/apps/notes/all') && new URL(r.url()).searchParams.get('page') === '1',
  )
  await page.goto('/apps/notes')
  const answer = (await (await firstPage).json()) as { items: unknown[]; pagination: { total: number } }
  expect(answer.items).toHaveLength(60)
  expect(answer.pagination.total).toBe(82)
  await expect(page.getByText('82 notes', { exact: true })).toBeVisible({ timeout: 30_000 })
  const cards = page.getByRole('article')
  // Whether the second page comes at once depends on the viewport; the first answer above is the point.
  await expect(cards.first()).toBeVisible()

  await page.getByRole('button', { name: 'Show more notes' }).scrollIntoViewIfNeeded()
  await expect(cards).toHaveCount(82)
  await expect(page.getByRole('button', { name: 'Show more notes' })).toBeHidden()
  await expect(cards.filter({ hasText: 'Bulk note 69' })).toBeVisible()
})
