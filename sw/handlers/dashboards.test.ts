import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { dashboardsSeeder } from '@seeds/dashboards'
import { WATCHLIST_TITLES } from '../../tests/setup/seeded'

const NOW = new Date('2025-03-15T12:00:00Z')
const DAY = 86_400_000

let h: Harness
beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder, dashboardsSeeder], now: NOW })
})

const get = async (name: string) => {
  const res = await h.call('GET', `api/dashboards/${name}`)
  expect(res.status).toBe(200)
  return res.body
}
const time = (iso: string) => Date.parse(iso)

describe('api/dashboards', () => {
  it('crypto: the spec constants, 145 BTC points at minutes -145..-1 ending at the price, 6 coins over 20 minutes', async () => {
    const c = await get('crypto')
    expect(c.btc).toMatchObject({ amount: 8878.48, supply: 18168448, allTimeHigh: 19891, trend: { dir: 'up' } })
    const btc = c.btc.price.series[0]
    expect(btc.name).toBe('Price')
    expect(btc.data).toHaveLength(145)
    expect(btc.data[0].x).toBe(-145)
    expect(btc.data.at(-1)).toEqual({ x: -1, y: 8878.48 })
    expect(Object.keys(c.prices).sort()).toEqual(['bch', 'btc', 'eth', 'xrp'])
    expect(Object.keys(c.wallets).sort()).toEqual(['bch', 'btc', 'eth', 'xrp'])
    expect(c.watchlist.map((w: { title: string }) => w.title)).toEqual(WATCHLIST_TITLES)
    for (const w of c.watchlist) {
      expect(w.series[0].data).toHaveLength(20)
      expect(w.series[0].data[0].x).toMatch(/^\d\d:\d\d$/)
      expect(w.series[0].data.at(-1).y).toBe(w.amount)
      expect(['up', 'down']).toContain(w.trend.dir)
    }
  })

  it('finance: the spec limits, statements a month apart (previous paid, current pending), 5 transactions', async () => {
    const f = await get('finance')
    expect(f.budget).toMatchObject({ expensesLimit: 20000, savingsGoal: 250000, billsLimit: 1000 })
    expect(f.previousStatement).toMatchObject({ status: 'paid', limit: 34500 })
    expect(f.currentStatement).toMatchObject({ status: 'pending', limit: 34500 })
    expect(time(f.previousStatement.date)).toBeLessThan(NOW.getTime())
    expect(time(f.currentStatement.date)).toBeGreaterThan(NOW.getTime())
    expect(f.recentTransactions).toHaveLength(5)
    expect(Object.keys(f.recentTransactions[0]).sort()).toEqual([
      'amount',
      'date',
      'id',
      'name',
      'status',
      'transactionId',
    ])
    expect(f.recentTransactions.some((t: { amount: number }) => t.amount < 0)).toBe(true)
    expect(f.accountBalance.series.map((s: { name: string }) => s.name)).toEqual(['Predicted', 'Actual'])
    expect(f.accountBalance.series[0].data).toHaveLength(120)
  })

  it('analytics: a year of visitors every 3rd day, 65 days of views, the four breakdowns', async () => {
    const a = await get('analytics')
    const thisYear = a.visitors.series['this-year'][0].data
    expect(thisYear).toHaveLength(120)
    expect(time(thisYear[1].x) - time(thisYear[0].x)).toBe(3 * DAY)
    expect(time(thisYear.at(-1).x)).toBeLessThanOrEqual(NOW.getTime())
    expect(time(a.visitors.series['last-year'][0].data.at(-1).x)).toBeLessThan(time(thisYear[0].x))
    const [views, visitors] = a.visitorsVsPageViews.series
    expect([views.name, visitors.name]).toEqual(['Page Views', 'Visitors'])
    expect(views.data).toHaveLength(65)
    expect(time(views.data.at(-1).x)).toBe(NOW.getTime() - DAY)
    for (const k of ['conversions', 'impressions', 'visits']) {
      expect(a[k].labels).toHaveLength(a[k].series[0].data.length)
      expect(a[k].amount).toBe(a[k].series[0].data.reduce((s: number, v: number) => s + v, 0))
    }
    expect(a.newVsReturning.labels).toEqual(['New', 'Returning'])
    expect(a.gender.labels).toEqual(['Male', 'Female'])
    expect(a.age.labels).toEqual(['Under 30', 'Over 30'])
    expect(a.language.labels).toEqual(['English', 'Other'])
    for (const k of ['newVsReturning', 'gender', 'age', 'language']) expect(a[k].series[0] + a[k].series[1]).toBe(100)
  })

  it('project: 9 team members, 7 + 7 schedule items, 5 budget rows whose percentages add up', async () => {
    const p = await get('project')
    expect(p.teamMembers).toHaveLength(9)
    expect(Object.keys(p.teamMembers[0]).sort()).toEqual(['avatar', 'email', 'id', 'name', 'phone', 'title'])
    expect(p.schedule.today).toHaveLength(7)
    expect(p.schedule.tomorrow).toHaveLength(7)
    expect(p.budgetDetails.columns).toHaveLength(6)
    expect(p.budgetDetails.rows).toHaveLength(5)
    for (const r of p.budgetDetails.rows) expect(r.expensesPercentage + r.remainingPercentage).toBeCloseTo(100, 1)
    expect(p.budgetDistribution.categories).toHaveLength(5)
    expect(p.githubIssues.series['this-week'].map((s: { type: string }) => s.type)).toEqual(['line', 'column'])
    expect(p.taskDistribution.series['this-week']).toHaveLength(p.taskDistribution.labels.length)
    for (const k of ['weeklyExpenses', 'monthlyExpenses', 'yearlyExpenses'])
      expect(p[k].labels).toHaveLength(p[k].series[0].data.length)
  })

  it('answers from the database: data survives as seeded, unknown dashboards are 404, and a token is needed', async () => {
    expect(await h.db.table('dashboards').count()).toBe(4)
    expect(await get('crypto')).toEqual(await get('crypto'))
    expect((await h.call('GET', 'api/dashboards/nope')).status).toBe(404)
    expect((await h.call('GET', 'api/dashboards/finance', { token: null })).status).toBe(401)
  })
})

describe("api/dashboards chart legends in the reader's language", () => {
  const inLanguage = async (name: string, language: string) => {
    const res = await h.call('GET', `api/dashboards/${name}`, { headers: { 'accept-language': language } })
    expect(res.status).toBe(200)
    return res.body
  }

  it('names the series and labels in Spanish and Turkish, numbers, dates and shape unchanged', async () => {
    const en = await get('analytics')
    const es = await inLanguage('analytics', 'es-ES,es;q=0.9')
    const tr = await inLanguage('analytics', 'tr')
    expect(es.visitorsVsPageViews.series.map((s: { name: string }) => s.name)).toEqual(['Páginas vistas', 'Visitantes'])
    expect(es.newVsReturning.labels).toEqual(['Nuevos', 'Recurrentes'])
    expect(tr.gender.labels).toEqual(['Erkek', 'Kadın'])
    expect(tr.visitors.series['this-year'][0].name).toBe('Ziyaretçiler')
    expect(es.visitors.series['this-year'][0].data).toEqual(en.visitors.series['this-year'][0].data)
    // Week labels are dates, not legends: they stay as they are.
    expect(es.conversions.labels).toEqual(en.conversions.labels)
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort())
  })

  it("translates the project dashboard's legends and schedule, and leaves the people and the times alone", async () => {
    const en = await get('project')
    const tr = await inLanguage('project', 'tr')
    const es = await inLanguage('project', 'es')
    expect(tr.budgetDistribution.categories).toEqual(['Konsept', 'Tasarım', 'Geliştirme', 'Ekstralar', 'Pazarlama'])
    expect(tr.taskDistribution.labels).toEqual(['API', 'Backend', 'Frontend', 'Sorunlar'])
    expect(tr.schedule.today[0]).toEqual({
      title: 'Ekip toplantısı',
      time: 'in 32 minutes',
      location: 'Toplantı odası 1B',
    })
    expect(es.schedule.today[4]).toEqual({ title: 'Cena con David', time: '05:30 PM', location: 'Magnolia' })
    // Every event and place of the seed has its words in both languages.
    for (const lang of [es, tr])
      for (const day of ['today', 'tomorrow'] as const)
        lang.schedule[day].forEach((item: { title: string; location?: string }, i: number) => {
          const original = en.schedule[day][i]
          expect(item.title).not.toBe(original.title)
          if (original.location && original.location !== 'Magnolia') expect(item.location).not.toBe(original.location)
        })
    expect(tr.teamMembers).toEqual(en.teamMembers)
  })
})
