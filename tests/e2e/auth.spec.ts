import { DEMO, expect, openApp, test } from './fixtures'

test('a guest is sent to sign-in and comes back to the page asked for', async ({ page }) => {
  await openApp(page, '/apps/ecommerce/inventory')
  await expect(page).toHaveURL(/\/sign-in\?redirect=/)
  await expect(page.getByLabel('Email address')).toHaveValue(DEMO.email)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/apps\/ecommerce\/inventory$/)
  await expect(page.getByText('Brian Hughes')).toBeVisible()
  await page.reload()
  await expect(page).toHaveURL(/\/apps\/ecommerce\/inventory$/)
  await expect(page.getByText('Brian Hughes')).toBeVisible()
})

test('a wrong password is refused with a message', async ({ page }) => {
  await openApp(page, '/sign-in')
  await page.getByLabel('Password').fill('wrong')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password')
  await expect(page).toHaveURL(/\/sign-in/)
})

test("the sign-in form checks its fields before asking the server, in the reader's language", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'es'))
  await openApp(page, '/sign-in')
  const email = page.getByLabel('Correo electrónico')
  const password = page.getByLabel('Contraseña', { exact: true })
  await email.fill('not-an-email')
  await password.fill('')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByText('Debe ser un correo electrónico válido')).toBeVisible()
  await expect(page.getByText('Obligatorio')).toBeVisible()
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  // Typing in a field takes its message away; the other stays until the next submit.
  await email.fill(DEMO.email)
  await expect(page.getByText('Debe ser un correo electrónico válido')).toBeHidden()
  await expect(page.getByText('Obligatorio')).toBeVisible()
  await password.fill(DEMO.password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page).not.toHaveURL(/\/sign-in/)
})

test('a signed-in user is sent away from sign-in, and sign-out ends the session', async ({ page }) => {
  await openApp(page, '/sign-in')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Brian Hughes')).toBeVisible()
  await page.goto('/sign-in')
  await expect(page).not.toHaveURL(/\/sign-in/)
  await page.goto('/sign-out')
  await expect(page.getByRole('heading', { name: 'You have signed out!' })).toBeVisible()
  await page.goto('/apps/ecommerce/inventory')
  await expect(page).toHaveURL(/\/sign-in/)
})

test('a forged token is refused and signs the user out', async ({ page }) => {
  await openApp(page, '/sign-in')
  await page.evaluate(() => {
    const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
    const exp = Math.floor(Date.now() / 1000) + 3600
    localStorage.setItem(
      'accessToken',
      `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'cfaad35d-07a3-4447-a6c3-d8c3d54fd5df', exp, iss: 'Fuse' })}.forged`,
    )
    localStorage.setItem('user', JSON.stringify({ id: 'cfaad35d-07a3-4447-a6c3-d8c3d54fd5df', name: 'Brian Hughes' }))
  })
  await page.goto('/apps/ecommerce/inventory')
  await expect(page).toHaveURL(/\/sign-in/)
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
})
