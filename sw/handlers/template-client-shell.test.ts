import { beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { hasKeys, okCall } from '../../tests/setup/template-client'

/**
 * The template's auth, user, navigation, messages, notifications, search, dashboards, activities and icons
 * clients, replayed as they call (API-CONTRACT.md sections 1-3 and 14): the user saved back whole with a new
 * status, a message sent back whole with `read` flipped, sign-up with the form's `agreements` box, the bare
 * strings of forgot and reset password. template-client.test.ts and template-client-apps.test.ts hold the rest.
 */
let h: Harness
beforeAll(async () => {
  h = await createHarness()
})

const ok = okCall(() => h)
const USER_KEYS = ['id', 'name', 'email', 'avatar', 'status']

describe('the template auth client', () => {
  it('signs in, refreshes with the token, signs up with the form as it is, and sends bare strings to forgot/reset', async () => {
    const session = await ok('POST', 'api/auth/sign-in', {
      token: null,
      body: { email: 'hughes.brian@company.com', password: 'admin' },
    })
    expect(session).toMatchObject({ accessToken: expect.any(String), tokenType: 'bearer' })
    hasKeys(session.user, USER_KEYS)
    const refreshed = await ok('POST', 'api/auth/sign-in-with-token', {
      token: null,
      body: { accessToken: session.accessToken },
    })
    expect(refreshed).toMatchObject({ accessToken: expect.any(String), user: { id: session.user.id } })
    // AuthSignUpComponent sends signUpForm.value, the terms box (`agreements`) included.
    expect(
      await ok('POST', 'api/auth/sign-up', {
        token: null,
        body: {
          name: 'Tem Plate',
          email: 'template@example.com',
          password: 'secret12',
          company: 'T',
          agreements: true,
        },
      }),
    ).toBe(true)
    expect(await ok('POST', 'api/auth/forgot-password', { token: null, body: 'hughes.brian@company.com' })).toBe(true)
    expect(await ok('POST', 'api/auth/reset-password', { token: null, body: 'new-password' })).toBe(true)
    const unlocked = await ok('POST', 'api/auth/unlock-session', {
      token: null,
      body: { email: 'hughes.brian@company.com', password: 'admin' },
    })
    expect(unlocked.user.email).toBe('hughes.brian@company.com')
  })
})

describe('the template user, navigation and search clients', () => {
  it('saves the user back whole with a new status (UserComponent.updateUserStatus: { ...user, status })', async () => {
    const user = await ok('GET', 'api/common/user')
    hasKeys(user, USER_KEYS)
    const updated = await ok('PATCH', 'api/common/user', { body: { user: { ...user, status: 'busy' } } })
    expect(updated).toMatchObject({ id: user.id, email: user.email, status: 'busy' })
  })

  it('reads the four navigations and searches with the three result sets in order', async () => {
    const navigation = await ok('GET', 'api/common/navigation')
    expect(Object.keys(navigation).sort()).toEqual(['compact', 'default', 'futuristic', 'horizontal'])
    hasKeys(navigation.default[0], ['id', 'title', 'type'])
    expect(await ok('POST', 'api/common/search', { body: { query: '' } })).toEqual({ results: [] })
    const sets = await ok('POST', 'api/common/search', { body: { query: 'a' } })
    expect(sets.slice(0, 3).map((s: { id: string }) => s.id)).toEqual(['contacts', 'pages', 'tasks'])
    hasKeys(sets[0].results[0], ['id', 'link', 'value'])
  })
})

describe.each(['messages', 'notifications'] as const)('the template %s client', (kind) => {
  const key = kind === 'messages' ? 'message' : 'notification'
  const base = `api/common/${kind}`

  it('creates, toggles read by sending the item back whole, marks all read and deletes', async () => {
    const items = await ok('GET', base)
    hasKeys(items[0], ['id', 'description', 'time', 'read'])
    const created = await ok('POST', base, {
      body: {
        [key]: { title: 'Template', description: 'From the template', time: new Date().toISOString(), read: false },
      },
    })
    expect(created).toMatchObject({ id: expect.any(String), title: 'Template', read: false })
    // MessagesComponent.toggleRead: message.read flipped, the whole item sent with its own id.
    const toggled = await ok('PATCH', base, { body: { id: created.id, [key]: { ...created, read: true } } })
    expect(toggled).toMatchObject({ id: created.id, read: true })
    expect(await ok('GET', `${base}/mark-all-as-read`)).toBe(true)
    expect((await ok('GET', base)).every((i: { read: boolean }) => i.read)).toBe(true)
    expect(await ok('DELETE', base, { query: { id: created.id } })).toMatchObject({ id: created.id })
  })
})

describe('the template dashboards, activities and icons clients', () => {
  it.each([
    ['project', ['githubIssues', 'taskDistribution', 'schedule', 'budgetDistribution', 'budgetDetails', 'teamMembers']],
    ['analytics', ['visitors', 'conversions', 'impressions', 'visits', 'visitorsVsPageViews', 'newVsReturning']],
    ['finance', ['accountBalance', 'budget', 'previousStatement', 'currentStatement', 'recentTransactions']],
    ['crypto', ['btc', 'prices', 'wallets', 'watchlist']],
  ])('reads the %s dashboard', async (name, keys) => {
    hasKeys(await ok('GET', `api/dashboards/${name}`), keys)
  })

  it('reads the activities and every icon set', async () => {
    hasKeys((await ok('GET', 'api/pages/activities'))[0], ['id', 'description', 'date'])
    for (const set of [
      'feather',
      'heroicons-outline',
      'heroicons-solid',
      'material-solid',
      'material-outline',
      'material-twotone',
    ]) {
      const icons = await ok('GET', `api/ui/icons/${set}`)
      hasKeys(icons, ['namespace', 'name', 'grid', 'list'])
      expect(icons.list.length, set).toBeGreaterThan(0)
    }
  })
})
