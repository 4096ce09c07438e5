/** Tasks app: tasks and sections ordered by `order`, their tags, and the people a task can be assigned to. */
export const tasksStores = {
  tasks: 'id, order',
  taskTags: 'id, seq',
  taskMembers: 'id, name',
}
