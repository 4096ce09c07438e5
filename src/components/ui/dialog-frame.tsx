import type { ReactNode } from 'react'
import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from './button'
import { DialogPortal } from './open-portal'

export interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  children?: ReactNode
  footer?: ReactNode
  size?: 'sm' | 'md' | 'lg'
}

const widths = { sm: '26rem', md: '36rem', lg: '52rem' }

/** The modal itself (Ark's dialog: focus trap, Escape, labelled title); `Dialog` loads it when first opened. */
export function DialogFrame({ open, onOpenChange, title, description, children, footer, size = 'md' }: DialogProps) {
  const { t } = useTranslation()
  return (
    <ArkDialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)}>
      <DialogPortal>
        <ArkDialog.Backdrop className={css({ position: 'fixed', inset: 0, bg: 'bg.overlay', zIndex: 'overlay' })} />
        <ArkDialog.Positioner
          className={css({
            position: 'fixed',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            p: '4',
            zIndex: 'modal',
          })}
        >
          <ArkDialog.Content
            className={css({
              bg: 'bg.surface',
              color: 'fg.default',
              borderRadius: '2xl',
              boxShadow: '2xl',
              w: 'full',
              maxH: '90dvh',
              overflow: 'auto',
              display: 'flex',
              flexDir: 'column',
            })}
            style={{ maxWidth: widths[size] }}
          >
            <div className={css({ display: 'flex', alignItems: 'flex-start', gap: '4', p: '6', pb: '2' })}>
              <div className={css({ flex: 1 })}>
                <ArkDialog.Title className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{title}</ArkDialog.Title>
                {description ? (
                  <ArkDialog.Description className={css({ color: 'fg.muted', mt: '1', fontSize: 'sm' })}>
                    {description}
                  </ArkDialog.Description>
                ) : null}
              </div>
              <ArkDialog.CloseTrigger asChild>
                <Button variant="ghost" size="iconSm" aria-label={t('close')}>
                  <X />
                </Button>
              </ArkDialog.CloseTrigger>
            </div>
            {children ? <div className={css({ px: '6', py: '2' })}>{children}</div> : null}
            {footer ? (
              <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3', p: '6', pt: '4' })}>
                {footer}
              </div>
            ) : null}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </DialogPortal>
    </ArkDialog.Root>
  )
}
