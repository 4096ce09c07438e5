import { Toast, Toaster as ArkToaster, createToaster } from '@ark-ui/react/toast'
import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'

export const toaster = createToaster({ placement: 'bottom-end', overlap: false, gap: 12, max: 5 })

const toneColor: Record<string, string> = {
  success: 'var(--colors-success-solid)',
  error: 'var(--colors-danger-solid)',
  warning: 'var(--colors-warning-solid)',
  info: 'var(--colors-accent-solid)',
}

export default function ToasterView() {
  const { t: translate } = useTranslation()
  return (
    <ArkToaster toaster={toaster}>
      {(t) => (
        <Toast.Root
          key={t.id}
          className={css({
            bg: 'bg.surface',
            color: 'fg.default',
            borderRadius: 'xl',
            boxShadow: 'lg',
            borderWidth: '1px',
            borderColor: 'border.default',
            borderLeftWidth: '4px',
            p: '4',
            pr: '10',
            minW: '72',
            maxW: '96',
            position: 'relative',
            translate: 'var(--x) var(--y)',
            scale: 'var(--scale)',
            zIndex: 'var(--z-index)',
            height: 'var(--height)',
            opacity: 'var(--opacity)',
            willChange: 'translate, opacity, scale',
            transition: 'translate 300ms, scale 300ms, opacity 300ms, height 300ms',
          })}
          style={{ borderLeftColor: toneColor[t.type ?? 'info'] }}
        >
          <Toast.Title className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{t.title}</Toast.Title>
          {t.description ? (
            <Toast.Description className={css({ fontSize: 'sm', color: 'fg.muted', mt: '1' })}>
              {t.description}
            </Toast.Description>
          ) : null}
          {t.action ? (
            <Toast.ActionTrigger
              data-testid="toast-action"
              className={css({
                mt: '3',
                fontSize: 'sm',
                fontWeight: 'semibold',
                color: 'accent.text',
                cursor: 'pointer',
                textDecoration: 'underline',
                _hover: { textDecoration: 'none' },
              })}
            >
              {t.action.label}
            </Toast.ActionTrigger>
          ) : null}
          <Toast.CloseTrigger
            aria-label={translate('close')}
            className={css({ position: 'absolute', top: '3', right: '3', color: 'fg.subtle', cursor: 'pointer' })}
          >
            <X size={16} />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </ArkToaster>
  )
}
