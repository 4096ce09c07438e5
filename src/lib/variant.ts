import { VARIANTS, type BuildTarget } from '@/shared/variants'

declare const __APP_VARIANT__: BuildTarget
declare const __APP_VERSION__: string

/** The white-label variant this build was made for. */
export const variant = () => VARIANTS[__APP_VARIANT__]
export const appName = () => variant().name
export const appVersion = () => __APP_VERSION__
