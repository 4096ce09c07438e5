import { describe, expect, it, vi } from 'vitest'
import { createInstance } from 'i18next'
import enShell from '../locales/en/shell.json'
import { LOAD_FAILURE, createLazyBackend } from './i18n'

describe('lazy translation loading', () => {
  it('loads a namespace on demand in the asked language', async () => {
    const shell = vi.fn(async () => ({ default: { hello: 'Hola' } }))
    const i18n = createInstance()
    await i18n
      .use(
        createLazyBackend({
          '../locales/es/shell.json': shell,
          '../locales/es/common.json': async () => ({ default: {} }),
        }),
      )
      .init({
        lng: 'es',
        fallbackLng: false,
        ns: ['common'],
        defaultNS: 'common',
      })
    expect(shell).not.toHaveBeenCalled()
    await i18n.loadNamespaces('shell')
    expect(i18n.t('hello', { ns: 'shell' })).toBe('Hola')
  })

  it('retries a failed load twice, then reports the failure', async () => {
    const failing = vi.fn(async () => {
      throw new Error('chunk failed')
    })
    const i18n = createInstance()
    const failed = vi.fn()
    i18n.on('failedLoading', failed)
    await i18n.use(createLazyBackend({ '../locales/en/common.json': failing })).init({
      lng: 'en',
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      maxRetries: 2,
      retryTimeout: 1,
    })
    // The shell's toast listens for this event: it must say which language and namespace failed.
    await vi.waitFor(() => expect(failed).toHaveBeenCalledWith('en', 'common', expect.anything()))
    expect(failing).toHaveBeenCalledTimes(3)
  })

  // The toast shows LOAD_FAILURE when even the shell's texts are missing: it is the English text, not a third wording.
  it('falls back on the English text of the failure message', () => {
    expect(enShell.i18n.failed).toBe(LOAD_FAILURE)
  })
})
