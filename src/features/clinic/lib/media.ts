import { MEDIA, useMediaQuery } from '@/components/layout/use-media-query'

/** True while the screen is narrower than the theme's md breakpoint (960 px): phones and small tablets. */
export const useNarrow = (): boolean => !useMediaQuery(MEDIA.md)
