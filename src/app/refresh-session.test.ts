import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, api } from '@/lib/api/client'
import { session } from '@/lib/session'
import { refreshSession } from './refresh-session'

vi.mock('@/lib/session', () => ({
  session: {
    token: vi.fn(() => 'old-token'),
    storedToken: vi.fn(() => 'old-token'),
    get: vi.fn(() => ({ token: 'old-token' })),
    start: vi.fn(),
    end: vi.fn(),
  },
}))
vi.mock('@/lib/api/client', async (original) => ({
  ...(await original<typeof import('@/lib/api/client')>()),
  api: { post: vi.fn() },
}))

const post = vi.mocked(api.post)
const fresh = { accessToken: 'new-token', user: { id: 'u1' }, tokenType: 'bearer' }

describe('refreshSession', () => {
  beforeEach(() => vi.clearAllMocks())

  it('starts the session with the fresh token', async () => {
    post.mockResolvedValue(fresh)
    await refreshSession()
    expect(post).toHaveBeenCalledWith('api/auth/refresh-access-token', { accessToken: 'old-token' }, { silent: true })
    expect(session.start).toHaveBeenCalledWith(fresh)
    expect(session.end).not.toHaveBeenCalled()
  })

  it('signs out when the token is refused', async () => {
    post.mockRejectedValue(new ApiError(401, { error: 'Invalid token' }))
    await refreshSession()
    expect(session.end).toHaveBeenCalledTimes(1)
  })

  it('keeps the session when the request fails otherwise (page unloading, worker error)', async () => {
    for (const error of [
      new TypeError('Failed to fetch'),
      new DOMException('aborted', 'AbortError'),
      new ApiError(503, { error: 'Database unavailable' }),
    ]) {
      post.mockRejectedValueOnce(error)
      await refreshSession()
    }
    expect(session.end).not.toHaveBeenCalled()
    expect(session.start).not.toHaveBeenCalled()
  })

  it('leaves a session started while the refresh was on its way (a sign-in in another tab)', async () => {
    post.mockResolvedValueOnce(fresh).mockRejectedValueOnce(new ApiError(401, { error: 'Invalid token' }))
    vi.mocked(session.storedToken).mockReturnValue('someone-else')
    await refreshSession()
    await refreshSession()
    expect(session.start).not.toHaveBeenCalled()
    expect(session.end).not.toHaveBeenCalled()
    vi.mocked(session.storedToken).mockReturnValue('old-token')
  })

  it('clears an expired token without asking the server', async () => {
    vi.mocked(session.token).mockReturnValueOnce(null)
    await refreshSession()
    expect(post).not.toHaveBeenCalled()
    expect(session.end).toHaveBeenCalledTimes(1)
  })
})
