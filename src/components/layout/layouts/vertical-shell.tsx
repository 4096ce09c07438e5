import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { useThemePrefs } from '@/lib/theme'
import { Footer, Logo, Main, NavToggle, Toolbar, ToolbarActions } from '../layout-parts'
import type { NavTone } from '../navigation/styles'
import type { NavAppearance, NavItem } from '../navigation/types'
import { useNavigation } from '../navigation/use-navigation'
import { VerticalNavigation } from '../navigation/vertical-navigation'
import type { ShellParts } from '../shell-parts'

interface VerticalShellProps {
  layout: string
  parts: ShellParts
  items: NavItem[]
  appearance: NavAppearance
  tone: NavTone
  header: ReactNode
  navFooter?: ReactNode
  /** Toolbar actions that live in the navigation instead (classy: notifications and user menu). */
  omit?: Parameters<typeof ToolbarActions>[0]['omit']
  toolbarStart?: ReactNode
  version?: boolean
  children: ReactNode
}

/** The frame of the vertical layouts: navigation beside (or over) the page, toolbar, page, footer. */
export function VerticalShell(props: VerticalShellProps) {
  const { t } = useTranslation('shell')
  const { navPosition } = useThemePrefs()
  const nav = useNavigation({ items: props.items, appearance: props.appearance, position: navPosition })
  return (
    <div data-layout={props.layout} className={css({ display: 'flex', minH: '100dvh', w: 'full' })}>
      {nav.machine}
      <VerticalNavigation
        nav={nav}
        items={props.items}
        tone={props.tone}
        label={t('nav.label')}
        closeLabel={t('nav.closePanel')}
        header={props.header}
        footer={props.navFooter}
      />
      <div className={css({ display: 'flex', flexDir: 'column', flex: 1, minW: 0 })}>
        <Toolbar
          start={
            <div className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
              <NavToggle onClick={() => nav.send({ type: 'nav.toggle' })} />
              {/* The navigation, with the logo, is a closed drawer on phones: the brand stays in the bar. */}
              {nav.wide ? null : <Logo markOnly size={30} className={css({ ml: '1' })} />}
              {props.toolbarStart}
            </div>
          }
        >
          <ToolbarActions parts={props.parts} omit={props.omit} />
        </Toolbar>
        <Main>{props.children}</Main>
        <Footer version={props.version} />
      </div>
    </div>
  )
}
