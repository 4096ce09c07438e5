// Signs a demo account in through the API from a page the worker controls, and keeps the session as the
// app does (localStorage), so that the next load of a signed-in page opens it directly.
// The accounts are the seeded ones (docs/clinic.md); the admin is the template's demo user.
export const DEMO_ACCOUNTS = {
  admin: { email: 'hughes.brian@company.com', password: 'admin' },
  reception: { email: 'recepcion@clinica.test', password: 'recepcion' },
  doctor: { email: 'doctor@clinica.test', password: 'doctor' },
  patient: { email: 'paciente@clinica.test', password: 'paciente' },
}

export function signInDemo(page, role = 'admin') {
  const account = DEMO_ACCOUNTS[role]
  if (!account) throw new Error(`Unknown role ${role}: one of ${Object.keys(DEMO_ACCOUNTS).join(', ')}`)
  return page.evaluate(async (account) => {
    const res = await fetch('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    })
    const session = await res.json()
    localStorage.setItem('accessToken', session.accessToken)
    localStorage.setItem('user', JSON.stringify(session.user))
  }, account)
}
