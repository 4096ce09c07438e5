import { useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api/client'
import { renameDevice } from '../api/sync-actions'

const MAX_NAME = 60

/** This device's name on the server, so the business can tell its devices apart. A refusal shows on the field. */
export function DeviceNameForm({ current }: { current: string | undefined }) {
  const { t } = useTranslation('sync')
  const [name, setName] = useState(current ?? '')
  const [error, setError] = useState<string>()
  const [saving, setSaving] = useState(false)
  const queryClient = useQueryClient()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) return setError(t('settings.nameRequired'))
    setSaving(true)
    setError(undefined)
    try {
      await renameDevice(trimmed)
      void queryClient.invalidateQueries({ queryKey: ['sync', 'devices'] })
      toast('success', t('settings.nameSaved'))
    } catch (e) {
      setError(
        e instanceof ApiError && e.status === 502
          ? t('settings.nameNotTaken', { reason: (e.body as { reason?: string })?.reason ?? e.message })
          : e instanceof Error
            ? e.message
            : String(e),
      )
    } finally {
      setSaving(false)
    }
  }
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className={css({ display: 'flex', gap: '3', alignItems: 'flex-end', flexWrap: 'wrap' })}
      data-testid="device-name-form"
    >
      <Field
        label={t('settings.deviceName')}
        error={error}
        hint={t('settings.deviceNameHint')}
        className={css({ flex: 1, minW: '48' })}
      >
        {(ids) => (
          <Input
            {...ids}
            value={name}
            maxLength={MAX_NAME}
            onChange={(e) => setName(e.target.value)}
            autoComplete="off"
          />
        )}
      </Field>
      <Button type="submit" disabled={saving || !name.trim() || name.trim() === current} data-testid="device-name-save">
        {saving ? <Spinner size={14} /> : null}
        {t('settings.saveName')}
      </Button>
    </form>
  )
}
