// The public modules of the white-label variants; models in docs/variants.md.
import { barberRoutes } from './variants/barber'
import { futbolRoutes } from './variants/futbol'
import { gymRoutes } from './variants/gym'

export const variantsRoutes = [...gymRoutes, ...barberRoutes, ...futbolRoutes]
