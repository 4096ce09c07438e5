import { useState } from 'react'
import { Controller, useForm, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ArrowDownLeft, ArrowUpRight, SlidersHorizontal } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toaster'
import { zodResolver } from '@/lib/forms/zod-resolver'
import { MOVEMENT_TYPES } from '@/shared/constants/clinic/products'
import { movementInputSchema, type MovementInput, type Product } from '@/shared/schemas/clinic/products'
import { useAddMovement, useMovements } from '../api/clinic'
import { ChoiceSelectControl } from '../components/choice-select-control'
import { FormAlert } from '../components/form-alert'
import { Loading } from '../components/states'
import { conflictOf, describeError } from '../lib/errors'
import { fmtInstant, useDateLocale } from '../lib/dates'
import { translateMessage } from '../lib/messages'

const ICON = { in: ArrowDownLeft, out: ArrowUpRight, adjustment: SlidersHorizontal }
type Values = { type: MovementInput['type']; quantity: number; note: string }

/** A product's stock: its append-only movements (newest first) and a form to add one; stock never goes below 0. */
export function StockDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const { t } = useTranslation('clinic')
  return (
    <Dialog
      open={Boolean(product)}
      onOpenChange={(o) => !o && onClose()}
      title={t('stock.title', { name: product?.name ?? '' })}
      description={product ? `${product.sku} · ${t('stock.min', { count: product.minStock })}` : undefined}
      size="lg"
    >
      {product ? <StockPanel key={product.id} product={product} /> : null}
    </Dialog>
  )
}

function StockPanel({ product }: { product: Product }) {
  const { t } = useTranslation('clinic')
  const locale = useDateLocale()
  const movements = useMovements(product.id)
  const add = useAddMovement(product.id)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(movementInputSchema) as unknown as Resolver<Values, unknown, Values>,
    defaultValues: { type: 'in', quantity: undefined as unknown as number, note: '' },
  })
  const e = form.formState.errors
  const stock = movements.data?.stock ?? product.stock
  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      const { product: p } = await add.mutateAsync(values)
      toast('success', t('stock.added'), t('stock.now', { count: p.stock }))
      form.reset({ type: values.type, quantity: undefined as unknown as number, note: '' })
    } catch (error) {
      const conflict = conflictOf(error)
      // The server refuses a movement that would leave the stock below 0: said on the quantity.
      if (conflict?.rule === 'stock-negative')
        form.setError(
          'quantity',
          { type: 'server', message: `${t('rules.stock-negative')} ${conflict.error}` },
          { shouldFocus: true },
        )
      else setFailure(describeError(t, error))
    }
  })
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', md: '17rem minmax(0, 1fr)' },
        gap: '6',
        pb: '4',
      })}
    >
      <form onSubmit={submit} noValidate className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
        <div
          className={css({
            p: '4',
            borderRadius: 'xl',
            bg: stock <= product.minStock ? 'warning.subtle' : 'accent.subtle',
          })}
        >
          <p className={css({ fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted' })}>{t('stock.current')}</p>
          <p className={css({ fontSize: '3xl', fontWeight: 'extrabold' })} data-testid="stock-value">
            {stock}
          </p>
        </div>
        {failure ? <FormAlert title={t('errors.save')} detail={failure} /> : null}
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <ChoiceSelectControl
              label={t('stock.type')}
              choices={MOVEMENT_TYPES.map((m) => ({ value: m, label: t(`stock.types.${m}`) }))}
              value={field.value}
              onChange={(v) => field.onChange(v[0])}
            />
          )}
        />
        <Field
          label={t('stock.quantity')}
          error={translateMessage(t, e.quantity?.message)}
          hint={form.watch('type') === 'adjustment' ? t('stock.adjustmentHint') : undefined}
        >
          {(ids) => <Input {...ids} type="number" step="1" {...form.register('quantity', { valueAsNumber: true })} />}
        </Field>
        <Field label={t('stock.note')} error={translateMessage(t, e.note?.message)}>
          {(ids) => <Input {...ids} {...form.register('note')} />}
        </Field>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? <Spinner /> : null}
          {t('stock.add')}
        </Button>
      </form>
      <div className={css({ minW: 0 })}>
        <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold', mb: '2' })}>{t('stock.movements')}</h3>
        {!movements.data ? (
          <Loading />
        ) : !movements.data.items.length ? (
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('stock.none')}</p>
        ) : (
          <ol
            className={css({
              display: 'flex',
              flexDir: 'column',
              maxH: '24rem',
              overflowY: 'auto',
              borderWidth: '1px',
              borderColor: 'border.default',
              borderRadius: 'lg',
            })}
          >
            {movements.data.items.map((m) => {
              const Icon = ICON[m.type]
              return (
                <li
                  key={m.id}
                  className={css({
                    display: 'grid',
                    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
                    gap: '3',
                    alignItems: 'center',
                    px: '3',
                    py: '2.5',
                    borderBottomWidth: '1px',
                    borderColor: 'border.default',
                    _last: { borderBottomWidth: 0 },
                  })}
                >
                  <span
                    className={css({
                      display: 'inline-flex',
                      p: '1.5',
                      borderRadius: 'md',
                      bg: m.delta >= 0 ? 'success.subtle' : 'danger.subtle',
                      color: m.delta >= 0 ? 'success.text' : 'danger.text',
                    })}
                  >
                    <Icon size={14} aria-hidden />
                  </span>
                  <span className={css({ minW: 0 })}>
                    <span className={css({ display: 'block', fontSize: 'sm', fontWeight: 'medium' })}>
                      {t(`stock.types.${m.type}`)}
                      {m.note ? (
                        <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}> · {m.note}</span>
                      ) : null}
                    </span>
                    <span className={css({ fontSize: 'xs', color: 'fg.subtle' })}>
                      {fmtInstant(m.at, 'PP HH:mm', locale)}
                    </span>
                  </span>
                  <span className={css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' })}>
                    <span
                      className={css({
                        display: 'block',
                        fontWeight: 'bold',
                        fontSize: 'sm',
                        color: m.delta >= 0 ? 'success.text' : 'danger.text',
                      })}
                    >
                      {m.delta > 0 ? `+${m.delta}` : m.delta}
                    </span>
                    <span className={css({ fontSize: 'xs', color: 'fg.subtle' })}>
                      {t('stock.balance', { count: m.balance })}
                    </span>
                  </span>
                </li>
              )
            })}
          </ol>
        )}
      </div>
    </div>
  )
}
