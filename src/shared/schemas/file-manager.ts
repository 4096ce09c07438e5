export const ITEM_TYPES = ['folder', 'PDF', 'XLS', 'DOC', 'TXT', 'JPG'] as const
export type ItemType = (typeof ITEM_TYPES)[number]

/** A file or folder; `folderId` is null at the root, `contents` is set on folders only. */
export interface FileItem {
  id: string
  folderId: string | null
  name: string
  createdBy: string
  createdAt: string
  modifiedAt: string
  /** Human-readable, e.g. '87 MB'. */
  size: string
  type: ItemType
  /** e.g. '3 files'; null for files. */
  contents: string | null
  description: string | null
}

export interface FolderListing {
  folders: FileItem[]
  files: FileItem[]
  /** Ancestors from the root down to and including the current folder; [] at the root. */
  path: FileItem[]
}

/** `folderId` as the client sends it: missing, '' or 'null' mean the root. */
export const rootFolderId = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value === '' || value === 'null' ? null : value
