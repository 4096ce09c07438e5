import type { Translations } from '../data-language'
/** Shapes of the read-only dashboards, the activity feed and the icon sets (API contract section 14). */

import type { IconSetName } from '../constants/dashboards'

export type { IconSetName }

export const DASHBOARDS = ['project', 'analytics', 'finance', 'crypto'] as const
export type DashboardKey = (typeof DASHBOARDS)[number]

/** A point of a time series: `x` an ISO date (or, for the BTC price, a minute offset; for watchlists 'HH:mm'). */
export interface Point<X = string> {
  x: X
  y: number
}
export interface Series<X = string> {
  name: string
  data: Point<X>[]
}
export type WeekKey = 'this-week' | 'last-week'

/** A KPI with a small chart: the amount, one label per bar and one series. */
export interface AmountSeries {
  amount: number
  labels: string[]
  series: Array<{ name: string; data: number[] }>
}

export interface ProjectDashboard {
  githubIssues: {
    overview: Record<
      WeekKey,
      Record<'new-issues' | 'closed-issues' | 'fixed' | 'wont-fix' | 're-opened' | 'needs-triage', number>
    >
    labels: string[]
    series: Record<WeekKey, Array<{ name: string; type: 'line' | 'column'; data: number[] }>>
  }
  taskDistribution: {
    overview: Record<WeekKey, { new: number; completed: number }>
    labels: string[]
    series: Record<WeekKey, number[]>
  }
  schedule: Record<'today' | 'tomorrow', Array<{ title: string; time: string; location?: string }>>
  budgetDistribution: { categories: string[]; series: Array<{ name: string; data: number[] }> }
  weeklyExpenses: AmountSeries
  monthlyExpenses: AmountSeries
  yearlyExpenses: AmountSeries
  budgetDetails: {
    columns: string[]
    rows: Array<{
      id: number
      type: string
      total: number
      expensesAmount: number
      expensesPercentage: number
      remainingAmount: number
      remainingPercentage: number
    }>
  }
  teamMembers: Array<{ id: string; avatar: string | null; name: string; email: string; phone: string; title: string }>
}

export interface Breakdown {
  uniqueVisitors: number
  series: [number, number]
  labels: [string, string]
}

export interface AnalyticsDashboard {
  visitors: { series: Record<'this-year' | 'last-year', Series[]> }
  conversions: AmountSeries
  impressions: AmountSeries
  visits: AmountSeries
  visitorsVsPageViews: { overallScore: number; averageRatio: number; predictedRatio: number; series: Series[] }
  newVsReturning: Breakdown
  gender: Breakdown
  age: Breakdown
  language: Breakdown
}

export interface Statement {
  status: 'paid' | 'pending'
  /** ISO date. */
  date: string
  limit: number
  spent: number
  minimum: number
}

export interface FinanceDashboard {
  accountBalance: { growRate: number; ami: number; series: Series[] }
  budget: {
    expenses: number
    expensesLimit: number
    savings: number
    savingsGoal: number
    bills: number
    billsLimit: number
  }
  previousStatement: Statement
  currentStatement: Statement
  recentTransactions: Array<{
    id: string
    transactionId: string
    name: string
    /** Negative is money going out. */
    amount: number
    status: 'completed' | 'pending'
    date: string
  }>
}

export interface Trend {
  dir: 'up' | 'down'
  amount: number
}
export type CoinKey = 'btc' | 'eth' | 'bch' | 'xrp'

export interface CryptoDashboard {
  btc: {
    amount: number
    trend: Trend
    marketCap: number
    volume: number
    supply: number
    allTimeHigh: number
    price: { series: Series<number>[] }
  }
  prices: Record<CoinKey, number>
  wallets: Record<CoinKey, number>
  watchlist: Array<{ title: string; iso: string; amount: number; trend: Trend; series: Series[] }>
}

export interface DashboardData {
  project: ProjectDashboard
  analytics: AnalyticsDashboard
  finance: FinanceDashboard
  crypto: CryptoDashboard
}

/** A dashboard as stored: one row per dashboard, computed at seeding time. */
export interface DashboardRow<K extends DashboardKey = DashboardKey> {
  id: string
  key: K
  data: DashboardData[K]
}

export interface Activity {
  id: string
  /** `namespace:name` of an icon; absent when the activity shows a person instead. */
  icon?: string
  /** A picture of the person the activity is about (an image URL); absent when it shows an icon. */
  image?: string
  /** HTML; sanitise before rendering. */
  description: string
  date: string
  /** HTML; sanitise before rendering. */
  extraContent?: string
  linkedContent?: string
  link?: string
  useRouter?: boolean
  /** Stored rows only: the texts in other languages (src/shared/data-language.ts); never in an answer. */
  i18n?: Translations<Pick<Activity, 'description' | 'extraContent' | 'linkedContent'>>
}

export interface IconSet {
  namespace: string
  name: string
  grid: string
  list: string[]
}
