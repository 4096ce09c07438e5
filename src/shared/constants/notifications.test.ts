import { describe, expect, it } from 'vitest'
import { notificationKind, wantsNotification } from './notifications'

describe('notification kinds', () => {
  it('sorts a notification by where it leads', () => {
    expect(notificationKind({ link: '/medical/general-agenda' })).toBe('appointments')
    expect(notificationKind({ link: '/medical/envio-medical/0?patientId=1' })).toBe('appointments')
    expect(notificationKind({ link: '/persons/list-persons' })).toBe('patients')
    expect(notificationKind({ link: '/maintenance/admin-products' })).toBe('stock')
    expect(notificationKind({ link: '/maintenance/admin-doctors' })).toBe('catalogue')
    expect(notificationKind({ link: '/medical/list-procedures' })).toBe('catalogue')
    expect(notificationKind({ link: '/apps/mailbox' })).toBe('mail')
    expect(notificationKind({})).toBe('other')
    expect(notificationKind({ link: '/medicalx' })).toBe('other')
  })

  it('keeps what the user did not turn off', () => {
    expect(wantsNotification(['stock'], { link: '/maintenance/admin-products' })).toBe(false)
    expect(wantsNotification(['stock'], { link: '/medical/general-agenda' })).toBe(true)
    expect(wantsNotification(undefined, { link: '/maintenance/admin-products' })).toBe(true)
  })
})
