import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ArrowLeft, UsersRound } from 'lucide-react'
import { css } from 'styled-system/css'
import { Avatar } from '@/components/ui/avatar'
import { SearchInput } from '@/components/form/search-input'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadingBlock } from '@/components/ui/loading-block'
import { toast } from '@/components/ui/toaster'
import { useChatContacts, useStartChat } from '@/lib/api/chat'
import { panelBody, panelHeader, panelSearch } from './panel-styles'

/** The contacts, by name, to start (or go back to) a conversation with. */
export function NewChatPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('chat')
  const contacts = useChatContacts()
  const start = useStartChat()
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const needle = query.trim().toLowerCase()
  const shown = (contacts.data ?? []).filter((c) => !needle || c.name.toLowerCase().includes(needle))

  const open = (contactId: string) =>
    start.mutate(contactId, {
      onSuccess: (chat) => {
        onClose()
        void navigate({ to: '/apps/chat/$chatId', params: { chatId: chat.id } })
      },
      onError: (e) => toast('error', t('errors.start'), e.message),
    })

  return (
    <>
      <div className={panelHeader}>
        <Button variant="ghost" size="icon" aria-label={t('back')} onClick={onClose}>
          <ArrowLeft />
        </Button>
        <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{t('newChat')}</h2>
      </div>
      <div className={panelSearch}>
        <SearchInput
          rounded
          label={t('searchContacts')}
          value={query}
          onChange={setQuery}
          placeholder={t('searchContacts')}
          autoFocus
        />
      </div>
      <div className={panelBody}>
        {contacts.isPending ? (
          <LoadingBlock label={t('loading')} size={24} className={css({ h: '40' })} />
        ) : !shown.length ? (
          <EmptyState icon={<UsersRound />} title={t('noResults')} />
        ) : (
          <ul aria-label={t('contacts')}>
            {shown.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  disabled={start.isPending}
                  onClick={() => open(c.id)}
                  className={css({
                    w: 'full',
                    display: 'flex',
                    alignItems: 'center',
                    gap: '3',
                    px: '5',
                    py: '3',
                    textAlign: 'left',
                    cursor: 'pointer',
                    borderBottomWidth: '1px',
                    borderColor: 'border.default',
                    _hover: { bg: 'bg.hover' },
                    _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '-2px' },
                  })}
                >
                  <Avatar name={c.name} src={c.avatar} size={40} />
                  <span className={css({ minW: 0 })}>
                    <span className={css({ display: 'block', fontWeight: 'medium', truncate: true })}>{c.name}</span>
                    <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted', truncate: true })}>
                      {c.about}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
