/** The chat app; messages are kept inside their chat row, as the contract serves and patches them. */
export const chatStores = {
  chats: 'id, contactId, lastMessageAt',
  chatContacts: 'id, name',
  /** One row per user (id = user id). */
  chatProfile: 'id',
}
