import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'

/**
 * A link to an appointment's page; the id '0' opens the booking form, which `search` can fill in (the
 * patient, the procedure).
 */
export function AppointmentLink({
  id,
  search,
  className,
  children,
  ...aria
}: {
  id: string
  search?: { patientId?: string; procedureId?: string }
  className?: string
  children: ReactNode
  'aria-label'?: string
}) {
  return (
    <Link to="/medical/envio-medical/$id" params={{ id }} search={search} className={className} {...aria}>
      {children}
    </Link>
  )
}
