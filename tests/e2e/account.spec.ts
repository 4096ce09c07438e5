import type { Page } from '@playwright/test'
import { DEMO, expect, expectAccessible, openApp, signInViaApi, test } from './fixtures'

// The account screens speak the spec's Spanish wording in the es locale; these tests read it there.
test.beforeEach(async ({ page }) => {
  test.slow()
  await page.addInitScript(() => localStorage.setItem('lang', 'es'))
})

const newEmail = () => `ana.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

/** Signs up through the API (skipping the form) — the server mails the first code. */
async function signUpViaApi(page: Page, email: string, password = 'secret12') {
  await page.evaluate(
    async ([e, p]) => {
      const res = await fetch('/api/auth/sign-up', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ana Pérez', email: e, password: p }),
      })
      if (!res.ok) throw new Error(`sign-up failed: ${res.status}`)
    },
    [email, password],
  )
}

/**
 * Reads what the app mailed to the demo admin from the admin's own mailbox, as the admin would in the Mailbox
 * app (api/apps/mailbox/mails, newest first). The page's own session is left alone.
 */
async function mailsTo(page: Page, email: string): Promise<Array<{ subject: string; content: string }>> {
  return page.evaluate(
    async ([to, admin]) => {
      const json = (r: Response) => r.json()
      const session = await fetch('/api/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(admin),
      }).then(json)
      const { mails } = await fetch('/api/apps/mailbox/mails?folder=inbox&page=1', {
        headers: { Authorization: session.accessToken },
      }).then(json)
      return (mails as Array<{ to: string; subject: string; content: string }>).filter((m) => m.to === to)
    },
    [email, DEMO] as const,
  )
}

/**
 * The code mails of a new, unverified account, newest first: mail is per account, and such an account reads
 * its own with its password (api/auth/demo-inbox, what the verify screen offers), never through the admin.
 */
async function codeMailsOf(page: Page, email: string, password = 'secret12'): Promise<Array<{ subject: string }>> {
  return page.evaluate(
    async ([e, p]) => {
      const res = await fetch('/api/auth/demo-inbox', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: e, password: p }),
      })
      if (!res.ok) throw new Error(`demo-inbox failed: ${res.status}`)
      return ((await res.json()) as { mails: Array<{ subject: string }> }).mails.filter((m) =>
        /verificación/.test(m.subject),
      )
    },
    [email, password],
  )
}

async function latestCode(page: Page, email: string): Promise<string> {
  const mail = (await codeMailsOf(page, email))[0]
  expect(mail, `a code mail for ${email}`).toBeTruthy()
  return /(\d{4})$/.exec(mail!.subject)![1]!
}

const wrongOf = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0')

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Dígito 1 de 4').click()
  await page.keyboard.type(code)
}

async function pasteInto(page: Page, label: string, text: string) {
  await page.getByLabel(label).evaluate((input, t) => {
    const data = new DataTransfer()
    data.setData('text', t)
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, text)
}

const toast = (page: Page, text: string) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text })

test('sign-up, the code from the mailbox, verify, then sign in', async ({ page }) => {
  const email = newEmail()
  await openApp(page, '/sign-up')
  await page.getByLabel('Nombre completo').fill('Ana Pérez')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña', { exact: true }).fill('secret12')
  await page.getByRole('button', { name: 'Crear tu cuenta gratis' }).click()
  await expect(page.getByText('Debes aceptar los términos')).toBeVisible()
  await page.getByLabel(/Acepto los Términos/).check()
  await page.getByRole('button', { name: 'Crear tu cuenta gratis' }).click()

  await expect(page).toHaveURL(`/verify-code?email=${encodeURIComponent(email)}`)
  await expect(page.getByRole('heading', { name: 'Verificación de correo' })).toBeVisible()
  await expect(page.getByText('Ingresa el código de 4 dígitos enviado a')).toContainText(email)
  await expectAccessible(page)
  // The code went to this account's own mailbox, which the screen opens with the account's password.
  await page.getByLabel('Contraseña de esta cuenta').fill('wrong-pass')
  await page.getByRole('button', { name: 'Leer mi correo' }).click()
  await expect(page.getByRole('alert')).toHaveText('Contraseña incorrecta')
  await page.getByLabel('Contraseña de esta cuenta').fill('secret12')
  await page.getByRole('button', { name: 'Leer mi correo' }).click()
  await expect(page.getByRole('list', { name: `Correo para ${email}` }).getByRole('listitem')).toContainText(
    await latestCode(page, email),
  )

  // Not verified yet: sign-in refuses and points back to the code.
  await page.getByRole('link', { name: 'Volver a inicio de sesión' }).click()
  await expect(page).toHaveURL(`/sign-in?email=${encodeURIComponent(email)}`)
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email)
  await page.getByLabel('Contraseña', { exact: true }).fill('secret12')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('alert')).toContainText('Verifica tu correo antes de iniciar sesión.')
  await page.getByRole('link', { name: 'Ingresar el código' }).click()
  await expect(page).toHaveURL(/\/verify-code\?email=/)

  // Typing moves from box to box; the fourth digit submits.
  await typeCode(page, await latestCode(page, email))
  await expect(page).toHaveURL(`/sign-in?email=${encodeURIComponent(email)}`)
  await expect(toast(page, 'Correo verificado')).toBeVisible()
  await page.getByLabel('Contraseña', { exact: true }).fill('secret12')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page).toHaveURL(/\/medical\/home$/)
  await expect(page.getByRole('img', { name: 'Ana Pérez' }).first()).toBeVisible()
})

test('a wrong code and an expired code are refused; an invalid submit shows the alert until the user types', async ({
  page,
}) => {
  const email = newEmail()
  await openApp(page, '/sign-in')
  await signUpViaApi(page, email)
  await page.goto(`/verify-code?email=${encodeURIComponent(email)}`)
  const code = await latestCode(page, email)

  // Incomplete: the alert shows, and hides as soon as the user types.
  await typeCode(page, '12')
  await page.getByRole('button', { name: 'Verificar código' }).click()
  await expect(page.getByRole('alert')).toHaveText('Código incorrecto o expirado')
  await page.getByLabel('Dígito 3 de 4').pressSequentially('5')
  await expect(page.getByRole('alert')).toHaveCount(0)

  // Wrong: the server's message in an error toast, the boxes cleared, back to idle.
  await page.getByLabel('Dígito 1 de 4').fill('')
  await page.getByLabel('Dígito 2 de 4').fill('')
  await page.getByLabel('Dígito 3 de 4').fill('')
  await typeCode(page, wrongOf(code))
  await expect(toast(page, 'Código incorrecto o expirado')).toBeVisible()
  await expect(page.getByLabel('Dígito 1 de 4')).toHaveValue('')
  await expect(page.getByLabel('Dígito 1 de 4')).toBeFocused()
  await expect(page).toHaveURL(/\/verify-code/)
  // The refusal stays on the form as an alert with the tries the code still takes, until the user types.
  const refusal = page.locator('form').getByRole('alert')
  await expect(refusal).toContainText('Código incorrecto o expirado')
  await expect(refusal).toContainText('Te quedan 4 intentos')
  await toast(page, 'Código incorrecto o expirado').getByRole('button', { name: 'Cerrar' }).click()
  await expect(toast(page, 'Código incorrecto o expirado')).toHaveCount(0)
  await expect(refusal).toBeVisible()
  await page.getByLabel('Dígito 1 de 4').pressSequentially('7')
  await expect(refusal).toHaveCount(0)
  await page.getByLabel('Dígito 1 de 4').fill('')

  // A paste is used only when it is all digits.
  await pasteInto(page, 'Dígito 1 de 4', '12a4')
  await expect(page.getByLabel('Dígito 1 de 4')).toHaveValue('')

  // Expired: the worker's clock cannot be moved from a test, so the stored code is aged by 10 minutes.
  await page.evaluate(async (e) => {
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const r = indexedDB.open('clinic-suite')
      r.onsuccess = () => res(r.result)
      r.onerror = () => rej(r.error)
    })
    await new Promise<void>((res, rej) => {
      const store = db.transaction('authCodes', 'readwrite').objectStore('authCodes')
      const get = store.get(e)
      get.onsuccess = () => {
        const put = store.put({ ...get.result, expiresAt: new Date(Date.now() - 1000).toISOString() })
        put.onsuccess = () => res()
        put.onerror = () => rej(put.error)
      }
    })
    db.close()
  }, email)
  await pasteInto(page, 'Dígito 1 de 4', code)
  await expect(toast(page, 'Código incorrecto o expirado')).toBeVisible()
  await expect(page).toHaveURL(/\/verify-code/)
})

test('the resend countdown ticks each second from 30, and a resend mails a new code that works', async ({ page }) => {
  const email = newEmail()
  await openApp(page, '/sign-in')
  await signUpViaApi(page, email)
  await page.clock.install()
  await page.goto(`/verify-code?email=${encodeURIComponent(email)}`)
  const countdown = page.getByText(/^Reenviar código en \d+s$/)
  // A full load boots the app again (splash first): as long as any other start is given on a busy machine.
  await expect(countdown).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('button', { name: 'Reenviar código' })).toHaveCount(0)
  // From here on time only moves when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000)
  const left = Number(/(\d+)s$/.exec((await countdown.textContent())!)![1])
  expect(left).toBeGreaterThan(1)
  expect(left).toBeLessThanOrEqual(30)
  await page.clock.runFor(1000)
  await expect(page.getByText(`Reenviar código en ${left - 1}s`)).toBeVisible()
  await page.clock.runFor((left - 2) * 1000)
  await expect(page.getByText('Reenviar código en 1s')).toBeVisible()
  await page.clock.runFor(1000)
  await expect(countdown).toHaveCount(0)
  await page.getByRole('button', { name: 'Reenviar código' }).click()
  // The countdown restarts from 30 (time is still held), then the toast shows once time runs again.
  await expect(page.getByText('Reenviar código en 30s')).toBeVisible()
  await page.clock.resume()
  await expect(toast(page, `Te enviamos un código nuevo a ${email}`)).toBeVisible()
  expect(await codeMailsOf(page, email)).toHaveLength(2)

  await pasteInto(page, 'Dígito 1 de 4', await latestCode(page, email))
  await expect(page).toHaveURL(`/sign-in?email=${encodeURIComponent(email)}`)
})

test('guest-only screens send a signed-in user to their landing, and signed-in screens send a guest to sign-in', async ({
  page,
}) => {
  await openApp(page, '/unlock-session')
  await expect(page).toHaveURL('/sign-in?redirect=%2Funlock-session')
  // Guest-only screens besides sign-in, which a guest on a signed-in screen is sent to.
  const guestOnly = [
    '/sign-up',
    '/forgot-password',
    '/confirmation-required',
    '/verify-code?email=a%40b.co',
    '/reset-password/some-token',
  ]
  for (const path of guestOnly) {
    await page.goto(path)
    await expect(page, path).toHaveURL(new RegExp(path.replace(/[?]/g, '\\?')))
  }
  await signInViaApi(page)
  // The demo user is an admin: the same page signing in leads to (src/lib/landing.ts), not the module home.
  for (const path of ['/sign-in', ...guestOnly]) {
    await page.goto(path)
    await expect(page, path).toHaveURL(/\/medical\/home$/)
  }
})

test('unlock-session asks the password of the signed-in user', async ({ page }) => {
  await openApp(page, '/sign-in')
  await signInViaApi(page)
  await page.goto('/unlock-session')
  await expect(page.getByRole('heading', { name: 'Desbloquear sesión' })).toBeVisible()
  await expect(page.getByText('Brian Hughes', { exact: true })).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('Contraseña', { exact: true }).fill('wrong')
  await page.getByRole('button', { name: 'Desbloquear' }).click()
  await expect(page.getByRole('alert')).toHaveText('Contraseña incorrecta')
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.password)
  await page.getByRole('button', { name: 'Desbloquear' }).click()
  // Nothing asked for a page: the admin goes where its work is.
  await expect(page).toHaveURL(/\/medical\/home$/)
})

test('forgot password mails a one-time link that sets a new password', async ({ page }) => {
  await openApp(page, '/sign-in')
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click()
  // Sign-in stays on screen until the next page has loaded, and it has an email field too.
  await expect(page.getByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' })).toBeVisible()
  await page.getByLabel('Correo electrónico').fill(DEMO.email)
  await page.getByRole('button', { name: 'Enviar enlace' }).click()
  await expect(page.getByRole('status').filter({ hasText: DEMO.email })).toBeVisible()
  const mail = (await mailsTo(page, DEMO.email)).find((m) => /contraseña/.test(m.subject))!
  const link = /href="(\/reset-password\/[\w-]+)"/.exec(mail.content)![1]!

  await page.goto(link)
  await page.getByLabel('Contraseña nueva').fill('brand-new-1')
  await page.getByLabel('Confirmar contraseña').fill('brand-new-2')
  await page.getByRole('button', { name: 'Restablecer contraseña' }).click()
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible()
  await page.getByLabel('Confirmar contraseña').fill('brand-new-1')
  await page.getByRole('button', { name: 'Restablecer contraseña' }).click()
  await expect(page).toHaveURL(/\/sign-in$/)
  await page.getByLabel('Contraseña', { exact: true }).fill('brand-new-1')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page).toHaveURL(/\/medical\/home$/)

  // The link worked once only.
  await page.goto('/sign-out')
  await expect(page.getByRole('heading', { name: '¡Has cerrado sesión!' })).toBeVisible()
  await page.goto(link)
  await page.getByLabel('Contraseña nueva').fill('another-1')
  await page.getByLabel('Confirmar contraseña').fill('another-1')
  await page.getByRole('button', { name: 'Restablecer contraseña' }).click()
  await expect(page.getByRole('alert')).toContainText('Este enlace no es válido o ha caducado.')
})
