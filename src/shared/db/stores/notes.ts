/** Notes app: notes kept in creation order (`seq`) and their labels. */
export const notesStores = {
  notes: 'id, seq',
  noteLabels: 'id, seq',
}
