// What the seeds hold, as the template has it: expected alike by the seeds' tests, the API's and the pages'.

/** The inventory's tag titles, in their order (`position`). */
export const SEEDED_TAG_TITLES = [
  'mens',
  'ladies',
  'unisex',
  '44mm',
  '40mm',
  '5 ATM',
  '10 ATM',
  'automatic',
  'chronograph',
  'watch',
]

/** The mailbox inbox's first page: 45 mails, ten a page. */
export const INBOX_FIRST_PAGE = {
  totalResults: 45,
  resultsPerPage: 10,
  currentPage: 1,
  lastPage: 5,
  startIndex: 0,
  endIndex: 9,
}

/** The crypto dashboard's watchlist, in its order. */
export const WATCHLIST_TITLES = ['Ethereum', 'Bitcoin Cash', 'XRP', 'Litecoin', 'Zcash', 'Bitcoin Gold']
