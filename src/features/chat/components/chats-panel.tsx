import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { BellOff, MessageSquarePlus, MessagesSquare } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { CountPill } from '@/components/layout/count-pill'
import { Avatar } from '@/components/ui/avatar'
import { SearchInput } from '@/components/form/search-input'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadingBlock } from '@/components/ui/loading-block'
import { useChats, useProfile } from '@/lib/api/chat'
import { listTime } from '../lib/timeline'
import { panelBody, panelHeader, panelSearch } from './panel-styles'

/** The chats, newest first, with the last message, its time, unread count and mute. */
export type SidePanel = 'chats' | 'contacts' | 'profile'

export function ChatsPanel({ openId, onPanel }: { openId: string | undefined; onPanel: (p: SidePanel) => void }) {
  const { t, i18n } = useTranslation('chat')
  const chats = useChats()
  const profile = useProfile()
  const [query, setQuery] = useState('')
  const needle = query.trim().toLowerCase()
  const shown = (chats.data ?? []).filter((c) => !needle || c.contact.name.toLowerCase().includes(needle))

  return (
    <>
      <div className={panelHeader}>
        <button
          type="button"
          onClick={() => onPanel('profile')}
          aria-label={t('profile.open')}
          className={css({
            borderRadius: 'full',
            cursor: 'pointer',
            _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '2px' },
          })}
        >
          <Avatar name={profile.data?.name ?? ''} src={profile.data?.avatar} size={40} />
        </button>
        <h1 className={css({ flex: 1, fontSize: '2xl', fontWeight: 'extrabold', letterSpacing: 'tight' })}>
          {t('title')}
        </h1>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('newChat')}
          title={t('newChat')}
          onClick={() => onPanel('contacts')}
        >
          <MessageSquarePlus />
        </Button>
      </div>
      <div className={panelSearch}>
        <SearchInput
          rounded
          label={t('searchChats')}
          value={query}
          onChange={setQuery}
          placeholder={t('searchChats')}
        />
      </div>
      <div className={panelBody}>
        {chats.isPending ? (
          <LoadingBlock label={t('loading')} size={24} className={css({ h: '40' })} />
        ) : chats.isError ? (
          <EmptyState title={t('errors.load')} />
        ) : !shown.length ? (
          <EmptyState icon={<MessagesSquare />} title={needle ? t('noResults') : t('noChats')} />
        ) : (
          <ul aria-label={t('title')}>
            {shown.map((c) => {
              const active = c.id === openId
              const unread = c.unreadCount > 0
              return (
                <li key={c.id}>
                  <Link
                    to="/apps/chat/$chatId"
                    params={{ chatId: c.id }}
                    aria-current={active ? 'page' : undefined}
                    className={css(
                      {
                        display: 'flex',
                        alignItems: 'center',
                        gap: '3',
                        px: '5',
                        py: '4',
                        borderBottomWidth: '1px',
                        borderColor: 'border.default',
                        _hover: { bg: 'bg.hover' },
                        _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '-2px' },
                      },
                      active && { bg: 'accent.subtle', _hover: { bg: 'accent.subtle' } },
                    )}
                  >
                    <Avatar name={c.contact.name} src={c.contact.avatar} size={44} />
                    <span className={css({ flex: 1, minW: 0 })}>
                      <span className={css({ display: 'flex', alignItems: 'center', gap: '1.5' })}>
                        <span
                          className={cx(
                            css({ truncate: true, flex: 1 }),
                            unread ? css({ fontWeight: 'bold' }) : css({ fontWeight: 'medium' }),
                          )}
                        >
                          {c.contact.name}
                        </span>
                        {c.muted ? (
                          <BellOff
                            size={14}
                            role="img"
                            aria-label={t('muted')}
                            className={css({ color: 'fg.subtle', flexShrink: 0 })}
                          />
                        ) : null}
                        <time
                          dateTime={c.lastMessageAt}
                          className={cx(
                            css({ fontSize: 'xs', flexShrink: 0 }),
                            unread
                              ? css({ color: 'accent.text', fontWeight: 'semibold' })
                              : css({ color: 'fg.subtle' }),
                          )}
                        >
                          {c.lastMessage ? listTime(c.lastMessageAt, i18n.language) : ''}
                        </time>
                      </span>
                      <span className={css({ display: 'flex', alignItems: 'center', gap: '2', mt: '0.5' })}>
                        <span
                          className={cx(
                            css({ flex: 1, truncate: true, fontSize: 'sm' }),
                            unread ? css({ color: 'fg.default' }) : css({ color: 'fg.muted' }),
                          )}
                        >
                          {c.lastMessage || t('noMessagesYet')}
                        </span>
                        <CountPill count={c.unreadCount} label={t('unread', { count: c.unreadCount })} />
                      </span>
                    </span>
                  </Link>
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </>
  )
}
