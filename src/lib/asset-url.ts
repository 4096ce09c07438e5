/**
 * The template's pictures are paths relative to the app (`assets/images/avatars/…`), as its data gives them.
 * They resolve from the app's base, never from the page's own path (/apps/contacts/<id> would miss them);
 * data: URLs and absolute addresses pass unchanged.
 */
export const assetUrl = (src: string): string => (src.startsWith('assets/') ? `${import.meta.env.BASE_URL}${src}` : src)
