/**
 * The most entries a batch route takes in one request; a longer list answers 413 before any data is
 * touched. Each cap is far above what the app's own pages send (a board's cards, the whole tasks list),
 * and a batch of the cap's size stays well under a second (docs/performance.md).
 */
export const BATCH_CAPS = {
  /** PATCH api/apps/scrumboard/board/card/positions: the cards of the boards concerned. */
  cardPositions: 2000,
  /** PATCH api/apps/scrumboard/board/cards: cards patched at once. */
  cards: 500,
  /** PATCH api/apps/scrumboard/board/lists: lists patched at once. */
  lists: 200,
  /** PATCH api/apps/tasks/order: the whole tasks list, in its new order. */
  tasksOrder: 5000,
} as const
