/** The shell's per-user lists: toolbar shortcuts, messages and notifications. */
export const shellStores = {
  shortcuts: 'id, userId',
  messages: 'id, userId, time',
  notifications: 'id, userId, time',
}
