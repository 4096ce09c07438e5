import { describe, expect, it, vi } from 'vitest'
import { SimulatedClock, createActor, fromPromise } from 'xstate'
import type { Envelope, VerifyCodeInput } from '@/shared/schemas/auth'
import { digitOf, pastedDigits, verifyCodeMachine, type VerifyCodeEmitted } from './verify-code.machine'

// The real actors call the API through the page's client; every test swaps them with .provide().
vi.mock('../api/verify-code', () => ({ verifyCode: vi.fn() }))
vi.mock('../api/resend-code', () => ({ resendCode: vi.fn() }))

const EMAIL = 'ana@example.com'

/** Resolves when the test says so, to look at the machine while a call is in flight. */
function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

function start(
  options: {
    verify?: (input: VerifyCodeInput) => Promise<Envelope>
    resend?: (email: string) => Promise<Envelope>
  } = {},
) {
  const verifyCalls: VerifyCodeInput[] = []
  const resendCalls: string[] = []
  const machine = verifyCodeMachine.provide({
    actors: {
      verifyCode: fromPromise<Envelope, VerifyCodeInput>(async ({ input }) => {
        verifyCalls.push(input)
        return (options.verify ?? (async () => ({ exito: true, mensaje: 'Correo verificado' })))(input)
      }),
      resendCode: fromPromise<Envelope, { email: string }>(async ({ input }) => {
        resendCalls.push(input.email)
        return (options.resend ?? (async () => ({ exito: true, mensaje: 'Código reenviado' })))(input.email)
      }),
    },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { input: { email: EMAIL }, clock })
  const emitted: VerifyCodeEmitted[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  const form = () => (actor.getSnapshot().value as { form: string }).form
  const resend = () => (actor.getSnapshot().value as { resend: string }).resend
  const ctx = () => actor.getSnapshot().context
  const type = (code: string, from = 0) =>
    [...code].forEach((value, i) => actor.send({ type: 'code.digit', index: from + i, value }))
  const flush = () => new Promise((r) => setTimeout(r, 0))
  const seconds = (n: number) => {
    for (let i = 0; i < n; i++) clock.increment(1000)
  }
  return { actor, clock, emitted, form, resend, ctx, type, flush, seconds, verifyCalls, resendCalls }
}

describe('verify-code machine: the code boxes', () => {
  it('keeps one digit per box and strips non-digits', () => {
    const m = start()
    m.actor.send({ type: 'code.digit', index: 0, value: 'a' })
    expect(m.ctx().digits).toEqual(['', '', '', ''])
    m.actor.send({ type: 'code.digit', index: 0, value: '7x' })
    m.actor.send({ type: 'code.digit', index: 1, value: '34' })
    expect(m.ctx().digits).toEqual(['7', '4', '', ''])
    m.actor.send({ type: 'code.digit', index: 1, value: '' })
    expect(m.ctx().digits).toEqual(['7', '', '', ''])
    m.actor.send({ type: 'code.digit', index: 9, value: '1' })
    expect(m.ctx().digits).toEqual(['7', '', '', ''])
    expect(digitOf('-5-')).toBe('5')
  })

  it('uses a paste only when it is all digits, and only its first four', () => {
    expect(pastedDigits(' 123456 ')).toEqual(['1', '2', '3', '4'])
    expect(pastedDigits('12a4')).toBeNull()
    const m = start()
    m.actor.send({ type: 'code.paste', text: '12a4' })
    expect(m.ctx().digits).toEqual(['', '', '', ''])
    m.actor.send({ type: 'code.paste', text: '98' })
    expect(m.ctx().digits).toEqual(['9', '8', '', ''])
    expect(m.form()).toBe('idle')
  })

  it('shows the code error on an incomplete submit and hides it as soon as the user types or pastes', () => {
    const m = start()
    m.type('12')
    m.actor.send({ type: 'code.submit' })
    expect(m.ctx().codeError).toBe(true)
    expect(m.form()).toBe('idle')
    expect(m.verifyCalls).toEqual([])
    m.type('3', 2)
    expect(m.ctx().codeError).toBe(false)
    m.actor.send({ type: 'code.submit' })
    m.actor.send({ type: 'code.paste', text: 'zz' })
    expect(m.ctx().codeError).toBe(false)
  })
})

describe('verify-code machine: verifying', () => {
  it('submits on the fourth valid digit, and a success is emitted with the email', async () => {
    const call = deferred<Envelope>()
    const m = start({ verify: () => call.promise })
    m.type('123')
    expect(m.form()).toBe('idle')
    m.type('4', 3)
    expect(m.form()).toBe('verifying')
    expect(m.verifyCalls).toEqual([{ email: EMAIL, code: '1234' }])
    // Typing while verifying changes nothing.
    m.type('9', 0)
    expect(m.ctx().digits.join('')).toBe('1234')
    call.resolve({ exito: true, mensaje: 'Correo verificado' })
    await m.flush()
    expect(m.form()).toBe('verified')
    expect(m.emitted).toContainEqual({ type: 'verified', email: EMAIL, message: 'Correo verificado' })
  })

  it('does not submit when the fourth box is filled but an earlier one is empty', () => {
    const m = start()
    m.type('1')
    m.type('4', 3)
    expect(m.form()).toBe('idle')
  })

  it('submits a complete pasted code, and an explicit submit of a complete code', async () => {
    const m = start()
    m.actor.send({ type: 'code.paste', text: '4321' })
    expect(m.form()).toBe('verifying')
    await m.flush()
    expect(m.verifyCalls).toEqual([{ email: EMAIL, code: '4321' }])

    const n = start({ verify: async () => ({ exito: false, mensaje: 'no' }) })
    n.actor.send({ type: 'code.paste', text: '55' })
    n.type('66', 2)
    await n.flush()
    n.actor.send({ type: 'code.paste', text: '7788' })
    await n.flush()
    n.type('1234')
    await n.flush()
    expect(n.verifyCalls.map((c) => c.code)).toEqual(['5566', '7788', '1234'])
    n.type('1234')
    await n.flush()
    n.actor.send({ type: 'code.digit', index: 0, value: '2' })
    n.actor.send({ type: 'code.digit', index: 1, value: '2' })
    n.actor.send({ type: 'code.digit', index: 2, value: '2' })
    n.actor.send({ type: 'code.digit', index: 3, value: 'x' })
    n.actor.send({ type: 'code.submit' })
    expect(n.ctx().codeError).toBe(true)
  })

  it('goes back to idle with the server message when the server refuses, and clears the boxes', async () => {
    const m = start({ verify: async () => ({ exito: false, mensaje: 'Código incorrecto o expirado' }) })
    m.type('1111')
    await m.flush()
    expect(m.form()).toBe('idle')
    expect(m.ctx().digits).toEqual(['', '', '', ''])
    expect(m.emitted).toEqual([{ type: 'verify.refused', message: 'Código incorrecto o expirado' }])
  })

  it('goes back to idle and reports a call error when the call fails', async () => {
    const m = start({ verify: async () => Promise.reject(new Error('offline')) })
    m.type('1111')
    await m.flush()
    expect(m.form()).toBe('idle')
    expect(m.emitted).toEqual([{ type: 'verify.error' }])
    // The boxes keep the code, so the user can simply try again.
    expect(m.ctx().digits.join('')).toBe('1111')
    m.actor.send({ type: 'code.submit' })
    expect(m.form()).toBe('verifying')
  })
})

describe('verify-code machine: resend', () => {
  it('counts down from 30 each second, then offers the resend', () => {
    const m = start()
    expect(m.ctx().secondsLeft).toBe(30)
    expect(m.resend()).toBe('counting')
    m.actor.send({ type: 'resend.request' })
    expect(m.resend()).toBe('counting')
    m.seconds(1)
    expect(m.ctx().secondsLeft).toBe(29)
    m.seconds(28)
    expect(m.ctx().secondsLeft).toBe(1)
    expect(m.resend()).toBe('counting')
    m.seconds(1)
    expect(m.ctx().secondsLeft).toBe(0)
    expect(m.resend()).toBe('ready')
    m.seconds(5)
    expect(m.ctx().secondsLeft).toBe(0)
  })

  it('restarts the countdown after a successful resend', async () => {
    const m = start()
    m.seconds(30)
    m.actor.send({ type: 'resend.request' })
    expect(m.resend()).toBe('resending')
    await m.flush()
    expect(m.resendCalls).toEqual([EMAIL])
    expect(m.resend()).toBe('counting')
    expect(m.ctx().secondsLeft).toBe(30)
    expect(m.emitted).toEqual([{ type: 'resend.done', message: 'Código reenviado' }])
    m.seconds(30)
    expect(m.resend()).toBe('ready')
  })

  it('stays ready with the server message when the resend is refused or fails', async () => {
    const m = start({ resend: async () => ({ exito: false, mensaje: 'La cuenta ya está verificada' }) })
    m.seconds(30)
    m.actor.send({ type: 'resend.request' })
    await m.flush()
    expect(m.resend()).toBe('ready')
    expect(m.emitted).toEqual([{ type: 'resend.refused', message: 'La cuenta ya está verificada' }])

    const n = start({ resend: () => Promise.reject(new Error('Network down')) })
    n.seconds(30)
    n.actor.send({ type: 'resend.request' })
    await n.flush()
    expect(n.resend()).toBe('ready')
    expect(n.emitted).toEqual([{ type: 'resend.refused', message: 'Network down' }])
  })

  it('runs the countdown while a code is being verified', async () => {
    const call = deferred<Envelope>()
    const m = start({ verify: () => call.promise })
    m.type('1234')
    m.seconds(3)
    expect(m.form()).toBe('verifying')
    expect(m.ctx().secondsLeft).toBe(27)
    call.reject(new Error('x'))
    await m.flush()
    expect(m.form()).toBe('idle')
  })
})

describe('verify-code machine: the refusal alert', () => {
  const refuse = async () => ({ exito: false, mensaje: 'Código incorrecto o expirado', triesLeft: 3 })

  it('keeps the server’s refusal and the tries left for the inline alert', async () => {
    const m = start({ verify: refuse })
    m.type('1111')
    await m.flush()
    expect(m.ctx().refusal).toEqual({ message: 'Código incorrecto o expirado', triesLeft: 3 })
  })

  it('hides the alert as soon as the user types or pastes', async () => {
    const m = start({ verify: refuse })
    m.type('1111')
    await m.flush()
    m.actor.send({ type: 'code.digit', index: 0, value: '5' })
    expect(m.ctx().refusal).toBeNull()
    m.type('111', 1)
    await m.flush()
    expect(m.ctx().refusal).not.toBeNull()
    m.actor.send({ type: 'code.paste', text: '12' })
    expect(m.ctx().refusal).toBeNull()
  })

  it('drops the refusal when a new code is sent', async () => {
    const m = start({ verify: refuse })
    m.type('1111')
    await m.flush()
    m.seconds(30)
    m.actor.send({ type: 'resend.request' })
    await m.flush()
    expect(m.resend()).toBe('counting')
    expect(m.ctx().refusal).toBeNull()
  })
})
