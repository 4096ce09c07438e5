import { forwardRef, useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { digitOf, pastedDigits } from '../machines/verify-code.machine'

export interface CodeBoxesHandle {
  focus: (index: number) => void
}

interface Props {
  digits: string[]
  disabled: boolean
  invalid: boolean
  describedBy?: string
  onDigit: (index: number, value: string) => void
  onPaste: (text: string) => void
}

const box = css({
  w: { base: '14', sm: '16' },
  h: { base: '16', sm: '[4.5rem]' },
  textAlign: 'center',
  fontSize: '3xl',
  fontWeight: 'bold',
  fontVariantNumeric: 'tabular-nums',
  borderRadius: 'xl',
  borderWidth: '2px',
  borderColor: 'border.strong',
  bg: 'bg.surface',
  color: 'fg.default',
  outline: 'none',
  transition: 'border-color 150ms, box-shadow 150ms',
  _focus: { borderColor: 'accent.solid', boxShadow: '0 0 0 4px var(--colors-accent-subtle)' },
  _invalid: { borderColor: 'danger.solid' },
  _disabled: { opacity: 0.6 },
})

/** Four one-digit boxes: typing a digit moves on, Backspace on an empty box moves back, paste fills them. */
export const CodeBoxes = forwardRef<CodeBoxesHandle, Props>(function CodeBoxes(
  { digits, disabled, invalid, describedBy, onDigit, onPaste },
  ref,
) {
  const { t } = useTranslation('auth')
  const inputs = useRef<Array<HTMLInputElement | null>>([])
  useImperativeHandle(ref, () => ({ focus: (i) => inputs.current[i]?.focus() }), [])

  const change = (index: number, value: string) => {
    onDigit(index, value)
    if (digitOf(value) && index < digits.length - 1) inputs.current[index + 1]?.focus()
  }

  const keyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !digits[index] && index > 0) {
      e.preventDefault()
      onDigit(index - 1, '')
      inputs.current[index - 1]?.focus()
    } else if (e.key === 'ArrowLeft' && index > 0) inputs.current[index - 1]?.focus()
    else if (e.key === 'ArrowRight' && index < digits.length - 1) inputs.current[index + 1]?.focus()
  }

  const paste = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault()
    const text = e.clipboardData.getData('text')
    onPaste(text)
    const used = pastedDigits(text)
    if (used) inputs.current[Math.min(used.length, digits.length - 1)]?.focus()
  }

  return (
    <div
      role="group"
      aria-label={t('verify.code')}
      className={css({ display: 'flex', gap: { base: '3', sm: '4' }, justifyContent: 'center' })}
    >
      {digits.map((d, i) => (
        <input
          key={i}
          ref={(el) => {
            inputs.current[i] = el
          }}
          value={d}
          onChange={(e) => change(i, e.target.value)}
          onKeyDown={(e) => keyDown(i, e)}
          onPaste={paste}
          onFocus={(e) => e.target.select()}
          disabled={disabled}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]"
          aria-label={t('verify.digit', { n: i + 1 })}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          autoFocus={i === 0}
          className={box}
        />
      ))}
    </div>
  )
})
