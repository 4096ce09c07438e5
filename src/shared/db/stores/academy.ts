/** Academy: categories, courses in catalogue order (`seq`), the shared demo steps, and each user's progress per course. */
export const academyStores = {
  academyCategories: 'id, &slug',
  academyCourses: 'id, seq, category',
  academySteps: 'id, order',
  academyProgress: 'id, [userId+courseId], userId',
}
