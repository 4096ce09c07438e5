import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { vstack } from 'styled-system/patterns'

/** What a home panel shows with nothing to list: an icon, the line saying so, then the way on (`children`). */
export function PanelEmpty({ icon, message, children }: { icon?: ReactNode; message: string; children?: ReactNode }) {
  return (
    <div className={vstack({ gap: '3', py: '8', color: 'fg.muted', textAlign: 'center' })}>
      {icon}
      <p className={css({ fontSize: 'sm' })}>{message}</p>
      {children}
    </div>
  )
}
