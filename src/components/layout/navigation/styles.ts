import { css } from 'styled-system/css'

export type NavTone = 'dark' | 'light' | 'accent'

/**
 * The navigation's colours as CSS variables, so every item style works on the dark panel (classic,
 * compact, dense, thin and the phone drawer), the light one (classy) and the accent one (futuristic).
 */
export const toneClass: Record<NavTone, string> = {
  dark: css({
    '--nav-bg': 'var(--colors-slate-900)',
    '--nav-fg': 'var(--colors-slate-300)',
    '--nav-strong': 'var(--colors-white)',
    '--nav-muted': 'var(--colors-slate-400)',
    '--nav-icon': 'var(--colors-slate-400)',
    '--nav-hover': 'rgba(255, 255, 255, 0.06)',
    '--nav-active': 'rgba(255, 255, 255, 0.1)',
    '--nav-icon-active': 'var(--accent-400)',
    '--nav-group': 'var(--accent-300)',
    '--nav-line': 'rgba(255, 255, 255, 0.1)',
    colorScheme: 'dark',
  }),
  light: css({
    '--nav-bg': 'var(--colors-bg-surface)',
    '--nav-fg': 'var(--colors-fg-muted)',
    '--nav-strong': 'var(--colors-fg-default)',
    '--nav-muted': 'var(--colors-fg-subtle)',
    '--nav-icon': 'var(--colors-fg-subtle)',
    '--nav-hover': 'var(--colors-bg-hover)',
    '--nav-active': 'var(--colors-accent-subtle)',
    '--nav-icon-active': 'var(--colors-accent-text)',
    '--nav-group': 'var(--colors-accent-text)',
    '--nav-line': 'var(--colors-border-default)',
  }),
  accent: css({
    '--nav-bg': 'linear-gradient(180deg, var(--accent-800) 0%, var(--accent-950) 100%)',
    '--nav-fg': 'rgba(255, 255, 255, 0.82)',
    '--nav-strong': 'var(--colors-white)',
    '--nav-muted': 'rgba(255, 255, 255, 0.7)',
    '--nav-icon': 'rgba(255, 255, 255, 0.72)',
    '--nav-hover': 'rgba(255, 255, 255, 0.08)',
    '--nav-active': 'rgba(255, 255, 255, 0.16)',
    '--nav-icon-active': 'var(--colors-white)',
    '--nav-group': 'var(--accent-200)',
    '--nav-line': 'rgba(255, 255, 255, 0.14)',
    colorScheme: 'dark',
  }),
}

export const panelSurface = css({ background: 'var(--nav-bg)', color: 'var(--nav-fg)' })

/** A row of the default (and dense) appearance: icon, title with subtitle, badge or chevron. */
export const rowClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  minH: '11',
  px: '4.5',
  py: '2',
  borderRadius: 'lg',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'var(--nav-fg)',
  textAlign: 'left',
  cursor: 'pointer',
  userSelect: 'none',
  transition: 'background 150ms, color 150ms',
  outlineOffset: '-2px',
  '& .nav-icon': { color: 'var(--nav-icon)', flexShrink: 0, w: '5', h: '5' },
  _hover: { bg: 'var(--nav-hover)', color: 'var(--nav-strong)' },
  '&[data-active]': {
    bg: 'var(--nav-active)',
    color: 'var(--nav-strong)',
    '& .nav-icon': { color: 'var(--nav-icon-active)' },
  },
  '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed', _hover: { bg: 'transparent', color: 'var(--nav-fg)' } },
})

export const rowText = css({ display: 'flex', flexDir: 'column', minW: 0, flex: 1, lineHeight: 'tight' })
export const rowTitle = css({ truncate: true })
export const rowSubtitle = css({
  fontSize: 'xs',
  fontWeight: 'normal',
  color: 'var(--nav-muted)',
  truncate: true,
  mt: '0.5',
})

export const groupTitle = css({ px: '4.5', pt: '6', pb: '2', display: 'flex', flexDir: 'column', gap: '0.5' })
export const groupLabel = css({
  textStyle: 'overline',
  color: 'var(--nav-group)',
  truncate: true,
})
export const divider = css({ my: '3', mx: '4', borderTopWidth: '1px', borderColor: 'var(--nav-line)' })
