/** What a change or a conflict is about, in the business's terms ("Appointment for Ana Sáenz"). */
export type Subject =
  | { kind: 'appointment'; patient: string | null; doctor: string | null; start: string | null }
  | { kind: 'record'; table: string; name: string | null }

type Row = Record<string, unknown>
/** Reads one row of the device's database (a table that does not exist answers undefined). */
export type ReadRow = (table: string, id: string) => Promise<Row | undefined>

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)

/** The field a person would call the row by, in the order the apps' tables use them. */
export function nameOf(row: Row | null | undefined): string | null {
  if (!row) return null
  const names = str(row.names) && str(row.surnames) ? `${str(row.names)} ${str(row.surnames)}` : null
  return (
    str(row.fullName) ??
    names ??
    str(row.name) ??
    str(row.title) ??
    str(row.subject) ??
    str(row.label) ??
    str(row.sku) ??
    str(row.code)
  )
}

const idOf = (v: unknown) => (typeof v === 'string' && v ? v : null)

/** Names a row of `table`: an appointment by its patient, doctor and time (read from their tables), else by its own name. */
export async function subjectOf(read: ReadRow, table: string, row: Row | null | undefined): Promise<Subject> {
  if (table !== 'appointments') return { kind: 'record', table, name: nameOf(row) }
  const patientId = idOf(row?.patientId)
  const doctorId = idOf(row?.doctorId)
  const [patient, doctor] = await Promise.all([
    patientId ? read('persons', patientId) : undefined,
    doctorId ? read('doctors', doctorId) : undefined,
  ])
  return { kind: 'appointment', patient: nameOf(patient), doctor: nameOf(doctor), start: str(row?.start) }
}
