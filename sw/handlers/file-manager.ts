import type Dexie from 'dexie'
import { rootFolderId, type FileItem, type FolderListing } from '@/shared/schemas/file-manager'
import { notFound } from '../router/http-error'
import { defineRoutes } from '../router/types'

const toItem = (r: FileItem): FileItem => ({
  id: r.id,
  folderId: r.folderId,
  name: r.name,
  createdBy: r.createdBy,
  createdAt: r.createdAt,
  modifiedAt: r.modifiedAt,
  size: r.size,
  type: r.type,
  contents: r.contents,
  description: r.description,
})

const byName = (a: FileItem, b: FileItem) => a.name.localeCompare(b.name)

/** The chain of folders from the root down to `folder`; a cycle in bad data stops the walk. */
async function pathTo(db: Dexie, folder: FileItem): Promise<FileItem[]> {
  const path = [folder]
  const seen = new Set([folder.id])
  let parentId = folder.folderId
  while (parentId && !seen.has(parentId)) {
    const parent = (await db.table<FileItem>('files').get(parentId)) as FileItem | undefined
    if (!parent) break
    path.unshift(parent)
    seen.add(parent.id)
    parentId = parent.folderId
  }
  return path.map(toItem)
}

export const fileManagerRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: 'api/apps/file-manager',
    handler: async (req, ctx): Promise<FolderListing> => {
      const folderId = rootFolderId(req.query.get('folderId'))
      const table = ctx.db.table<FileItem>('files')
      let path: FileItem[] = []
      if (folderId) {
        const folder = await table.get(folderId)
        // A file is not a folder to list: it is as unknown here as a missing id.
        if (!folder || folder.type !== 'folder') throw notFound('Folder', folderId)
        path = await pathTo(ctx.db, folder)
      }
      // IndexedDB does not index null keys, so the root's items are found by a scan (the table is small).
      const items = folderId
        ? await table.where('folderId').equals(folderId).toArray()
        : await table.filter((i) => i.folderId === null).toArray()
      return {
        folders: items
          .filter((i) => i.type === 'folder')
          .sort(byName)
          .map(toItem),
        files: items
          .filter((i) => i.type !== 'folder')
          .sort(byName)
          .map(toItem),
        path,
      }
    },
  },
])
