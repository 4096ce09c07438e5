/** Query keys of the shell; the notifications key is refreshed after every navigation. */
export const shellKeys = {
  navigation: ['common', 'navigation'] as const,
  shortcuts: ['common', 'shortcuts'] as const,
  feed: (kind: 'messages' | 'notifications') => ['common', kind] as const,
  search: (query: string) => ['common', 'search', query] as const,
  storage: ['common', 'storage'] as const,
}
