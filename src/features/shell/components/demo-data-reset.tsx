import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toaster'
import { Icon } from '@/components/layout/icons'
import { api, ApiError } from '@/lib/api/client'

/** The reset's refusal while the outbox holds changes: how many a reset would lose. */
const unsyncedOf = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  typeof (error.body as { unsynced?: unknown })?.unsynced === 'number'
    ? (error.body as { unsynced: number }).unsynced
    : undefined

/**
 * The admin's reset of the demo data: asked once; when the server answers that unsynced changes exist, asked
 * again naming how many will be lost, and only that answer sends their count back (docs/api/auth.md).
 */
export function DemoDataReset({ className }: { className: string }) {
  const { t } = useTranslation('shell')
  const client = useQueryClient()
  const [resetting, setResetting] = useState(false)
  const [confirm, setConfirm] = useState(false)
  const [unsynced, setUnsynced] = useState<number | null>(null)

  const reset = async (discardUnsynced?: number) => {
    setResetting(true)
    try {
      await api.post('api/common/reset-demo-data', discardUnsynced === undefined ? {} : { discardUnsynced })
      await client.invalidateQueries()
      toast('success', t('profile.demoResetDone'))
    } catch (error) {
      const count = unsyncedOf(error)
      if (count !== undefined) setUnsynced(count)
      else toast('error', t('profile.failed'), error instanceof Error ? error.message : undefined)
    } finally {
      setResetting(false)
    }
  }

  return (
    <section className={className} aria-labelledby="demo-data">
      <h2 id="demo-data" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {t('profile.demoTitle')}
      </h2>
      <p className={css({ color: 'fg.muted', mt: '1', mb: '4', fontSize: 'sm' })}>{t('profile.demoText')}</p>
      <Button variant="outline" onClick={() => setConfirm(true)} disabled={resetting}>
        {resetting ? <Spinner size={14} /> : <Icon name="rotate-ccw" />}
        {t('profile.demoReset')}
      </Button>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t('profile.demoTitle')}
        message={t('profile.demoConfirm')}
        confirmLabel={t('profile.demoResetConfirm')}
        cancelLabel={t('profile.cancel')}
        onConfirm={() => void reset()}
      />
      <ConfirmDialog
        open={unsynced !== null}
        onOpenChange={(open) => !open && setUnsynced(null)}
        title={t('profile.demoUnsyncedTitle')}
        message={t('profile.demoUnsynced', { count: unsynced ?? 0 })}
        confirmLabel={t('profile.demoUnsyncedConfirm')}
        cancelLabel={t('profile.cancel')}
        onConfirm={() => void reset(unsynced ?? 0)}
      />
    </section>
  )
}
