import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { swUpdate } from '@/lib/sw-update'
import { Button } from '@/components/ui/button'
import { Icon } from './icons'

/** Offers the waiting new version; accepting activates it and the page reloads with it. */
export default function UpdatePanel({ onLater }: { onLater: () => void }) {
  const { t } = useTranslation()
  return (
    <div
      role="alertdialog"
      aria-label={t('update.available')}
      data-testid="update-prompt"
      className={css({
        position: 'fixed',
        bottom: '4',
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 'toast',
        display: 'flex',
        alignItems: 'center',
        gap: '3',
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        boxShadow: 'xl',
        borderRadius: 'xl',
        px: '4',
        py: '3',
        maxW: 'calc(100vw - 2rem)',
      })}
    >
      <Icon name="refresh-cw" size={18} aria-hidden />
      <span className={css({ fontSize: 'sm' })}>{t('update.available')}</span>
      <Button size="sm" onClick={() => swUpdate.accept()}>
        {t('update.reload')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onLater}>
        {t('update.later')}
      </Button>
    </div>
  )
}
