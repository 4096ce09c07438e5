import { api } from '@/lib/api/client'

export interface DemoMail {
  id: string
  subject: string
  date: string
  content: string
}

/** The mails of an unverified account, read with its password (the demo's stand-in for a mail program). */
export const readDemoInbox = (email: string, password: string) =>
  api.post<{ mails: DemoMail[] }>('api/auth/demo-inbox', { email, password })
