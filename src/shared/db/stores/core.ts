/** Tables every layer relies on: key-value meta, the sync outbox and tombstones, accounts. */
export const coreStores = {
  meta: 'key',
  outbox: '++seq, table, rowId, at',
  tombstones: '[table+id], table, deletedAt',
  users: 'id, &email',
  authCodes: 'email',
}
