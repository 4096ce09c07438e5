import type { Page } from '@playwright/test'

export type DemoRole = 'admin' | 'reception' | 'doctor' | 'patient'
export const DEMO_ACCOUNTS: Record<DemoRole, { email: string; password: string }>
export function signInDemo(page: Page, role?: DemoRole): Promise<void>
