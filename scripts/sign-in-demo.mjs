// Signs the demo admin in through the API from a page the worker controls, and keeps the session as the
// app does (localStorage), so that the next load of a signed-in page opens it directly.
export function signInDemo(page) {
  return page.evaluate(async () => {
    const res = await fetch('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'hughes.brian@company.com', password: 'admin' }),
    })
    const session = await res.json()
    localStorage.setItem('accessToken', session.accessToken)
    localStorage.setItem('user', JSON.stringify(session.user))
  })
}
