import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

export function EmptyState({ icon, title, children }: { icon?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div
      className={css({
        display: 'flex',
        flexDir: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '3',
        py: '16',
        px: '6',
        textAlign: 'center',
        color: 'fg.muted',
      })}
    >
      {icon ? <div className={css({ color: 'fg.subtle', '& svg': { w: '12', h: '12' } })}>{icon}</div> : null}
      <p className={css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg.default' })}>{title}</p>
      {children}
    </div>
  )
}
