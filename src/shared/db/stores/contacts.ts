/** The contacts app: contacts (the shell's search reads `name`), their tags, and countries with dial codes. */
export const contactsStores = {
  contacts: 'id, name',
  contactTags: 'id, title',
  countries: 'id, &iso, name',
}
