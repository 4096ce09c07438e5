import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { appName, appVersion, variant } from '@/lib/variant'
import type { ShellParts } from './shell-parts'
import { Icon } from './icons'
import { iconButton } from './toolbar-button'
import { warmNavigation } from './navigation/use-navigation'

export const logoUrl = () => `/logos/${variant().app}.${variant().isSvg ? 'svg' : 'png'}`

/** The variant's logo and, unless `markOnly`, its name; it leads home. */
export function Logo({ markOnly, size = 32, className }: { markOnly?: boolean; size?: number; className?: string }) {
  return (
    <Link
      to="/"
      className={cx(
        css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '2.5',
          fontWeight: 'bold',
          fontSize: 'lg',
          letterSpacing: 'tight',
          minW: 0,
        }),
        className,
      )}
      aria-label={markOnly ? appName() : undefined}
    >
      <img src={logoUrl()} alt="" width={size} height={size} className={css({ flexShrink: 0, borderRadius: 'lg' })} />
      {markOnly ? null : <span className={css({ truncate: true })}>{appName()}</span>}
    </Link>
  )
}

export function NavToggle({ onClick, className }: { onClick: () => void; className?: string }) {
  const { t } = useTranslation('shell')
  return (
    <button
      type="button"
      className={cx(iconButton, className)}
      aria-label={t('nav.toggle')}
      data-testid="nav-toggle"
      onClick={onClick}
      onPointerEnter={warmNavigation}
      onFocus={warmNavigation}
    >
      <Icon name="menu" />
    </button>
  )
}

type ActionName =
  'language' | 'fullscreen' | 'search' | 'shortcuts' | 'sync' | 'messages' | 'notifications' | 'settings' | 'userMenu'
const ORDER: ActionName[] = [
  'language',
  'fullscreen',
  'search',
  'shortcuts',
  'sync',
  'messages',
  'notifications',
  'settings',
  'userMenu',
]

/** The toolbar's actions in the template's order, less those a layout puts elsewhere. */
export function ToolbarActions({
  parts,
  omit = [],
  extra,
}: {
  parts: ShellParts
  omit?: ActionName[]
  extra?: ReactNode
}) {
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: { base: '0.5', sm: '1' }, flexShrink: 0 })}>
      {ORDER.filter((name) => !omit.includes(name)).map((name) => (
        <div key={name} className={css({ display: name === 'fullscreen' ? { base: 'none', md: 'flex' } : 'flex' })}>
          {parts[name]}
        </div>
      ))}
      {extra}
    </div>
  )
}

/** The bar above the page; the search bar opens over it, so it is the positioned box. */
export function Toolbar({
  start,
  children,
  className,
}: {
  start?: ReactNode
  children?: ReactNode
  className?: string
}) {
  return (
    <header
      data-testid="toolbar"
      className={cx(
        css({
          position: 'sticky',
          top: 0,
          zIndex: 'sticky',
          display: 'flex',
          alignItems: 'center',
          gap: '2',
          h: '16',
          flexShrink: 0,
          px: { base: '3', md: '6' },
          bg: 'bg.surface',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
          boxShadow: '0 1px 2px rgba(15, 23, 42, 0.04)',
        }),
        className,
      )}
    >
      {start}
      <div className={css({ flex: 1, minW: 0 })} />
      {children}
    </header>
  )
}

// At least a screen tall, so the footer starts below the fold: a page whose data arrive after its first paint
// (a spinner, then a long list) would otherwise push a visible footer down, a layout shift on every load.
// Full-height apps (FillViewport) size themselves to keep the footer in view and mark the page area to
// drop the minimum. A page centred with auto margins needs `w: 'full'`: in this flex column the margins
// would shrink it to its content, so it would widen (another shift) when its data arrive.
const main = css({
  flex: 1,
  minW: 0,
  minH: '100dvh',
  display: 'flex',
  flexDir: 'column',
  '&[data-fills-viewport]': { minH: 'auto' },
})

/** The page area every layout hands its routed page to. */
export function Main({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main id="main-content" className={cx(main, className)}>
      {children}
    </main>
  )
}

/** The footer with the year, and the app version where the layout shows it (classy). */
export function Footer({ version, className }: { version?: boolean; className?: string }) {
  const { t } = useTranslation('shell')
  return (
    <footer
      data-testid="footer"
      className={cx(
        css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '4',
          flexWrap: 'wrap',
          minH: '14',
          px: { base: '4', md: '8' },
          py: '3',
          fontSize: 'sm',
          color: 'fg.subtle',
          bg: 'bg.surface',
          borderTopWidth: '1px',
          borderColor: 'border.default',
        }),
        className,
      )}
    >
      <span>
        {appName()} &copy; {new Date().getFullYear()}
      </span>
      {version ? <span data-testid="app-version">{t('footer.version', { version: appVersion() })}</span> : null}
    </footer>
  )
}
