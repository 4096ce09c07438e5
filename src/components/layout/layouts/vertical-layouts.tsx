import { useEffect, useState, type ReactNode } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { useSession } from '@/lib/use-session'
import { Logo } from '../layout-parts'
import { iconButton } from '../toolbar-button'
import type { NavItem } from '../navigation/types'
import type { ShellParts } from '../shell-parts'
import { UserCard } from './user-card'
import { VerticalShell } from './vertical-shell'
import { Icon } from '../icons'

export interface LayoutProps {
  parts: ShellParts
  trees: { default: NavItem[]; compact: NavItem[]; futuristic: NavItem[]; horizontal: NavItem[] }
  children: ReactNode
}

const navHeader = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  h: '16',
  px: '6',
  flexShrink: 0,
  color: 'var(--nav-strong)',
})
const centeredHeader = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', h: '16', flexShrink: 0 })

type NavTree = Exclude<keyof LayoutProps['trees'], 'horizontal'>
type ShellProps = Parameters<typeof VerticalShell>[0]

/** A vertical layout that is only its settings: which tree, how the navigation looks, and its header. */
function plainLayout(
  layout: string,
  tree: NavTree,
  appearance: ShellProps['appearance'],
  tone: ShellProps['tone'],
  header: ReactNode,
) {
  return function PlainLayout({ parts, trees, children }: LayoutProps) {
    return (
      <VerticalShell
        layout={layout}
        parts={parts}
        items={trees[tree]}
        appearance={appearance}
        tone={tone}
        header={header}
      >
        {children}
      </VerticalShell>
    )
  }
}

export const ClassicLayout = plainLayout(
  'classic',
  'default',
  'default',
  'light',
  <div className={cx(navHeader, css({ borderBottomWidth: '1px', borderColor: 'var(--nav-line)' }))}>
    <Logo />
  </div>,
)

export const CompactLayout = plainLayout(
  'compact',
  'compact',
  'compact',
  'dark',
  <div className={centeredHeader}>
    <Logo markOnly size={36} />
  </div>,
)

export const ThinLayout = plainLayout(
  'thin',
  'compact',
  'thin',
  'dark',
  <div className={centeredHeader}>
    <Logo markOnly size={32} />
  </div>,
)

/** The default layout: logo, notifications, user menu and the person in the navigation; version in the footer. */
export function ClassyLayout({ parts, trees, children }: LayoutProps) {
  const { user } = useSession()
  const navigate = useNavigate()
  // An account without a person record cannot use the clinic: it is signed out.
  useEffect(() => {
    if (user && user.person === null) void navigate({ to: '/sign-out' })
  }, [user, navigate])
  const header = (
    <>
      <div className={cx(navHeader, css({ pr: '3' }))}>
        <Logo markOnly size={34} />
        <div className={css({ flex: 1 })} />
        {parts.notifications}
        {parts.userMenu}
      </div>
      <UserCard />
    </>
  )
  return (
    <VerticalShell
      layout="classy"
      parts={parts}
      items={trees.default}
      appearance="default"
      tone="dark"
      header={header}
      omit={['notifications', 'userMenu']}
      version
      navFooter={
        <div
          className={css({
            px: '6',
            py: '4',
            opacity: 0.6,
            fontSize: 'xs',
            borderTopWidth: '1px',
            borderColor: 'var(--nav-line)',
          })}
        >
          <Logo size={22} className={css({ fontSize: 'sm!' })} />
        </div>
      }
    >
      {children}
    </VerticalShell>
  )
}

/** Dense: icons only until hovered; the toolbar switches it to the full width and back. */
export function DenseLayout({ parts, trees, children }: LayoutProps) {
  const { t } = useTranslation('shell')
  const [appearance, setAppearance] = useState<'dense' | 'default'>('dense')
  const toggle = (
    // The wrapper hides it on phones, where the navigation is a drawer (iconButton sets its own display).
    <span className={css({ display: { base: 'none', md: 'contents' } })}>
      <button
        type="button"
        className={iconButton}
        aria-label={t('nav.toggleAppearance')}
        aria-pressed={appearance === 'default'}
        data-testid="nav-appearance-toggle"
        onClick={() => setAppearance((a) => (a === 'dense' ? 'default' : 'dense'))}
      >
        {appearance === 'dense' ? <Icon name="panel-left-open" /> : <Icon name="panel-left-close" />}
      </button>
    </span>
  )
  // The mark keeps the collapsed column's width: centred in the widened menu it slid under the toolbar.
  const header =
    appearance === 'dense' ? (
      <div className={cx(centeredHeader, css({ w: '[80px]' }))}>
        <Logo markOnly size={34} />
      </div>
    ) : (
      <div className={navHeader}>
        <Logo />
      </div>
    )
  return (
    <VerticalShell
      layout="dense"
      parts={parts}
      items={trees.default}
      appearance={appearance}
      tone="dark"
      header={header}
      toolbarStart={toggle}
    >
      {children}
    </VerticalShell>
  )
}

/** Futuristic: an accent-coloured navigation with the person and the user menu at its foot. */
export function FuturisticLayout({ parts, trees, children }: LayoutProps) {
  const footer = (
    <div
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '2',
        px: '5',
        py: '4',
        borderTopWidth: '1px',
        borderColor: 'var(--nav-line)',
      })}
    >
      <UserCard size="sm" />
      {parts.userMenu}
    </div>
  )
  return (
    <VerticalShell
      layout="futuristic"
      parts={parts}
      items={trees.futuristic}
      appearance="default"
      tone="accent"
      header={
        <div className={navHeader}>
          <Logo />
        </div>
      }
      navFooter={footer}
      omit={['userMenu']}
    >
      {children}
    </VerticalShell>
  )
}
