import { useTranslation } from 'react-i18next'
import { Dialog } from '@/components/ui/dialog'
import { toast } from '@/components/ui/toaster'
import type { Person, PersonData } from '@/shared/schemas/clinic/persons'
import { useSave } from '../api/records'
import { PersonForm } from '../persons/person-form'

/** Registers a patient without leaving the booking; the new patient is chosen at once. */
export function NewPatientDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onCreated: (p: Person) => void
}) {
  const { t } = useTranslation('clinic')
  const save = useSave<Person, PersonData>('persons')
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('booking.newPatient')}
      description={t('booking.newPatientText')}
      size="lg"
    >
      <PersonForm
        compact
        showActive={false}
        submitLabel={t('persons.create')}
        onCancel={() => onOpenChange(false)}
        onSave={async (values) => {
          const p = await save.mutateAsync({ body: values })
          toast('success', t('persons.created', { name: p.fullName }))
          onCreated(p)
          onOpenChange(false)
        }}
      />
    </Dialog>
  )
}
