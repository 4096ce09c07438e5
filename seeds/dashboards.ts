import type { Faker } from '@faker-js/faker'
import { addDays, addMinutes, addMonths, format, startOfDay, subDays, subMonths } from 'date-fns'
import { seedRows } from '@/shared/db/mutate'
import type {
  AmountSeries,
  AnalyticsDashboard,
  CryptoDashboard,
  DashboardRow,
  FinanceDashboard,
  Point,
  ProjectDashboard,
  Series,
} from '@/shared/schemas/dashboards'
import { avatarUrl } from './activities'
import type { Seeder } from './types'

const round = (n: number, decimals = 0) => Math.round(n * 10 ** decimals) / 10 ** decimals

/** A seasonal curve with noise around `base`: bounded, so long series never drift off the chart. */
function wave(f: Faker, n: number, base: number, amplitude: number, noise: number, decimals = 0): number[] {
  const phase = f.number.float({ min: 0, max: Math.PI * 2 })
  return Array.from({ length: n }, (_, i) =>
    round(
      base + amplitude * Math.sin(phase + (i / n) * Math.PI * 3) + f.number.float({ min: -noise, max: noise }),
      decimals,
    ),
  )
}

/** A random walk that ends exactly at `end` (the price shown beside the chart). */
function walkTo(f: Faker, n: number, end: number, volatility: number, decimals: number): number[] {
  const out = [end]
  while (out.length < n)
    out.unshift(round(out[0]! * (1 + f.number.float({ min: -volatility, max: volatility })), decimals))
  return out
}

/** One point every 3rd day (the 1st, 4th ... 28th) of each of the months `from` to `to` months ago. */
function everyThirdDay(now: Date, from: number, to: number): Date[] {
  const dates: Date[] = []
  for (let m = from; m >= to; m--) for (let d = 1; d <= 28; d += 3) dates.push(addDays(subMonths(now, m), d))
  return dates
}

const points = (dates: Date[], ys: number[]): Point[] => dates.map((d, i) => ({ x: d.toISOString(), y: ys[i]! }))

/** 'dd MMM - dd MMM' labels of `count` weeks, the last one ending today. */
function weekLabels(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const end = subDays(now, (count - 1 - i) * 8)
    return `${format(subDays(end, 7), 'dd MMM')} - ${format(end, 'dd MMM')}`
  })
}

/** A KPI whose amount is the total of the weeks its chart shows. */
function amountSeries(now: Date, name: string, data: number[]): AmountSeries {
  return { amount: data.reduce((s, v) => s + v, 0), labels: weekLabels(now, data.length), series: [{ name, data }] }
}

function analytics(f: Faker, now: Date): AnalyticsDashboard {
  const thisYear = everyThirdDay(now, 12, 1)
  const lastYear = everyThirdDay(now, 24, 13)
  const days = Array.from({ length: 65 }, (_, i) => subDays(now, 65 - i))
  const breakdown = (series: [number, number], labels: [string, string]) => ({ uniqueVisitors: 46085, series, labels })
  return {
    visitors: {
      series: {
        'this-year': [{ name: 'Visitors', data: points(thisYear, wave(f, thisYear.length, 4500, 1200, 350)) }],
        'last-year': [{ name: 'Visitors', data: points(lastYear, wave(f, lastYear.length, 3000, 900, 300)) }],
      },
    },
    conversions: amountSeries(now, 'Conversions', wave(f, 6, 4400, 180, 60)),
    impressions: amountSeries(now, 'Impressions', wave(f, 4, 11500, 60, 20)),
    visits: amountSeries(now, 'Visits', wave(f, 4, 15520, 40, 20)),
    visitorsVsPageViews: {
      overallScore: 472,
      averageRatio: 45,
      predictedRatio: 55,
      series: [
        { name: 'Page Views', data: points(days, wave(f, 65, 4500, 1100, 250)) },
        { name: 'Visitors', data: points(days, wave(f, 65, 1900, 600, 250)) },
      ],
    },
    newVsReturning: breakdown([80, 20], ['New', 'Returning']),
    gender: breakdown([55, 45], ['Male', 'Female']),
    age: breakdown([35, 65], ['Under 30', 'Over 30']),
    language: breakdown([25, 75], ['English', 'Other']),
  }
}

const TEAM_TITLES = [
  'Project Director',
  'Senior Developer',
  'Senior Developer',
  'Junior Developer',
  'Lead Designer',
  'Designer',
  'Designer',
  'Marketing Manager',
  'Consultant',
]

function project(f: Faker, now: Date): ProjectDashboard {
  const week = (n: number, lo: number, hi: number) =>
    Array.from({ length: n }, () => f.number.int({ min: lo, max: hi }))
  const budget = [
    ['Concept', 14880, 14000],
    ['Design', 21080, 17240.34],
    ['Development', 34720, 3518],
    ['Extras', 18600, 0],
    ['Marketing', 34720, 19859.84],
  ] as const
  const expenses = (data: number[]) => amountSeries(now, 'Expenses', data)
  return {
    githubIssues: {
      overview: {
        'this-week': {
          'new-issues': 214,
          'closed-issues': 75,
          fixed: 3,
          'wont-fix': 4,
          're-opened': 8,
          'needs-triage': 6,
        },
        'last-week': {
          'new-issues': 197,
          'closed-issues': 72,
          fixed: 6,
          'wont-fix': 11,
          're-opened': 6,
          'needs-triage': 5,
        },
      },
      labels: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      series: {
        'this-week': [
          { name: 'New issues', type: 'line', data: week(7, 20, 44) },
          { name: 'Closed issues', type: 'column', data: week(7, 8, 17) },
        ],
        'last-week': [
          { name: 'New issues', type: 'line', data: week(7, 18, 40) },
          { name: 'Closed issues', type: 'column', data: week(7, 7, 15) },
        ],
      },
    },
    taskDistribution: {
      overview: { 'this-week': { new: 594, completed: 287 }, 'last-week': { new: 526, completed: 260 } },
      labels: ['API', 'Backend', 'Frontend', 'Issues'],
      series: { 'this-week': [15, 20, 38, 27], 'last-week': [19, 16, 42, 23] },
    },
    schedule: {
      today: [
        { title: 'Team stand-up', time: 'in 32 minutes', location: 'Conference room 1B' },
        { title: 'Coffee break', time: '10:30 AM' },
        { title: 'Public beta release', time: '11:00 AM' },
        { title: 'Lunch', time: '12:10 PM' },
        { title: 'Dinner with David', time: '05:30 PM', location: 'Magnolia' },
        { title: "Jane's birthday party", time: '07:30 PM', location: 'Home' },
        { title: 'Retirement party', time: '09:30 PM', location: 'Rooftop terrace' },
      ],
      tomorrow: [
        { title: 'Marketing meeting', time: '09:00 AM', location: 'Conference room 1A' },
        { title: 'Public announcement', time: '11:00 AM' },
        { title: 'Lunch', time: '12:10 PM' },
        { title: 'Meeting with beta testers', time: '03:00 PM', location: 'Conference room 2C' },
        { title: 'Live stream', time: '05:30 PM' },
        { title: 'Release party', time: '07:30 PM', location: 'Main office' },
        { title: 'Board dinner', time: '09:30 PM', location: 'Harbour restaurant' },
      ],
    },
    budgetDistribution: {
      categories: budget.map((b) => b[0]),
      series: [{ name: 'Budget', data: [12, 20, 28, 15, 25] }],
    },
    weeklyExpenses: expenses(wave(f, 6, 4400, 150, 60)),
    monthlyExpenses: expenses(wave(f, 4, 15520, 20, 5)),
    yearlyExpenses: expenses(wave(f, 10, 45850, 50, 20)),
    budgetDetails: {
      columns: ['type', 'total', 'expensesAmount', 'expensesPercentage', 'remainingAmount', 'remainingPercentage'],
      rows: budget.map(([type, total, spent], i) => ({
        id: i + 1,
        type,
        total,
        expensesAmount: spent,
        expensesPercentage: round((spent / total) * 100, 2),
        remainingAmount: round(total - spent, 2),
        remainingPercentage: round(((total - spent) / total) * 100, 2),
      })),
    },
    teamMembers: TEAM_TITLES.map((title) => {
      const first = f.person.firstName()
      const last = f.person.lastName()
      const name = `${first} ${last}`
      return {
        id: f.string.uuid(),
        avatar: avatarUrl(name),
        name,
        title,
        email: f.internet.email({ firstName: first, lastName: last }).toLowerCase(),
        phone: `+1-${f.string.numeric(3)}-${f.string.numeric(3)}-${f.string.numeric(4)}`,
      }
    }),
  }
}

function finance(f: Faker, now: Date): FinanceDashboard {
  const dates = everyThirdDay(now, 12, 1)
  const statement = startOfDay(subDays(now, 15))
  return {
    accountBalance: {
      growRate: 38.33,
      ami: 45332,
      series: [
        { name: 'Predicted', data: points(dates, wave(f, dates.length, 45, 12, 3, 2)) },
        { name: 'Actual', data: points(dates, wave(f, dates.length, 35, 14, 4, 2)) },
      ],
    },
    budget: {
      expenses: 11763.34,
      expensesLimit: 20000,
      savings: 10974.12,
      savingsGoal: 250000,
      bills: 1789.22,
      billsLimit: 1000,
    },
    previousStatement: {
      status: 'paid',
      date: statement.toISOString(),
      limit: 34500,
      spent: 27221.21,
      minimum: 7331.94,
    },
    currentStatement: {
      status: 'pending',
      date: addMonths(statement, 1).toISOString(),
      limit: 34500,
      spent: 39819.41,
      minimum: 9112.51,
    },
    recentTransactions: [1358.75, -1042.82, 1828.16, 1647.55, -927.43].map((amount, i) => ({
      id: f.string.uuid(),
      transactionId: `${f.string.numeric(9)}${f.helpers.arrayElement(['NT', 'YT', 'RT'])}`,
      name: `${f.person.firstName()} ${f.person.lastName()}`,
      amount,
      status: i === 2 ? 'pending' : 'completed',
      date: subDays(now, [2, 5, 9, 14, 20][i]!).toISOString(),
    })),
  }
}

const WATCHLIST = [
  ['Ethereum', 'ETH', 170.46, 'up', 2.35, 2],
  ['Bitcoin Cash', 'BCH', 359.93, 'up', 9.94, 2],
  ['XRP', 'XRP', 0.23512, 'down', 0.35, 5],
  ['Litecoin', 'LTC', 60.15, 'up', 0.99, 2],
  ['Zcash', 'ZEC', 58.41, 'down', 8.79, 2],
  ['Bitcoin Gold', 'BTG', 12.23, 'down', 4.42, 2],
] as const

function crypto(f: Faker, now: Date): CryptoDashboard {
  const minutes = Array.from({ length: 20 }, (_, i) => format(addMinutes(now, i - 20), 'HH:mm'))
  const btcPrices = walkTo(f, 145, 8878.48, 0.0015, 2)
  const btcSeries: Series<number> = { name: 'Price', data: btcPrices.map((y, i) => ({ x: i - 145, y })) }
  return {
    btc: {
      amount: 8878.48,
      trend: { dir: 'up', amount: 0.17 },
      marketCap: 148752956966,
      volume: 22903438381,
      supply: 18168448,
      allTimeHigh: 19891,
      price: { series: [btcSeries] },
    },
    prices: { btc: 8878.48, eth: 170.46, bch: 359.93, xrp: 0.23512 },
    wallets: { btc: 24.97311243, eth: 126.3212, bch: 78.454412, xrp: 11278.771123 },
    watchlist: WATCHLIST.map(([title, iso, amount, dir, trend, decimals]) => ({
      title,
      iso,
      amount,
      trend: { dir, amount: trend },
      series: [
        { name: 'Price', data: walkTo(f, 20, amount, 0.02, decimals + 1).map((y, i) => ({ x: minutes[i]!, y })) },
      ],
    })),
  }
}

export const dashboardsSeeder: Seeder = {
  name: 'dashboards',
  tables: ['dashboards'],
  async run(db, { faker, now }) {
    const rows: DashboardRow[] = [
      { id: faker.string.uuid(), key: 'project', data: project(faker, now) },
      { id: faker.string.uuid(), key: 'analytics', data: analytics(faker, now) },
      { id: faker.string.uuid(), key: 'finance', data: finance(faker, now) },
      { id: faker.string.uuid(), key: 'crypto', data: crypto(faker, now) },
    ]
    await seedRows(db, 'dashboards', rows)
  },
}
