/** The public modules of the white-label variants: gym, barber, football (see docs/variants.md). */
export const variantsStores = {
  gymTrainers: 'id',
  gymClasses: 'id, weekday, trainerId',
  gymBookings: 'id, [classId+date], date, userId',
  gymPlans: 'id',
  gymMemberships: 'id, userId',
  barberServices: 'id',
  barbers: 'id',
  barberAppointments: 'id, barberId, userId, startsAt',
  futbolMatches: 'id, kickoff',
  futbolTrainings: 'id, startsAt',
  futbolPlayers: 'id, position',
}
