import { useId } from 'react'
import { ChevronDown } from 'lucide-react'
import { cx } from 'styled-system/css'
import { DeferredControl, type Intent } from '@/components/layout/deferred-control'
import {
  errorClass,
  indicatorClass,
  labelClass,
  rootClass,
  selectedOf,
  triggerClass,
  triggerText,
  type ChoiceSelectProps,
} from './choice-select-parts'

const loadControl = () => import('./choice-select-control').then((m) => m.ChoiceSelectControl)

/**
 * An accessible select: label, keyboard, typeahead; one or many values. Until the first pointer, focus or
 * press it is a look-alike combobox button: Ark's select, its positioning and zag's machinery (~25 kB) load
 * then, and `DeferredControl` keeps focus and passes a press on, so it opens as if it had been there.
 */
export function ChoiceSelect(props: ChoiceSelectProps) {
  return (
    <DeferredControl
      load={loadControl}
      props={props}
      placeholder={(intent) => <Placeholder {...props} intent={intent} />}
    />
  )
}

function Placeholder({
  label,
  choices,
  value,
  placeholder,
  error,
  disabled,
  hideLabel,
  className,
  intent,
}: ChoiceSelectProps & { intent: Intent }) {
  const id = useId()
  const { current } = selectedOf(choices, value)
  return (
    <div className={cx(rootClass, className)}>
      <label id={`${id}-label`} htmlFor={`${id}-trigger`} className={labelClass(hideLabel)}>
        {label}
      </label>
      <div>
        <button
          type="button"
          id={`${id}-trigger`}
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={false}
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          data-invalid={error ? '' : undefined}
          disabled={disabled}
          data-disabled={disabled ? '' : undefined}
          data-placeholder-shown={current.length ? undefined : ''}
          className={triggerClass}
          {...intent}
        >
          {triggerText(current, placeholder)}
          <span className={indicatorClass}>
            <ChevronDown size={16} />
          </span>
        </button>
      </div>
      {error ? (
        <p role="alert" className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
