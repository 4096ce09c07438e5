/**
 * `GET api/medical/showcase`: what the clinic shows anyone on its public home page. Only active rows, and
 * nothing a guest should not read (no licences, e-mails, phones, patients or stock).
 */
export interface ClinicShowcase {
  specialties: Array<{ id: string; name: string; description: string; doctors: number }>
  doctors: Array<{
    id: string
    name: string
    color: string
    specialtyId: string
    specialtyName: string
    weekdays: number[]
  }>
  procedures: Array<{
    id: string
    code: string
    name: string
    description: string
    durationMinutes: number
    price: number
    categoryName: string
  }>
  /** Monday (1) to Sunday (7): from the earliest start to the latest end of the doctors' weekly plans; `null` closed. */
  openingHours: Array<{ weekday: number; hours: { open: string; close: string } | null }>
}
