import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { LogOut } from 'lucide-react'
import { css } from 'styled-system/css'
import { Avatar } from '@/components/ui/avatar'
import { useSession } from '@/lib/use-session'
import { appName } from '@/lib/variant'

/** The signed-in frame: top bar with the app, the user and sign-out, then the page. */
export function AppFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { user } = useSession()
  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDir: 'column' })}>
      <header className={css({ h: '16', px: { base: '4', md: '6' }, display: 'flex', alignItems: 'center', gap: '4', bg: 'bg.surface', borderBottomWidth: '1px', borderColor: 'border.default' })}>
        <Link to="/" className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'bold' })}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {appName()}
        </Link>
        <div className={css({ flex: 1 })} />
        {user ? (
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
            <Avatar name={user.name} src={user.avatar} size={32} />
            <span className={css({ fontSize: 'sm', fontWeight: 'medium', display: { base: 'none', sm: 'inline' } })}>{user.name}</span>
            <Link to="/sign-out" aria-label={t('signOut')} className={css({ p: '2', borderRadius: 'full', _hover: { bg: 'bg.hover' } })}>
              <LogOut size={18} />
            </Link>
          </div>
        ) : null}
      </header>
      <main className={css({ flex: 1, minW: 0 })}>{children}</main>
    </div>
  )
}
