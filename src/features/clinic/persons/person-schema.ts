import { z } from 'zod'
import { emergencyContactSchema, personInputSchema, type Person, type PersonInput } from '@/shared/schemas/clinic/persons'

/** The form keeps the emergency contact's inputs on screen; left blank, it is "no emergency contact". */
const blankContact = (v: unknown) => {
  const c = v as { name?: string; phone?: string; relationship?: string } | null
  return !c || (!c.name?.trim() && !c.phone?.trim() && !c.relationship?.trim())
}

export const personFormSchema = (today?: string) =>
  personInputSchema(today).extend({
    emergencyContact: z.preprocess((v) => (blankContact(v) ? null : v), emergencyContactSchema.nullable()),
  })

export type PersonFormValues = {
  documentType: PersonInput['documentType']
  documentNumber: string
  names: string
  surnames: string
  birthDate: string
  sex: PersonInput['sex']
  phone: string
  email: string
  address: string
  emergencyContact: { name: string; phone: string; relationship: string }
  notes: string
  active: boolean
}

export const PERSON_FIELDS = ['documentType', 'documentNumber', 'names', 'surnames', 'birthDate', 'sex', 'phone', 'email', 'address', 'emergencyContact', 'notes', 'active'] as const

export function personDefaults(p?: Person | null): PersonFormValues {
  return {
    documentType: p?.documentType ?? 'national-id',
    documentNumber: p?.documentNumber ?? '',
    names: p?.names ?? '',
    surnames: p?.surnames ?? '',
    birthDate: p?.birthDate ?? '',
    sex: p?.sex ?? ('' as PersonInput['sex']),
    phone: p?.phone ?? '',
    email: p?.email ?? '',
    address: p?.address ?? '',
    emergencyContact: { name: p?.emergencyContact?.name ?? '', phone: p?.emergencyContact?.phone ?? '', relationship: p?.emergencyContact?.relationship ?? '' },
    notes: p?.notes ?? '',
    active: p?.active ?? true,
  }
}
