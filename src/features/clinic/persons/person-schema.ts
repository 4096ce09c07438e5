import { z } from 'zod'
import { emergencyContactSchema, personInputSchema } from '@/shared/schemas/clinic/persons'

/** The form keeps the emergency contact's inputs on screen; left blank, it is "no emergency contact". */
const blankContact = (v: unknown) => {
  const c = v as { name?: string; phone?: string; relationship?: string } | null
  return !c || (!c.name?.trim() && !c.phone?.trim() && !c.relationship?.trim())
}

export const personFormSchema = (today?: string) =>
  personInputSchema(today).extend({
    emergencyContact: z.preprocess((v) => (blankContact(v) ? null : v), emergencyContactSchema.nullable()),
  })
