import { checkPassword, hashPassword } from '@/shared/passwords'
import type { Sql } from './db/database'
import type { Actor, Role } from './tokens'

export interface AccountInput {
  id: string
  email: string
  name: string
  role: Role
  personId: string | null
  /** A stored `pbkdf2$…` hash (from the seeds), or a password to hash. */
  passwordHash?: string
  password?: string
}

export interface AccountView {
  id: string
  email: string
  name: string
  role: Role
  personId: string | null
}

export async function putAccount(db: Sql, tenantId: string, a: AccountInput): Promise<void> {
  const hash = a.passwordHash ?? (await hashPassword(a.password ?? ''))
  await db.query(
    `insert into accounts (tenant_id, id, email, name, role, person_id, password_hash) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (tenant_id, id) do update set email = excluded.email, name = excluded.name, role = excluded.role,
       person_id = excluded.person_id, password_hash = excluded.password_hash`,
    [tenantId, a.id, a.email, a.name, a.role, a.personId, hash],
  )
}

/** The account with these credentials in this tenant, or undefined (the same for every wrong part). */
export async function signIn(
  db: Sql,
  tenantId: string,
  email: string,
  password: string,
): Promise<{ actor: Actor; account: AccountView } | undefined> {
  const [row] = await db.query<{
    id: string
    email: string
    name: string
    role: Role
    person_id: string | null
    password_hash: string
  }>(
    'select id, email, name, role, person_id, password_hash from accounts where tenant_id = $1 and lower(email) = lower($2)',
    [tenantId, email],
  )
  if (!row || !(await checkPassword(password, row.password_hash))) return undefined
  return {
    actor: { tenantId, accountId: row.id, role: row.role, personId: row.person_id },
    account: { id: row.id, email: row.email, name: row.name, role: row.role, personId: row.person_id },
  }
}

export async function setRole(db: Sql, tenantId: string, accountId: string, role: Role): Promise<void> {
  await db.query('update accounts set role = $3 where tenant_id = $1 and id = $2', [tenantId, accountId, role])
}
