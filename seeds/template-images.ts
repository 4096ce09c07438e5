/**
 * The demo pictures' paths, as the template names them (API-CONTRACT.md). The files are small JPEGs drawn by
 * scripts/make-template-images.mjs into public/, precached by the service worker, so they work offline.
 * Paths are relative to the app's base, as in the template; the page's Avatar resolves them.
 */
const pad = (n: number) => String(n).padStart(2, '0')

export const USER_AVATAR = 'assets/images/avatars/brian-hughes.jpg'

/** female-01, male-01, female-02, … male-20: 40 avatars. */
export const AVATARS: readonly string[] = Array.from({ length: 20 }, (_, i) => [
  `assets/images/avatars/female-${pad(i + 1)}.jpg`,
  `assets/images/avatars/male-${pad(i + 1)}.jpg`,
]).flat()

export const CARDS: readonly string[] = Array.from({ length: 10 }, (_, i) => `assets/images/cards/${i + 1}-640x480.jpg`)

/** Picked by position, not by faker, so adding pictures left every other seeded value as it was. */
export const avatarAt = (index: number): string => AVATARS[index % AVATARS.length]!
export const cardAt = (index: number): string => CARDS[index % CARDS.length]!
