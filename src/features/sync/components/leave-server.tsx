import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api/client'
import { leaveServer } from '../api/sync-actions'

/** What the worker's refusal says would be lost. */
const lossOf = (error: unknown) => {
  const body =
    error instanceof ApiError && error.status === 409
      ? (error.body as { unsent?: unknown; conflicts?: unknown })
      : undefined
  return typeof body?.unsent === 'number' && typeof body.conflicts === 'number'
    ? { unsent: body.unsent, conflicts: body.conflicts }
    : undefined
}

/**
 * Leaving the server: the worker syncs first; if anything is still unsent (or refused and unresolved) a
 * second confirmation names it, and only that one gives it up.
 */
export function LeaveServer() {
  const { t } = useTranslation('sync')
  const [asking, setAsking] = useState(false)
  const [loss, setLoss] = useState<{ unsent: number; conflicts: number }>()
  const [leaving, setLeaving] = useState(false)
  const leave = async (discardUnsent: boolean) => {
    setLeaving(true)
    try {
      await leaveServer(discardUnsent)
      setLoss(undefined)
      toast('success', t('settings.left'))
    } catch (error) {
      const lost = lossOf(error)
      if (lost) setLoss(lost)
      else toast('error', t('actions.failed'), error instanceof Error ? error.message : undefined)
    } finally {
      setLeaving(false)
    }
  }
  const lossText = loss
    ? [
        loss.unsent ? t('settings.unsentLost', { count: loss.unsent }) : '',
        loss.conflicts ? t('settings.conflictsLost', { count: loss.conflicts }) : '',
      ]
        .filter(Boolean)
        .join(' ')
    : ''
  return (
    <>
      <Button variant="outline" onClick={() => setAsking(true)} disabled={leaving} data-testid="sync-leave">
        {leaving ? <Spinner size={14} /> : null}
        {t('settings.leave')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('settings.leaveTitle')}
        message={t('settings.leaveConfirm')}
        confirmLabel={t('settings.leave')}
        cancelLabel={t('settings.cancel')}
        onConfirm={() => void leave(false)}
      />
      <ConfirmDialog
        open={loss !== undefined}
        onOpenChange={(open) => !open && setLoss(undefined)}
        title={t('settings.leaveUnsentTitle')}
        message={lossText}
        confirmLabel={t('settings.leaveAnyway')}
        cancelLabel={t('settings.cancel')}
        onConfirm={() => void leave(true)}
      />
    </>
  )
}
