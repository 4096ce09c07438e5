import type { Person, PersonInput } from '@/shared/schemas/clinic/persons'

/** The person form's fields and starting values (its schema, with zod, loads on first validation: person-schema.ts). */
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

export const PERSON_FIELDS = [
  'documentType',
  'documentNumber',
  'names',
  'surnames',
  'birthDate',
  'sex',
  'phone',
  'email',
  'address',
  'emergencyContact',
  'notes',
  'active',
] as const

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
    emergencyContact: {
      name: p?.emergencyContact?.name ?? '',
      phone: p?.emergencyContact?.phone ?? '',
      relationship: p?.emergencyContact?.relationship ?? '',
    },
    notes: p?.notes ?? '',
    active: p?.active ?? true,
  }
}
