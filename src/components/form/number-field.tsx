import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'

/**
 * A labelled number box bound to a react-hook-form field: spread `register(name, …)` into it. `decimal`
 * asks phones for the keypad with a decimal separator (prices, amounts); whole numbers get the plain one.
 */
export function NumberField({
  label,
  error,
  hint,
  className,
  step,
  min = 0,
  decimal,
  ...registration
}: UseFormRegisterReturn & {
  label: string
  error?: string
  hint?: string
  className?: string
  step: string | number
  min?: string | number
  decimal?: boolean
}) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(ids) => (
        <Input
          {...ids}
          type="number"
          step={step}
          min={min}
          inputMode={decimal ? 'decimal' : undefined}
          {...registration}
        />
      )}
    </Field>
  )
}
