/** Scrumboard: boards (kept in creation order), their lists, cards and labels, and the people on them. */
export const scrumboardStores = {
  boards: 'id, seq',
  boardLists: 'id, boardId',
  boardCards: 'id, boardId, listId',
  boardLabels: 'id, boardId',
  boardMembers: 'id, name',
}
