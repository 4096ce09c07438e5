import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { UserRoundPen } from 'lucide-react'
import { css } from 'styled-system/css'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { toast } from '@/components/ui/toaster'
import { useMe, useSaveMyRecord } from '../api/clinic'
import { Loading } from '../components/states'
import { PersonForm } from '../persons/person-form'

/** A patient account books for itself: its record, or a way to complete it first. */
export function OwnPatient() {
  const { t } = useTranslation('clinic')
  const me = useMe()
  const save = useSaveMyRecord()
  const [open, setOpen] = useState(false)
  if (me.isPending) return <Loading />
  const p = me.data?.patient
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
      {p ? (
        <>
          <Avatar name={p.fullName} size={40} />
          <div className={css({ flex: 1, minW: 0 })}>
            <p className={css({ fontWeight: 'semibold' })}>{p.fullName}</p>
            <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{t('booking.bookingForYou')}</p>
          </div>
        </>
      ) : (
        <p className={css({ flex: 1, color: 'fg.muted', fontSize: 'sm' })}>{t('booking.completeRecord')}</p>
      )}
      <Button variant={p ? 'ghost' : 'solid'} size="sm" onClick={() => setOpen(true)}>
        <UserRoundPen /> {p ? t('booking.editMyRecord') : t('booking.completeRecordAction')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('booking.myRecord')} size="lg">
        <PersonForm
          compact
          showActive={false}
          person={p}
          submitLabel={t('actions.save')}
          onCancel={() => setOpen(false)}
          onSave={async (values) => {
            await save.mutateAsync(values)
            toast('success', t('booking.recordSaved'))
            setOpen(false)
          }}
        />
      </Dialog>
    </div>
  )
}
