import { useTranslation } from 'react-i18next'
import { MessagesSquare } from 'lucide-react'
import { css } from 'styled-system/css'
import { EmptyState } from '@/components/ui/empty-state'

export function NoConversation() {
  const { t } = useTranslation('chat')
  return (
    <div className={css({ flex: 1, display: 'grid', placeItems: 'center' })}>
      <EmptyState icon={<MessagesSquare />} title={t('selectChat')}>
        <p>{t('selectChatHint')}</p>
      </EmptyState>
    </div>
  )
}
