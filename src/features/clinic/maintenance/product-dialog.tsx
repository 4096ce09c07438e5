import { Controller, useForm, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { NumberField } from '@/components/form/number-field'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { toast } from '@/components/ui/toaster'
import { zodResolver } from '@/lib/forms/zod-resolver'
import type { ProductCategory } from '@/shared/schemas/clinic/catalog'
import { PRODUCT_UNITS } from '@/shared/constants/clinic/products'
import {
  productCreateSchema,
  productInputSchema,
  type Product,
  type ProductCreateInput,
} from '@/shared/schemas/clinic/products'
import { useSave } from '../api/records'
import { ActiveControl } from '../components/active-control'
import { ChoiceSelectControl } from '../components/choice-select-control'
import { RecordForm, useRecordSubmit } from '../components/record-form'
import { codeInput, formGrid } from '../components/styles'
import { translateMessage } from '../lib/messages'
import {
  CatalogueDialog,
  CategoryControl,
  type CatalogueDialogProps,
  type CatalogueFormProps,
} from './catalogue-dialog'

type Values = Omit<ProductCreateInput, 'initialStock'> & { initialStock?: number }
// Every field a new product has (the opening stock too): a refusal may name any of them.
const FIELDS = Object.keys(productCreateSchema.shape)

/** Creates (with an optional opening stock) or edits a product; stock itself only moves through movements. */
export function ProductDialog(props: CatalogueDialogProps<Product, ProductCategory>) {
  return <CatalogueDialog catalogue="products" Form={ProductForm} {...props} />
}

function ProductForm({ record: product, categories, onDone }: CatalogueFormProps<Product, ProductCategory>) {
  const { t } = useTranslation('clinic')
  const save = useSave<Product>('products')
  const isNew = !product
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(isNew ? productCreateSchema : productInputSchema) as unknown as Resolver<
      Values,
      unknown,
      Values
    >,
    defaultValues: {
      sku: product?.sku ?? '',
      name: product?.name ?? '',
      categoryId: product?.categoryId ?? '',
      description: product?.description ?? '',
      unit: product?.unit ?? 'unit',
      salePrice: product?.salePrice ?? (undefined as unknown as number),
      cost: product?.cost ?? (undefined as unknown as number),
      minStock: product?.minStock ?? 0,
      active: product?.active ?? true,
      ...(isNew ? { initialStock: 0 } : {}),
    },
  })
  const { register, control, formState } = form
  const e = formState.errors
  const err = (m?: string) => translateMessage(t, m)
  const { submit, failure } = useRecordSubmit(form, (body) => save.mutateAsync({ id: product?.id, body }), {
    fields: FIELDS,
    onSaved: (saved) => {
      toast('success', isNew ? t('products.created', { name: saved.name }) : t('maintenance.saved'))
      onDone()
    },
  })
  return (
    <RecordForm onSubmit={submit} failure={failure} submitting={formState.isSubmitting} onCancel={onDone}>
      <div className={formGrid}>
        <Field label={t('products.fields.sku')} error={err(e.sku?.message)}>
          {(ids) => <Input {...ids} {...register('sku')} className={codeInput} />}
        </Field>
        <Field label={t('products.fields.name')} error={err(e.name?.message)}>
          {(ids) => <Input {...ids} {...register('name')} />}
        </Field>
        <CategoryControl
          control={control}
          label={t('products.fields.category')}
          categories={categories}
          error={err(e.categoryId?.message)}
        />
        <Controller
          control={control}
          name="unit"
          render={({ field }) => (
            <ChoiceSelectControl
              label={t('products.fields.unit')}
              choices={PRODUCT_UNITS.map((u) => ({ value: u, label: t(`products.units.${u}`) }))}
              value={field.value}
              onChange={(v) => field.onChange(v[0])}
              error={err(e.unit?.message)}
            />
          )}
        />
        <NumberField
          label={t('products.fields.salePrice')}
          error={err(e.salePrice?.message)}
          step="0.01"
          decimal
          {...register('salePrice', { valueAsNumber: true })}
        />
        <NumberField
          label={t('products.fields.cost')}
          error={err(e.cost?.message)}
          step="0.01"
          decimal
          {...register('cost', { valueAsNumber: true })}
        />
        <NumberField
          label={t('products.fields.minStock')}
          error={err(e.minStock?.message)}
          step="1"
          {...register('minStock', { valueAsNumber: true })}
        />
        {isNew ? (
          <NumberField
            label={t('products.fields.initialStock')}
            error={err(e.initialStock?.message)}
            step="1"
            {...register('initialStock', { valueAsNumber: true })}
          />
        ) : null}
      </div>
      <Field label={t('products.fields.description')} error={err(e.description?.message)}>
        {(ids) => <Textarea {...ids} rows={2} {...register('description')} size="rows" />}
      </Field>
      <ActiveControl control={control} />
    </RecordForm>
  )
}
