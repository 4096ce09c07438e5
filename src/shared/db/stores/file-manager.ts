/** File manager: files and folders, each under its parent folder (`folderId` null at the root). */
export const fileManagerStores = {
  files: 'id, folderId',
}
