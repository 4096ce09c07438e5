import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { LogOut } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { Avatar } from '@/components/ui/avatar'
import { useSession } from '@/lib/use-session'
import { signedInUser } from '../lib/signed-in-user'
import { appName, appVersion, variant } from '@/lib/variant'
import { servesClinic } from '@/lib/landing'
import { homePathFor, type Variant } from '@/shared/variants'
import { container } from './ui'

const navLink = css({
  px: '3',
  py: '2',
  borderRadius: 'lg',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
  _hover: { color: 'fg.default', bg: 'bg.hover' },
  '&[data-status=active]': { color: 'accent.text', bg: 'accent.subtle' },
})

/**
 * The frame of the public pages: the business's bar with its pages and the account, then the page.
 * `business` names a module's own business (the barber shop, the club) where it is not the build's.
 */
export function PublicShell({
  children,
  business,
}: {
  children: ReactNode
  business?: Pick<Variant, 'name' | 'logo'>
}) {
  const { t } = useTranslation('variants')
  const user = signedInUser(useSession())
  const home = homePathFor(variant().app)!
  const module = servesClinic(variant()) ? 'clinic' : (home.split('/')[1] as 'gym' | 'barber' | 'futbol')
  const name = business?.name ?? appName()
  const logo = business?.logo ?? variant().logo
  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDir: 'column', bg: 'bg.canvas' })}>
      <header
        className={css({
          position: 'sticky',
          top: 0,
          zIndex: 'sticky',
          bg: 'bg.surface/90',
          backdropFilter: 'blur(10px)',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <div
          className={cx(
            container,
            css({ h: '16', display: 'flex', alignItems: 'center', gap: { base: '2', sm: '4' } }),
          )}
        >
          {/* On phones only the logo shows: the link keeps the business's name. */}
          <Link
            to="/home"
            aria-label={name}
            className={css({
              display: 'flex',
              alignItems: 'center',
              gap: '2.5',
              fontWeight: 'extrabold',
              letterSpacing: '-0.01em',
              minW: 0,
            })}
          >
            <img src={logo} alt="" width={32} height={32} className={css({ borderRadius: 'lg', flexShrink: 0 })} />
            <span className={css({ display: { base: 'none', sm: 'inline' }, whiteSpace: 'nowrap' })}>{name}</span>
          </Link>
          <nav aria-label={t('shell.nav')} className={css({ display: 'flex', gap: '1', ml: { base: '1', sm: '4' } })}>
            <Link to="/home" className={navLink}>
              {t('shell.home')}
            </Link>
            <Link to={home} className={navLink}>
              {t(`shell.module.${module}`)}
            </Link>
          </nav>
          <div className={css({ flex: 1 })} />
          {user ? (
            <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
              <Avatar name={user.name} src={user.avatar} size={32} />
              <span className={css({ fontSize: 'sm', fontWeight: 'medium', display: { base: 'none', md: 'inline' } })}>
                {user.name}
              </span>
              <Link
                to="/sign-out"
                aria-label={t('shell.signOut')}
                title={t('shell.signOut')}
                className={css({
                  p: '2',
                  borderRadius: 'full',
                  color: 'fg.muted',
                  _hover: { bg: 'bg.hover', color: 'fg.default' },
                })}
              >
                <LogOut size={18} />
              </Link>
            </div>
          ) : (
            <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
              <Link to="/sign-in" className={button({ variant: 'ghost', size: 'sm' })}>
                {t('shell.signIn')}
              </Link>
              <Link
                to="/sign-up"
                className={cx(button({ size: 'sm' }), css({ display: { base: 'none', sm: 'inline-flex' } }))}
              >
                {t('shell.signUp')}
              </Link>
            </div>
          )}
        </div>
      </header>
      <main className={css({ flex: 1 })}>{children}</main>
      <footer className={css({ borderTopWidth: '1px', borderColor: 'border.default', bg: 'bg.surface', py: '8' })}>
        <div
          className={cx(
            container,
            css({
              display: 'flex',
              flexWrap: 'wrap',
              gap: '4',
              alignItems: 'center',
              justifyContent: 'space-between',
              fontSize: 'sm',
              color: 'fg.muted',
            }),
          )}
        >
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
            <img src={logo} alt="" width={24} height={24} className={css({ borderRadius: 'md' })} />
            <span>{t('shell.footer', { year: new Date().getFullYear(), name })}</span>
          </div>
          <span>{t('shell.version', { version: appVersion() })}</span>
        </div>
      </footer>
    </div>
  )
}
