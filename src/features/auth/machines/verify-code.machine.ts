import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { CODE_LENGTH, RESEND_SECONDS } from '@/shared/constants/auth'
import type { Envelope, VerifyCodeInput } from '@/shared/schemas/auth'
import { verifyCode } from '../api/verify-code'
import { resendCode } from '../api/resend-code'

/**
 * The verify-code screen (SPEC sections 2, 4, 5). Two regions run side by side:
 * - form: idle -> verifying -> verified, or back to idle on a refusal or a failed call;
 * - resend: counting down from 30 each second -> ready (the button shows) -> resending -> counting again.
 * The machine says what happened through emitted events; the screen turns them into toasts and navigation.
 */

export interface VerifyCodeContext {
  email: string
  digits: string[]
  /** The 'Código incorrecto o expirado' alert: shown by an invalid submit, hidden by typing. */
  codeError: boolean
  /** The server's refusal of a code, with the tries the code still takes: an inline alert, hidden by typing. */
  refusal: { message: string; triesLeft: number | null } | null
  secondsLeft: number
}

export type VerifyCodeEvent =
  | { type: 'code.digit'; index: number; value: string }
  | { type: 'code.paste'; text: string }
  | { type: 'code.submit' }
  | { type: 'resend.request' }

export type VerifyCodeEmitted =
  | { type: 'verified'; email: string; message: string }
  | { type: 'verify.refused'; message: string }
  | { type: 'verify.error' }
  | { type: 'resend.done'; message: string }
  | { type: 'resend.refused'; message: string }

const isDigit = (d: string | undefined) => d !== undefined && /^\d$/.test(d)
const isComplete = (digits: string[]) => digits.length === CODE_LENGTH && digits.every(isDigit)
/** What a box keeps of what was typed into it: the last digit, non-digits stripped. */
export const digitOf = (value: string) => value.replace(/\D/g, '').slice(-1)
/** A paste is used only when it is all digits; then its first four fill the boxes. */
export const pastedDigits = (text: string): string[] | null => {
  const trimmed = text.trim()
  return /^\d+$/.test(trimmed) ? trimmed.slice(0, CODE_LENGTH).split('') : null
}

const withDigit = (digits: string[], index: number, value: string) =>
  digits.map((d, i) => (i === index ? digitOf(value) : d))

const withPaste = (digits: string[], text: string) => {
  const pasted = pastedDigits(text)
  return pasted ? digits.map((d, i) => pasted[i] ?? d) : digits
}

const emptyDigits = () => Array.from({ length: CODE_LENGTH }, () => '')

export const verifyCodeMachine = setup({
  types: {
    context: {} as VerifyCodeContext,
    events: {} as VerifyCodeEvent,
    input: {} as { email: string },
    emitted: {} as VerifyCodeEmitted,
  },
  actors: {
    verifyCode: fromPromise<Envelope, VerifyCodeInput>(({ input }) => verifyCode(input)),
    resendCode: fromPromise<Envelope, { email: string }>(({ input }) => resendCode(input.email)),
  },
  guards: {
    // The fourth valid digit submits: typing completes the code in the last box.
    digitCompletesCode: ({ context, event }) => {
      assertEvent(event, 'code.digit')
      return event.index === CODE_LENGTH - 1 && isComplete(withDigit(context.digits, event.index, event.value))
    },
    pasteCompletesCode: ({ context, event }) => {
      assertEvent(event, 'code.paste')
      return pastedDigits(event.text) !== null && isComplete(withPaste(context.digits, event.text))
    },
    codeComplete: ({ context }) => isComplete(context.digits),
    accepted: (_, params: { output: Envelope }) => params.output.exito,
    stillCounting: ({ context }) => context.secondsLeft > 1,
  },
  actions: {
    setDigit: assign({
      digits: ({ context, event }) => {
        assertEvent(event, 'code.digit')
        return event.index >= 0 && event.index < CODE_LENGTH
          ? withDigit(context.digits, event.index, event.value)
          : context.digits
      },
    }),
    applyPaste: assign({
      digits: ({ context, event }) => {
        assertEvent(event, 'code.paste')
        return withPaste(context.digits, event.text)
      },
    }),
    clearDigits: assign({ digits: () => emptyDigits() }),
    showCodeError: assign({ codeError: true }),
    hideCodeError: assign({ codeError: false, refusal: null }),
    showRefusal: assign({
      refusal: (_, params: { output: Envelope }) => ({
        message: params.output.mensaje,
        triesLeft: params.output.triesLeft ?? null,
      }),
    }),
    tick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    restartCountdown: assign({ secondsLeft: RESEND_SECONDS }),
  },
}).createMachine({
  id: 'verifyCode',
  type: 'parallel',
  context: ({ input }) => ({
    email: input.email,
    digits: emptyDigits(),
    codeError: false,
    refusal: null,
    secondsLeft: RESEND_SECONDS,
  }),
  states: {
    form: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'code.digit': [
              { guard: 'digitCompletesCode', target: 'verifying', actions: ['setDigit', 'hideCodeError'] },
              { actions: ['setDigit', 'hideCodeError'] },
            ],
            'code.paste': [
              { guard: 'pasteCompletesCode', target: 'verifying', actions: ['applyPaste', 'hideCodeError'] },
              { actions: ['applyPaste', 'hideCodeError'] },
            ],
            'code.submit': [{ guard: 'codeComplete', target: 'verifying' }, { actions: 'showCodeError' }],
          },
        },
        verifying: {
          invoke: {
            src: 'verifyCode',
            input: ({ context }) => ({ email: context.email, code: context.digits.join('') }),
            onDone: [
              {
                guard: { type: 'accepted', params: ({ event }) => ({ output: event.output }) },
                target: 'verified',
                actions: emit(({ context, event }) => ({
                  type: 'verified' as const,
                  email: context.email,
                  message: event.output.mensaje,
                })),
              },
              {
                target: 'idle',
                actions: [
                  'clearDigits',
                  { type: 'showRefusal', params: ({ event }) => ({ output: event.output }) },
                  emit(({ event }) => ({ type: 'verify.refused' as const, message: event.output.mensaje })),
                ],
              },
            ],
            onError: { target: 'idle', actions: emit({ type: 'verify.error' as const }) },
          },
        },
        verified: { type: 'final' },
      },
    },
    resend: {
      initial: 'counting',
      states: {
        counting: {
          after: {
            1000: [
              { guard: 'stillCounting', target: 'counting', reenter: true, actions: 'tick' },
              { target: 'ready', actions: 'tick' },
            ],
          },
        },
        ready: { on: { 'resend.request': 'resending' } },
        resending: {
          invoke: {
            src: 'resendCode',
            input: ({ context }) => ({ email: context.email }),
            onDone: [
              {
                guard: { type: 'accepted', params: ({ event }) => ({ output: event.output }) },
                target: 'counting',
                // A new code takes every try again: the last refusal no longer holds.
                actions: [
                  'restartCountdown',
                  'hideCodeError',
                  emit(({ event }) => ({ type: 'resend.done' as const, message: event.output.mensaje })),
                ],
              },
              {
                target: 'ready',
                actions: emit(({ event }) => ({ type: 'resend.refused' as const, message: event.output.mensaje })),
              },
            ],
            onError: {
              target: 'ready',
              actions: emit(({ event }) => ({
                type: 'resend.refused' as const,
                message: event.error instanceof Error ? event.error.message : String(event.error),
              })),
            },
          },
        },
      },
    },
  },
})
