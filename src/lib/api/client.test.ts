import { beforeAll, describe, expect, it, vi } from 'vitest'
import i18next from 'i18next'
import es from '../../locales/es/common.json'
import en from '../../locales/en/common.json'
import { ApiError, api, storageFullMessage } from './client'
import { reportWorkerFailure } from './worker-control'

// The client reads the stored session on import; Node has no localStorage.
vi.hoisted(() => {
  const store = new Map<string, string>()
  Object.assign(globalThis, {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    },
  })
})

beforeAll(async () => {
  await i18next.init({
    lng: 'es',
    fallbackLng: 'en',
    resources: { es: { common: es }, en: { common: en } },
    defaultNS: 'common',
  })
})

describe('ApiError', () => {
  it("says a 507 in the user's language and points to where space is freed, whatever the server wrote", async () => {
    const error = new ApiError(507, { error: "The device's storage is full.", reason: 'storage-full' })
    expect(error.message).toBe(es.storageFull.message)
    expect(error.message).toMatch(/Ajustes › Almacenamiento/)
    expect(storageFullMessage()).toBe(error.message)
    await i18next.changeLanguage('en')
    expect(new ApiError(507, null).message).toBe(en.storageFull.message)
  })

  it('keeps the server message and field for other errors', () => {
    const error = new ApiError(400, { error: 'title: Required', field: 'title', reason: 'Required' })
    expect([error.message, error.field]).toEqual(['title: Required', 'title'])
  })
})

describe('an API call without a worker', () => {
  it("fails as a 503 in the reader's language once the worker cannot start, instead of reaching the network", async () => {
    await i18next.changeLanguage('es')
    const network = vi.spyOn(globalThis, 'fetch')
    reportWorkerFailure()
    await expect(api.get('api/common/config')).rejects.toMatchObject({ status: 503, message: es.worker.failed })
    expect(network).not.toHaveBeenCalled()
  })
})
