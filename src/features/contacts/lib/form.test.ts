import { describe, expect, it } from 'vitest'
import type { Contact } from '@/shared/schemas/contacts'
import { contactPatchSchema } from '@/shared/schemas/contacts'
import { contactFormSchema, toFormValues, toPatch } from './form'

const blank: Contact = {
  id: '1',
  avatar: null,
  background: null,
  name: 'New Contact',
  emails: [],
  phoneNumbers: [],
  title: '',
  company: '',
  birthday: null,
  address: null,
  notes: null,
  tags: [],
}

describe('contact form mapping', () => {
  it('round-trips a new contact into a patch the server accepts', () => {
    const values = contactFormSchema.parse(toFormValues(blank))
    const patch = toPatch(values)
    expect(patch).toMatchObject({ name: 'New Contact', birthday: null, address: null, notes: null })
    expect(contactPatchSchema.safeParse(patch).success).toBe(true)
  })
  it('keeps the birthday day and drops an empty editor', () => {
    const values = contactFormSchema.parse({ ...toFormValues(blank), birthday: '1990-02-28', notes: '<p><br></p>' })
    expect(toPatch(values)).toMatchObject({ birthday: '1990-02-28T12:00:00.000Z', notes: null })
    expect(toFormValues({ ...blank, birthday: '1990-02-28T12:00:00.000Z' }).birthday).toBe('1990-02-28')
  })
  it('names the bad email row', () => {
    const r = contactFormSchema.safeParse({ ...toFormValues(blank), emails: [{ email: 'x', label: 'Work' }] })
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]?.path).toEqual(['emails', 0, 'email'])
  })
})
