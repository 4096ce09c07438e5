import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { appName } from '@/lib/variant'

/** The frame of every account screen: brand panel on wide screens, the form card on the side. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <main className={css({ minH: '100dvh', display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, bg: 'bg.surface' })}>
      <section className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', p: { base: '6', sm: '12' } })}>
        <div className={css({ w: 'full', maxW: '24rem' })}>
          <img src="/favicon.svg" alt="" width={48} height={48} className={css({ mb: '8' })} />
          <h1 className={css({ fontSize: '3xl', fontWeight: 'extrabold', letterSpacing: '-0.02em', lineHeight: 'tight' })}>{title}</h1>
          {subtitle ? <div className={css({ mt: '2', color: 'fg.muted' })}>{subtitle}</div> : null}
          <div className={css({ mt: '8' })}>{children}</div>
        </div>
      </section>
      <aside
        aria-hidden
        className={css({
          display: { base: 'none', md: 'flex' }, flexDir: 'column', justifyContent: 'center', p: '16', color: 'white',
          bgGradient: 'to-br', gradientFrom: 'var(--accent-700)', gradientTo: 'var(--accent-950)', position: 'relative', overflow: 'hidden',
        })}
      >
        <p className={css({ fontSize: '5xl', fontWeight: 'black', lineHeight: '1.05', letterSpacing: '-0.03em' })}>{appName()}</p>
        <p className={css({ mt: '6', fontSize: 'lg', opacity: 0.85, maxW: 'md' })}>
          Agendas, pacientes, servicios y más — también sin conexión.
        </p>
      </aside>
    </main>
  )
}
