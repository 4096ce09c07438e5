import { getRouteApi } from '@tanstack/react-router'
import { EditBooking } from './edit-booking'
import { NewBooking } from './new-booking'

const route = getRouteApi('/_auth/_app/medical/envio-medical/$id')

/** /medical/envio-medical/0 books; any other id opens that appointment to work its states or reschedule it. */
export function BookingPage() {
  const { id } = route.useParams()
  const search = route.useSearch()
  return id === '0' ? <NewBooking preset={search} /> : <EditBooking key={id} id={id} />
}
