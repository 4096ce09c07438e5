import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { toast } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api/client'
import { conflictRow } from '@/lib/api/conflict'
import type { InventoryTag, Product, ProductPatch } from '@/shared/schemas/inventory'
import { createProduct, deleteProduct, inventoryKeys, updateProduct } from '../api/products'
import { createTag, deleteTag, renameTag } from '../api/tags'

const messageOf = (error: unknown) =>
  error instanceof ApiError
    ? ((error.body as { reason?: string } | null)?.reason ?? error.message)
    : error instanceof Error
      ? error.message
      : String(error)

/** Writes of the inventory screen; each refreshes what it changed and says so. */
export function useInventoryMutations() {
  const { t } = useTranslation('inventory')
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all })
  const failed = (error: unknown) => toast('error', t('toasts.failed'), messageOf(error))

  const create = useMutation({
    mutationFn: createProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(inventoryKeys.product(product.id), product)
      void refresh()
      toast('success', t('toasts.created'))
    },
    onError: failed,
  })

  // Field errors (400 naming product.<field>) and conflicts (409 with the current row) are shown by the
  // form, so they make no toast.
  const update = useMutation({
    mutationFn: ({ id, changes, version }: { id: string; changes: ProductPatch; version?: number }) =>
      updateProduct(id, changes, version),
    onSuccess: (product: Product) => {
      queryClient.setQueryData(inventoryKeys.product(product.id), product)
      void refresh()
      toast('success', t('toasts.updated'))
    },
    onError: (error) => {
      if (conflictRow(error)) return
      if (!(error instanceof ApiError && error.status === 400 && error.field?.startsWith('product.'))) failed(error)
    },
  })

  const remove = useMutation({
    mutationFn: (id: string) => deleteProduct(id),
    onSuccess: (_ok, id) => {
      queryClient.removeQueries({ queryKey: inventoryKeys.product(id) })
      void refresh()
      toast('success', t('toasts.deleted'))
    },
    onError: failed,
  })

  const addTag = useMutation({
    mutationFn: (title: string) => createTag(title),
    onSuccess: (tag: InventoryTag) => {
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.tags })
      toast('success', t('toasts.tagCreated', { title: tag.title }))
    },
    onError: failed,
  })

  const editTag = useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => renameTag(id, title),
    onSuccess: (tag: InventoryTag) => {
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.tags })
      toast('success', t('toasts.tagRenamed', { title: tag.title }))
    },
    onError: failed,
  })

  const dropTag = useMutation({
    mutationFn: (tag: InventoryTag) => deleteTag(tag.id),
    onSuccess: (_ok, tag) => {
      void refresh()
      toast('success', t('toasts.tagDeleted', { title: tag.title }))
    },
    onError: failed,
  })

  return { create, update, remove, addTag, editTag, dropTag }
}

export type InventoryMutations = ReturnType<typeof useInventoryMutations>
