import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appointmentRow, bookable, dataOf, personIdOf, putEntry } from '../../test/fixtures'
import { createServerHarness, DEMO, type Harness, type Instance } from '../../test/harness'

const T = 'alpha'
const DEVICES = 50

describe('concurrent pushes', () => {
  let h: Harness
  let second: Instance
  beforeAll(async () => {
    h = await createServerHarness([T])
    second = await h.secondInstance()
  })
  afterAll(() => h.close())

  it(`commit exactly one of ${DEVICES} overlapping bookings of one doctor, pushed at once to two instances`, async () => {
    const token = await h.signIn(T, 'reception')
    const doctorId = await personIdOf(h.db, T, DEMO.doctor.email)
    const patients = (await dataOf<{ id: string; active: boolean }>(h.db, T, 'persons'))
      .filter((p) => p.active)
      .slice(0, DEVICES)
    const b = await bookable(h.db, T, doctorId, patients[0]!.id)
    // Each device books a different patient at the same time, so only the doctor's constraint can refuse.
    const bookings = patients.map((p, i) =>
      appointmentRow({ ...b, patientId: p.id }, { start: b.start, notes: `device ${i}` }),
    )
    const answers = await Promise.all(
      bookings.map((row, i) =>
        (i % 2 ? second : h).call('POST', '/sync/push', {
          token,
          body: { clientId: `device-${i}`, entries: [putEntry(1, 'appointments', row)] },
        }),
      ),
    )
    expect(answers.every((a) => a.status === 200)).toBe(true)
    const results = answers.map((a) => a.body.results[0])
    expect(results.filter((r) => r.status === 'accepted')).toHaveLength(1)
    const refused = results.filter((r) => r.status === 'rejected')
    expect(refused).toHaveLength(DEVICES - 1)
    expect(refused.every((r) => r.reason === 'rule' && r.rule === 'doctor-overlap')).toBe(true)
    const stored = await h.db.query<{ n: number }>(
      `select count(*)::int as n from rows where tenant_id = $1 and tbl = 'appointments' and data ->> 'start' = $2 and data ->> 'doctorId' = $3`,
      [T, b.start, doctorId],
    )
    expect(stored[0]!.n).toBe(1)
  })
})
