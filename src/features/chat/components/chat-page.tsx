import { lazy, Suspense, useState } from 'react'
import { Outlet, useMatchRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { FillViewport } from '@/components/ui/fill-viewport'
import { ChatsPanel, type SidePanel } from './chats-panel'
import { NewChatPanel } from './new-chat-panel'

// The profile form (with its schema) loads when first opened.
const ProfilePanel = lazy(() => import('./profile-panel').then((m) => ({ default: m.ProfilePanel })))

/** The chat app: chats (or the contacts to start one, or the profile) on the left, the conversation on the right. */
export function ChatPage() {
  const matchRoute = useMatchRoute()
  const open = matchRoute({ to: '/apps/chat/$chatId' })
  const [panel, setPanel] = useState<SidePanel>('chats')
  return (
    <FillViewport className={css({ display: 'flex', overflow: 'hidden', bg: 'bg.surface' })}>
      <aside
        className={css(
          {
            w: { base: 'full', md: '22rem', xl: '25rem' },
            flexShrink: 0,
            borderRightWidth: { md: '1px' },
            borderColor: 'border.default',
            display: 'flex',
            flexDir: 'column',
            minH: 0,
          },
          Boolean(open) && { display: { base: 'none', md: 'flex' } },
        )}
      >
        {panel === 'contacts' ? (
          <NewChatPanel onClose={() => setPanel('chats')} />
        ) : panel === 'profile' ? (
          <Suspense fallback={null}>
            <ProfilePanel onClose={() => setPanel('chats')} />
          </Suspense>
        ) : (
          <ChatsPanel openId={open ? open.chatId : undefined} onPanel={setPanel} />
        )}
      </aside>
      <section
        className={css(
          { flex: 1, minW: 0, display: 'flex', flexDir: 'column', bg: 'bg.canvas' },
          !open && { display: { base: 'none', md: 'flex' } },
        )}
      >
        <Outlet />
      </section>
    </FillViewport>
  )
}
