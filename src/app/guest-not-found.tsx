import { css } from 'styled-system/css'
import { Logo } from '@/components/layout/layout-parts'
import { NotFoundMessage } from '@/components/layout/route-states'

/** The 404 for a guest: a plain frame with the logo, as the app's pages have. */
export default function GuestNotFound() {
  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDir: 'column', bg: 'bg.canvas' })}>
      <header
        className={css({
          display: 'flex',
          alignItems: 'center',
          h: '16',
          px: { base: '4', md: '8' },
          bg: 'bg.surface',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <Logo />
      </header>
      <main
        id="main-content"
        className={css({ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' })}
      >
        <NotFoundMessage />
      </main>
    </div>
  )
}
