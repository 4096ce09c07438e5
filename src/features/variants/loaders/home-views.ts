// The two module homes' code, fetched by the loader beside the data it chose (module-home.ts).
export const clinicHomeView = () => import('../components/clinic-home')
export const gymHomeView = () => import('../components/gym-home')
