import { useState } from 'react'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CalendarPlus, Trash2, UserRound } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/dialog'
import { toast } from '@/components/ui/toaster'
import type { Person, PersonData } from '@/shared/schemas/clinic/persons'
import { useRecord, useRemove, useSave } from '../api/records'
import { AppointmentLink } from '../components/appointment-link'
import { ClinicPage, Panel } from '../components/page'
import { Forbidden, LoadError, Loading } from '../components/states'
import { linkButton } from '../components/styles'
import { describeError } from '../lib/errors'
import { isStaff, useRole } from '../lib/role'
import { PatientAppointments } from './patient-appointments'
import { PersonForm } from './person-form'

const route = getRouteApi('/_auth/_app/persons/add-persons/$id')

/** Create (id 0) or edit a patient; the server's 400/409 land on the field they name. */
export function PersonEditPage() {
  const { t } = useTranslation('clinic')
  const { id } = route.useParams()
  const role = useRole()
  const navigate = useNavigate()
  const isNew = id === '0'
  // Set before the delete is sent: the writes' refresh would otherwise fetch the deleted id and show a 404.
  const [deleting, setDeleting] = useState(false)
  const record = useRecord<Person>('persons', id, { gone: deleting })
  const save = useSave<Person, PersonData>('persons')
  const remove = useRemove('persons')
  const [confirm, setConfirm] = useState(false)

  if (!isStaff(role) && role !== 'doctor') return <Forbidden />
  if (isNew && !isStaff(role)) return <Forbidden />
  if (!isNew && !record.data)
    return record.error ? <LoadError error={record.error} onRetry={() => void record.refetch()} /> : <Loading />

  const person = isNew ? null : record.data!
  const onSave = async (values: PersonData) => {
    const saved = await save.mutateAsync({ id: person?.id, body: values })
    toast(
      'success',
      isNew ? t('persons.created', { name: saved.fullName }) : t('persons.saved', { name: saved.fullName }),
    )
    if (isNew) void navigate({ to: '/persons/list-persons', search: { q: saved.documentNumber } })
  }
  const onDelete = () => {
    setDeleting(true)
    remove.mutate(person!.id, {
      onSuccess: () => {
        toast('success', t('persons.deleted', { name: person!.fullName }))
        void navigate({ to: '/persons/list-persons' })
      },
      onError: (e) => {
        setDeleting(false)
        toast('error', t('persons.deleteFailed'), describeError(t, e))
      },
    })
  }

  return (
    <ClinicPage
      wide={false}
      title={person ? person.fullName : t('persons.new')}
      subtitle={
        person
          ? `${t(`persons.documentTypes.${person.documentType}`)} ${person.documentNumber}`
          : t('persons.newSubtitle')
      }
      icon={<UserRound />}
      actions={
        person && isStaff(role) ? (
          <>
            <AppointmentLink id="0" search={{ patientId: person.id }} className={linkButton({ tone: 'subtle' })}>
              <CalendarPlus /> {t('booking.bookFor')}
            </AppointmentLink>
            <Button
              variant="ghost"
              onClick={() => setConfirm(true)}
              aria-label={t('actions.delete')}
              className={css({ color: 'danger.text' })}
            >
              <Trash2 /> <span className={css({ display: { base: 'none', sm: 'inline' } })}>{t('actions.delete')}</span>
            </Button>
          </>
        ) : null
      }
    >
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: person ? 'minmax(0, 1fr) 20rem' : '1fr' },
          gap: '6',
          alignItems: 'start',
        })}
      >
        <Panel>
          {isStaff(role) ? (
            <PersonForm
              key={person?.id ?? 'new'}
              person={person}
              onSave={onSave}
              onCancel={() => void navigate({ to: '/persons/list-persons' })}
              submitLabel={isNew ? t('persons.create') : t('actions.save')}
            />
          ) : (
            <p className={css({ color: 'fg.muted' })}>{t('persons.readOnly')}</p>
          )}
        </Panel>
        {person ? <PatientAppointments patientId={person.id} /> : null}
      </div>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t('persons.deleteTitle')}
        message={t('persons.deleteText', { name: person?.fullName ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        onConfirm={onDelete}
      />
    </ClinicPage>
  )
}
