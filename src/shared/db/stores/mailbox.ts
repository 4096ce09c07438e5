/** The mailbox app. The account screens drop verification mails into `mails` (folder = inbox's id). */
export const mailboxStores = {
  mailFolders: 'id, &slug',
  mailFilters: 'id, &slug',
  mailLabels: 'id, &slug',
  mails: 'id, folder, date',
  /** One row per user (id = user id). */
  mailSettings: 'id',
}
