// The two module homes' code, fetched by the loader beside the data it chose (module-home.ts).
export const HOME_VIEWS = {
  clinic: () => import('../components/clinic-home'),
  gym: () => import('../components/gym-home'),
}

/** What the loader needs of them: that they are fetched (tests that read only the data pass no-ops). */
export type HomeViews = Record<keyof typeof HOME_VIEWS, () => Promise<unknown>>
