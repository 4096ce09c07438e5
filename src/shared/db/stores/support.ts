/** Support requests filed from the help center, newest read first (`createdAt`), each with its author. */
export const supportStores = {
  supportRequests: 'id, createdAt, userId',
}
