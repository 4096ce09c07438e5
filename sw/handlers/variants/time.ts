import { format } from 'date-fns'

/** Local calendar date of an instant, 'yyyy-MM-dd'. */
export const dayOf = (d: Date) => format(d, 'yyyy-MM-dd')

/** The instant of a local date and 'HH:mm' time. */
export const at = (date: string, time: string) => new Date(`${date}T${time}:00`)

export const minutes = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number)
  return h * 60 + m
}

export const addMinutes = (d: Date, min: number) => new Date(d.getTime() + min * 60_000)
