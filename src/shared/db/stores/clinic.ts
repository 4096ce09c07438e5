/** Tables of the clinic (see docs/clinic.md). Product tables are prefixed so they never meet the shop's. */
export const clinicStores = {
  persons: 'id, fullName, [documentType+documentNumber], documentNumber, active',
  specialties: 'id, name',
  doctors: 'id, name, specialtyId, licence, active, *procedureIds',
  blockedPeriods: 'id, from, to',
  procedureCategories: 'id, name',
  procedures: 'id, code, categoryId, active',
  clinicProductCategories: 'id, name',
  clinicProducts: 'id, sku, categoryId, active',
  stockMovements: 'id, productId, [productId+at], at',
  appointments: 'id, start, state, doctorId, patientId, procedureId, [doctorId+start], [patientId+start]',
  scheduleDays: 'id, [doctorId+date], date',
}
