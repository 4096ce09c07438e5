import { useEffect, useRef, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { Save, Trash2, X } from 'lucide-react'
import { css } from 'styled-system/css'
import { NumberField } from '@/components/form/number-field'
import { Button } from '@/components/ui/button'
import { ConflictDialog } from '@/components/ui/conflict-dialog'
import { ConfirmDialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Input, Select, Textarea } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { Toggle } from '@/components/ui/toggle'
import { ApiError } from '@/lib/api/client'
import { useVersionedEdit } from '@/lib/forms/use-versioned-edit'
import { zodResolver } from '@/lib/forms/zod-resolver'
import { priceOf } from '@/shared/constants/inventory'
import { productSchema, type InventoryTag, type Product, type ProductInput } from '@/shared/schemas/inventory'
import type { InventoryReferences } from '../api/references'
import type { InventoryMutations } from '../hooks/use-inventory-mutations'
import { formatPrice } from '../lib/format'
import { Row, Section } from './form-parts'
import { ProductImages } from './product-images'
import { ProductTags } from './product-tags'

type FormValues = z.input<typeof productSchema>
type NumberField = 'stock' | 'reserved' | 'cost' | 'basePrice' | 'taxPercent' | 'weight'

const toValues = (p: Product): FormValues => ({
  name: p.name,
  description: p.description,
  category: p.category,
  brand: p.brand,
  vendor: p.vendor,
  tags: p.tags,
  sku: p.sku,
  barcode: p.barcode,
  stock: p.stock,
  reserved: p.reserved,
  cost: p.cost,
  basePrice: p.basePrice,
  taxPercent: p.taxPercent,
  weight: p.weight,
  thumbnail: p.thumbnail,
  images: p.images,
  active: p.active,
})

// Empty stays '' (the template's blank number); anything else becomes a number for the schema to judge.
const asAmount = (v: unknown) => (v === '' || v === null || v === undefined ? '' : Number(v))

interface ProductFormProps {
  product: Product
  references: InventoryReferences | undefined
  tags: InventoryTag[]
  mutations: InventoryMutations
  onClose: () => void
  /** Focus the name at once (a product just created). */
  autoFocus?: boolean
}

/** The inline detail and edit form of one product, opened under its row. */
export function ProductForm({ product, references, tags, mutations, onClose, autoFocus }: ProductFormProps) {
  const { t, i18n } = useTranslation('inventory')
  const [confirming, setConfirming] = useState(false)
  const ref = useRef<HTMLFormElement>(null)
  const form = useForm<FormValues, unknown, ProductInput>({
    resolver: zodResolver(productSchema),
    defaultValues: toValues(product),
  })
  const edit = useVersionedEdit<Product, FormValues>({
    version: product.version,
    valuesOf: toValues,
    reset: form.reset,
    save: (values, version) => save(values as ProductInput, version),
  })
  const { errors, isDirty, isSubmitting } = form.formState
  const [basePrice, taxPercent] = useWatch({ control: form.control, name: ['basePrice', 'taxPercent'] })
  const price = priceOf(
    typeof basePrice === 'number' && basePrice >= 0 ? basePrice : '',
    typeof taxPercent === 'number' ? taxPercent : '',
  )

  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
    if (autoFocus) form.setFocus('name', { shouldSelect: true })
  }, [autoFocus, form])

  // A tag deleted meanwhile is gone from the product on the server: drop it here too.
  useEffect(() => {
    const current = form.getValues('tags') ?? []
    const kept = current.filter((id) => tags.some((tag) => tag.id === id))
    if (tags.length > 0 && kept.length !== current.length) form.setValue('tags', kept, { shouldDirty: false })
  }, [tags, form])

  const message = (name: keyof FormValues) => {
    const m = errors[name]?.message
    return m ? t(`validation.${m}`, { defaultValue: m }) : undefined
  }

  const save = async (values: ProductInput, version: number | undefined) => {
    try {
      const saved = await mutations.update.mutateAsync({ id: product.id, changes: values, version })
      edit.setBase(saved.version)
      form.reset(toValues(saved))
    } catch (error) {
      if (edit.caught(error, values)) return
      // The server names the field it refused (product.<field>): show it there.
      if (error instanceof ApiError && error.field?.startsWith('product.')) {
        const field = error.field.slice('product.'.length).split('.')[0] as keyof FormValues
        const reason = (error.body as { reason?: string } | null)?.reason ?? error.message
        form.setError(field, { message: reason }, { shouldFocus: true })
      }
    }
  }
  const submit = form.handleSubmit((values) => save(values, edit.base))
  // Deleting a tag this product carries makes the server strip it, one version past the one the form read:
  // the form's edit builds on that write instead of conflicting with itself (another tab's write still does).
  const followTagDeleted = (id: string) =>
    edit.setBase((current) =>
      current !== undefined && current === product.version && product.tags.includes(id) ? current + 1 : current,
    )

  const nameIn = (list: Array<{ id: string; name: string }> | undefined, id: unknown) =>
    list?.find((o) => o.id === id)?.name ?? id
  // What the dialog shows: names for ids, a count for the images and the thumbnail's place among them.
  const shown = (v: FormValues) => ({
    ...v,
    category: nameIn(references?.categories, v.category),
    brand: nameIn(references?.brands, v.brand),
    vendor: nameIn(references?.vendors, v.vendor),
    tags: (v.tags ?? []).map((id) => tags.find((tag) => tag.id === id)?.title ?? id),
    images: String(v.images?.length ?? 0),
    thumbnail: v.thumbnail ? String((v.images ?? []).indexOf(v.thumbnail) + 1) : '',
  })
  const label = (key: keyof FormValues) =>
    key === 'stock'
      ? t('form.stockField')
      : key === 'tags'
        ? t('tags.title')
        : key === 'images'
          ? t('images.title')
          : key === 'thumbnail'
            ? t('images.thumbnail')
            : t(`form.${key}`)

  const amount = (name: NumberField, label: string, options: { step?: string; hint?: string } = {}) => (
    <NumberField
      label={label}
      error={message(name)}
      hint={options.hint}
      step={options.step ?? 'any'}
      decimal
      {...form.register(name, { setValueAs: asAmount })}
    />
  )
  const choose = (
    name: 'category' | 'brand' | 'vendor',
    label: string,
    options: Array<{ id: string; name: string }> = [],
  ) => (
    <Field label={label} error={message(name)}>
      {(ids) => (
        <Select {...ids} {...form.register(name)}>
          <option value="">{t('form.none')}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  )

  return (
    <form
      ref={ref}
      onSubmit={submit}
      noValidate
      aria-label={t('form.label', { name: product.name })}
      data-testid="product-form"
      className={css({ p: { base: '3', sm: '6' } })}
    >
      <div
        className={css({
          display: 'grid',
          gap: { base: '6', md: '8' },
          gridTemplateColumns: { base: '1fr', md: '15rem minmax(0, 1fr)', lg: '17rem minmax(0, 1fr)' },
        })}
      >
        <div className={css({ maxW: { base: '20rem', md: 'none' }, w: 'full', mx: { base: 'auto', md: '0' } })}>
          <Controller
            control={form.control}
            name="images"
            render={({ field }) => (
              <ProductImages
                name={product.name}
                images={field.value ?? []}
                thumbnail={form.watch('thumbnail') ?? null}
                onChange={(images, thumbnail) => {
                  field.onChange(images)
                  form.setValue('thumbnail', thumbnail, { shouldDirty: true })
                }}
              />
            )}
          />
        </div>
        <div className={css({ display: 'flex', flexDir: 'column', gap: '8', minW: 0 })}>
          <Section title={t('form.general')}>
            <Field label={t('form.name')} error={message('name')}>
              {(ids) => <Input {...ids} autoComplete="off" {...form.register('name')} />}
            </Field>
            <Row columns={3}>
              {choose('category', t('form.category'), references?.categories)}
              {choose('brand', t('form.brand'), references?.brands)}
              {choose('vendor', t('form.vendor'), references?.vendors)}
            </Row>
            <Row>
              <Field label={t('form.sku')} error={message('sku')}>
                {(ids) => <Input {...ids} autoComplete="off" {...form.register('sku')} />}
              </Field>
              <Field label={t('form.barcode')} error={message('barcode')}>
                {(ids) => <Input {...ids} autoComplete="off" inputMode="numeric" {...form.register('barcode')} />}
              </Field>
            </Row>
            <Field label={t('form.description')} error={message('description')}>
              {(ids) => <Textarea {...ids} rows={3} size="area" {...form.register('description')} />}
            </Field>
            <div className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
              <span className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' })}>
                {t('tags.title')}
              </span>
              <Controller
                control={form.control}
                name="tags"
                render={({ field }) => (
                  <ProductTags
                    value={field.value ?? []}
                    onChange={field.onChange}
                    tags={tags}
                    mutations={mutations}
                    onTagDeleted={followTagDeleted}
                  />
                )}
              />
              {message('tags') ? (
                <p role="alert" className={css({ fontSize: 'xs', color: 'danger.text' })}>
                  {message('tags')}
                </p>
              ) : null}
            </div>
          </Section>
          <Section title={t('form.pricing')}>
            <Row>
              {amount('cost', t('form.cost'))}
              {amount('basePrice', t('form.basePrice'))}
            </Row>
            <Row>
              {amount('taxPercent', t('form.taxPercent'))}
              <Field label={t('form.price')} hint={t('form.priceHint')}>
                {(ids) => (
                  <Input
                    {...ids}
                    readOnly
                    value={formatPrice(price, i18n.language)}
                    data-testid="computed-price"
                    className={css({ bg: 'bg.muted', fontWeight: 'semibold' })}
                  />
                )}
              </Field>
            </Row>
          </Section>
          <Section title={t('form.stock')}>
            <Row columns={3}>
              {amount('stock', t('form.stockField'), { step: '1' })}
              {amount('reserved', t('form.reserved'), { step: '1' })}
              {amount('weight', t('form.weight'))}
            </Row>
            <Controller
              control={form.control}
              name="active"
              render={({ field }) => (
                <Toggle
                  framed
                  label={t('form.active')}
                  hint={t('form.activeHint')}
                  checked={Boolean(field.value)}
                  onChange={field.onChange}
                />
              )}
            />
          </Section>
        </div>
      </div>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '3',
          mt: '8',
          pt: '4',
          borderTopWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <Button
          variant="outline"
          className={css({ color: 'danger.text' })}
          onClick={() => setConfirming(true)}
          disabled={mutations.remove.isPending}
        >
          <Trash2 />
          {t('form.delete')}
        </Button>
        <span
          className={css({
            flex: { base: '1 1 100%', sm: 1 },
            order: { base: -1, sm: 0 },
            fontSize: 'sm',
            color: isDirty ? 'warning.text' : 'fg.subtle',
          })}
          aria-live="polite"
        >
          {isDirty ? t('form.unsaved') : t('form.saved')}
        </span>
        <Button variant="ghost" onClick={onClose} className={css({ ml: { base: 'auto', sm: '0' } })}>
          <X />
          {t('form.close')}
        </Button>
        <Button type="submit" disabled={!isDirty || isSubmitting}>
          {isSubmitting ? <Spinner /> : <Save />}
          {t('form.update')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirmDelete.title')}
        message={t('confirmDelete.message', { name: product.name })}
        confirmLabel={t('confirmDelete.confirm')}
        cancelLabel={t('confirmDelete.cancel')}
        onConfirm={() => mutations.remove.mutate(product.id, { onSuccess: onClose })}
      />
      <ConflictDialog {...edit.dialog(shown, label)} busy={mutations.update.isPending} />
    </form>
  )
}
