/** The mailbox app. Version 3 (database.ts) indexes `owner` on mails and labels: mail is per account. */
export const mailboxStores = {
  mailFolders: 'id, &slug',
  mailFilters: 'id, &slug',
  mailLabels: 'id, &slug',
  mails: 'id, folder, date',
  /** One row per user (id = user id). */
  mailSettings: 'id',
}
