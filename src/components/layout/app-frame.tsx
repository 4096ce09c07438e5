import { Suspense, lazy, useDeferredValue, useMemo, type ComponentType, type ReactNode } from 'react'
import { useMatches, useRouterState } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { resolveLayout, useThemePrefs, type LayoutName } from '@/lib/theme'
import { useSession } from '@/lib/use-session'
import type { Role } from '@/shared/schemas/auth'
import type { NavItemData } from '@/shared/schemas/shell'
import { Main } from './layout-parts'
import {
  ClassicLayout,
  ClassyLayout,
  CompactLayout,
  DenseLayout,
  FuturisticLayout,
  ThinLayout,
  type LayoutProps,
} from './layouts/vertical-layouts'
import type { NavItem } from './navigation/types'
import type { ShellParts } from './shell-parts'

// The four horizontal layouts (a menu bar with dropdowns) load when chosen; the default layout is vertical.
let horizontalLoaded = false
const HorizontalLayout = lazy(() =>
  import('./layouts/horizontal-layouts').then((m) => {
    horizontalLoaded = true
    return { default: m.HorizontalLayout }
  }),
)
const HORIZONTAL = ['centered', 'enterprise', 'material', 'modern'] as const satisfies readonly LayoutName[]
const isHorizontal = (layout: LayoutName): layout is (typeof HORIZONTAL)[number] =>
  (HORIZONTAL as readonly LayoutName[]).includes(layout)
// The vertical layouts by name; classy is the default.
const emptyLayoutCog = css({
  position: 'fixed',
  bottom: '4',
  right: '4',
  zIndex: 'sticky',
  borderRadius: 'full',
  bg: 'bg.surface',
  boxShadow: 'lg',
  borderWidth: '1px',
  borderColor: 'border.default',
})

const VERTICAL: Partial<Record<LayoutName, ComponentType<LayoutProps>>> = {
  classic: ClassicLayout,
  compact: CompactLayout,
  dense: DenseLayout,
  futuristic: FuturisticLayout,
  thin: ThinLayout,
}

/** The layout the current page gets: `?layout=`, then the deepest route's `staticData.layout`, then the user's choice. */
export function useLayout(): { layout: LayoutName; chosen: LayoutName } {
  const query = useRouterState({ select: (s) => (s.location.search as Record<string, unknown>).layout })
  const route = useMatches({
    select: (matches) => [...matches].reverse().find((m) => m.staticData?.layout)?.staticData.layout,
  })
  const { layout: chosen } = useThemePrefs()
  return { layout: resolveLayout({ query, route, user: chosen }), chosen }
}

/**
 * The server already leaves out what the role may not see; the predicate hides the same items on the
 * page, so a role change from another tab shows at once, before the tree is fetched again.
 */
function decorate(items: NavItemData[] | undefined, role: Role | undefined): NavItem[] {
  return (items ?? []).map((item) => ({
    ...item,
    hidden: (i: NavItem) => Boolean(i.roles && (!role || !i.roles.includes(role))),
    children: item.children ? decorate(item.children, role) : undefined,
  }))
}

function SkipLink() {
  const { t } = useTranslation('shell')
  return (
    <a
      href="#main-content"
      className={css({
        position: 'fixed',
        left: '4',
        top: '-20',
        zIndex: 'skipLink',
        bg: 'accent.solid',
        color: 'accent.onSolid',
        px: '4',
        py: '2',
        borderRadius: 'lg',
        fontWeight: 'semibold',
        _focus: { top: '4' },
      })}
    >
      {t('skipToContent')}
    </a>
  )
}

/** The signed-in frame: one of the eleven layouts around the routed page. */
export function AppFrame({ parts, children }: { parts: ShellParts; children: ReactNode }) {
  const { layout: next, chosen } = useLayout()
  // A switch to a layout whose code is still loading keeps the current one on screen until it arrives;
  // any other switch happens at once (a deferred one would leave the old toolbar clickable meanwhile).
  const deferred = useDeferredValue(next)
  const layout = isHorizontal(next) && !horizontalLoaded ? deferred : next
  const { user } = useSession()
  const nav = parts.navigation
  const trees = useMemo(
    () => ({
      default: decorate(nav?.default, user?.role),
      compact: decorate(nav?.compact, user?.role),
      futuristic: decorate(nav?.futuristic, user?.role),
      horizontal: decorate(nav?.horizontal, user?.role),
    }),
    [nav, user?.role],
  )
  const props: LayoutProps = { parts, trees, children }
  let frame: ReactNode
  if (isHorizontal(layout)) {
    frame = (
      <Suspense fallback={null}>
        <HorizontalLayout variant={layout} {...props} />
      </Suspense>
    )
  } else if (layout === 'empty') {
    // Only the page; the settings stay reachable when the user picked this layout for themselves. With no
    // toolbar to hold it, the cog sits in the corner where pages end, not half way down their rows.
    frame = (
      <div data-layout="empty" className={css({ display: 'flex', flexDir: 'column', minH: '100dvh' })}>
        <Main>{children}</Main>
        {chosen === 'empty' ? <div className={emptyLayoutCog}>{parts.settings}</div> : null}
      </div>
    )
  } else {
    const Vertical = VERTICAL[layout] ?? ClassyLayout
    frame = <Vertical {...props} />
  }
  return (
    <>
      <SkipLink />
      {frame}
    </>
  )
}
