import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { FolderListing } from '@/shared/schemas/file-manager'

export const fileKeys = {
  all: ['file-manager'] as const,
  folder: (id: string | undefined) => ['file-manager', 'folder', id ?? 'root'] as const,
}

/** A folder's folders, files and path from the root; no id means the root. */
export const useFolder = (folderId: string | undefined) =>
  useQuery({
    queryKey: fileKeys.folder(folderId),
    queryFn: () => api.get<FolderListing>('api/apps/file-manager', { folderId }),
    placeholderData: keepPreviousData,
  })
