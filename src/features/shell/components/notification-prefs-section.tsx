import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { toast } from '@/components/ui/toaster'
import { useSession } from '@/lib/use-session'
import { NOTIFICATION_KINDS, type NotificationKind } from '@/shared/constants/notifications'
import { updateUser } from '../api/user'

const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  py: '2.5',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  cursor: 'pointer',
  fontSize: 'sm',
  '& input': { w: '4', h: '4', accentColor: 'var(--colors-accent-default)', flexShrink: 0 },
})

/** Settings › Notifications: which kinds of notification this user wants; saved on the account at once. */
export function NotificationPrefsSection({ className }: { className: string }) {
  const { t } = useTranslation('shell')
  const { user } = useSession()
  const saved = user?.mutedNotifications
  // The box follows the click at once; a failed save puts back what the account holds.
  const [muted, setMuted] = useState<NotificationKind[]>(saved ?? [])
  useEffect(() => setMuted(saved ?? []), [saved])

  const toggle = async (kind: NotificationKind, wanted: boolean) => {
    const next = NOTIFICATION_KINDS.filter((k) => (k === kind ? !wanted : muted.includes(k)))
    setMuted(next)
    try {
      await updateUser({ mutedNotifications: next })
      toast('success', t('notificationPrefs.saved'))
    } catch (error) {
      setMuted(saved ?? [])
      toast('error', t('notificationPrefs.failed'), error instanceof Error ? error.message : undefined)
    }
  }

  return (
    <section className={className} aria-labelledby="notification-prefs-title" data-testid="notification-prefs">
      <h2 id="notification-prefs-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {t('notificationPrefs.title')}
      </h2>
      <p className={css({ color: 'fg.muted', mt: '1', mb: '4', fontSize: 'sm' })}>{t('notificationPrefs.text')}</p>
      <div role="group" aria-labelledby="notification-prefs-title">
        {NOTIFICATION_KINDS.map((kind) => (
          <label key={kind} className={row}>
            <input
              type="checkbox"
              checked={!muted.includes(kind)}
              disabled={!user}
              onChange={(e) => void toggle(kind, e.target.checked)}
            />
            <span className={css({ display: 'flex', flexDir: 'column' })}>
              <span className={css({ fontWeight: 'medium' })}>{t(`notificationPrefs.kinds.${kind}`)}</span>
              <span className={css({ color: 'fg.muted', fontSize: 'xs' })}>{t(`notificationPrefs.hints.${kind}`)}</span>
            </span>
          </label>
        ))}
      </div>
    </section>
  )
}
