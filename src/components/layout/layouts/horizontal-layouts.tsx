import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { useThemePrefs } from '@/lib/theme'
import { Footer, Logo, Main, NavToggle, ToolbarActions } from '../layout-parts'
import { HorizontalNavigation } from '../navigation/horizontal-navigation'
import { useNavigation } from '../navigation/use-navigation'
import { VerticalNavigation } from '../navigation/vertical-navigation'
import type { LayoutProps } from './vertical-layouts'

type Variant = 'centered' | 'enterprise' | 'material' | 'modern'

/**
 * The horizontal layouts: a top menu on wide screens, the drawer below md. They differ in how the bars
 * are stacked and coloured and whether the page sits in a centred card; two of them add quick chat.
 */
export function HorizontalLayout({ variant, parts, trees, children }: LayoutProps & { variant: Variant }) {
  const { t } = useTranslation('shell')
  const { navPosition } = useThemePrefs()
  const nav = useNavigation({ items: trees.default, appearance: 'default', position: navPosition })
  const drawer = nav.wide ? null : (
    <VerticalNavigation
      nav={nav}
      items={trees.default}
      tone="dark"
      label={t('nav.label')}
      closeLabel={t('nav.closePanel')}
      header={
        <div className={css({ display: 'flex', alignItems: 'center', h: '16', px: '6', color: 'var(--nav-strong)' })}>
          <Logo />
        </div>
      }
    />
  )
  const horizontal = nav.wide ? <HorizontalNavigation items={trees.horizontal} label={t('nav.label')} /> : null
  const toggle = nav.wide ? null : <NavToggle onClick={() => nav.send({ type: 'nav.toggle' })} />
  const withChat = variant === 'enterprise' || variant === 'modern'
  const frame = css({
    display: 'flex',
    flexDir: 'column',
    minH: '100dvh',
    w: 'full',
    pr: withChat ? { lg: '16' } : undefined,
  })
  const bar = css({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    h: '16',
    px: { base: '3', md: '6' },
  })
  let top: ReactNode
  let page: ReactNode = <Main>{children}</Main>

  if (variant === 'modern') {
    top = (
      <header
        data-testid="toolbar"
        className={cx(
          bar,
          css({
            position: 'sticky',
            top: 0,
            zIndex: 'sticky',
            bg: 'bg.surface',
            borderBottomWidth: '1px',
            borderColor: 'border.default',
            gap: { base: '2', md: '6' },
          }),
        )}
      >
        {toggle}
        <Logo markOnly={!nav.wide} />
        <div className={css({ flex: 1, minW: 0 })}>{horizontal}</div>
        <ToolbarActions parts={parts} />
      </header>
    )
  } else if (variant === 'enterprise') {
    top = (
      <div className={css({ position: 'sticky', top: 0, zIndex: 'sticky' })}>
        <header data-testid="toolbar" className={cx(bar, 'dark', css({ bg: 'slate.900', color: 'fg.default' }))}>
          {toggle}
          <Logo markOnly={!nav.wide} />
          <div className={css({ flex: 1 })} />
          <ToolbarActions parts={parts} />
        </header>
        {horizontal ? (
          <div
            className={css({
              bg: 'bg.surface',
              px: '6',
              py: '2',
              borderBottomWidth: '1px',
              borderColor: 'border.default',
              boxShadow: 'sm',
            })}
          >
            {horizontal}
          </div>
        ) : null}
      </div>
    )
  } else if (variant === 'material') {
    top = (
      <div
        className={cx(
          'dark',
          css({
            bg: 'accent.solid',
            background: 'linear-gradient(135deg, var(--accent-700), var(--accent-900))',
            color: 'fg.default',
            pb: { md: '20' },
          }),
        )}
      >
        <div className={css({ maxW: '7xl', mx: 'auto' })}>
          <header data-testid="toolbar" className={bar}>
            {toggle}
            <Logo markOnly={!nav.wide} />
            <div className={css({ flex: 1 })} />
            <ToolbarActions parts={parts} />
          </header>
          {horizontal ? <div className={css({ px: '4', pb: '2' })}>{horizontal}</div> : null}
        </div>
      </div>
    )
    page = (
      <div
        className={css({
          flex: 1,
          w: 'full',
          maxW: '7xl',
          mx: 'auto',
          px: { md: '6' },
          mt: { md: '-16' },
          display: 'flex',
        })}
      >
        <Main
          className={css({
            bg: 'bg.canvas',
            md: {
              bg: 'bg.surface',
              borderRadius: '2xl',
              boxShadow: 'xl',
              overflow: 'hidden',
              borderWidth: '1px',
              borderColor: 'border.default',
            },
          })}
        >
          {children}
        </Main>
      </div>
    )
  } else {
    // Centered: the whole app in a card in the middle of the window.
    top = (
      <header
        data-testid="toolbar"
        className={cx(
          bar,
          css({ borderBottomWidth: '1px', borderColor: 'border.default', gap: { base: '2', md: '6' } }),
        )}
      >
        {toggle}
        <Logo markOnly={!nav.wide} />
        <div className={css({ flex: 1, minW: 0 })}>{horizontal}</div>
        <ToolbarActions parts={parts} />
      </header>
    )
  }

  if (variant === 'centered') {
    return (
      <div
        data-layout="centered"
        className={css({
          minH: '100dvh',
          w: 'full',
          p: { base: '0', md: '6', xl: '10' },
          bg: { base: 'bg.canvas', md: 'slate.200' },
          _dark: { bg: { md: '#01030a' } },
        })}
      >
        {nav.machine}
        {drawer}
        <div
          className={css({
            display: 'flex',
            flexDir: 'column',
            minH: { base: '100dvh', md: 'calc(100dvh - 3rem)', xl: 'calc(100dvh - 5rem)' },
            maxW: '7xl',
            mx: 'auto',
            bg: 'bg.surface',
            borderRadius: { md: '2xl' },
            boxShadow: { md: 'xl' },
            borderWidth: { md: '1px' },
            borderColor: 'border.default',
            overflow: 'clip',
          })}
        >
          {top}
          <Main className={css({ bg: 'bg.canvas' })}>{children}</Main>
          <Footer />
        </div>
      </div>
    )
  }

  return (
    <div data-layout={variant} className={frame}>
      {nav.machine}
      {drawer}
      {top}
      {page}
      <Footer className={variant === 'material' ? css({ bg: 'transparent', borderTopWidth: '0' }) : undefined} />
      {withChat ? parts.quickChat : null}
    </div>
  )
}
