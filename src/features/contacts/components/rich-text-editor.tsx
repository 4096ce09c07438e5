import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Bold, Italic, List, ListOrdered, Underline } from 'lucide-react'
import { css } from 'styled-system/css'
import { sanitizeHtml } from '@/components/ui/safe-html'

interface Props {
  value: string
  onChange: (html: string) => void
  labelledBy: string
  id?: string
}

const COMMANDS = [
  { command: 'bold', icon: Bold, key: 'bold' },
  { command: 'italic', icon: Italic, key: 'italic' },
  { command: 'underline', icon: Underline, key: 'underline' },
  { command: 'insertUnorderedList', icon: List, key: 'bullets' },
  { command: 'insertOrderedList', icon: ListOrdered, key: 'numbers' },
] as const

/**
 * A small rich-text field: a contenteditable region with a formatting toolbar. What it holds is
 * sanitised when loaded and again whenever it is shown elsewhere.
 */
export function RichTextEditor({ value, onChange, labelledBy, id }: Props) {
  const { t } = useTranslation('contacts')
  const ref = useRef<HTMLDivElement>(null)
  // Loaded once: rewriting innerHTML on every keystroke would move the caret.
  useEffect(() => {
    if (ref.current) ref.current.innerHTML = sanitizeHtml(value)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const run = (command: string) => {
    ref.current?.focus()
    document.execCommand(command)
    onChange(ref.current?.innerHTML ?? '')
  }

  return (
    <div
      className={css({
        borderWidth: '1px',
        borderColor: 'border.strong',
        borderRadius: 'lg',
        bg: 'bg.surface',
        _focusWithin: { borderColor: 'accent.ring', boxShadow: '0 0 0 1px var(--colors-accent-ring)' },
      })}
    >
      <div
        role="toolbar"
        aria-label={t('editor.toolbar')}
        className={css({
          display: 'flex',
          gap: '1',
          p: '1.5',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        {COMMANDS.map(({ command, icon: Icon, key }) => (
          <button
            key={command}
            type="button"
            aria-label={t(`editor.${key}`)}
            title={t(`editor.${key}`)}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(command)}
            className={css({
              w: '8',
              h: '8',
              display: 'grid',
              placeItems: 'center',
              borderRadius: 'md',
              color: 'fg.muted',
              cursor: 'pointer',
              _hover: { bg: 'bg.hover', color: 'fg.default' },
              _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
            })}
          >
            <Icon size={16} />
          </button>
        ))}
      </div>
      <div
        ref={ref}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        contentEditable
        suppressContentEditableWarning
        tabIndex={0}
        onInput={(e) => onChange(e.currentTarget.innerHTML)}
        className={css({
          minH: '32',
          maxH: '80',
          overflowY: 'auto',
          px: '3',
          py: '2',
          fontSize: 'sm',
          outline: 'none',
          '& p': { mb: '2' },
          '& ul': { listStyle: 'disc', pl: '5' },
          '& ol': { listStyle: 'decimal', pl: '5' },
        })}
      />
    </div>
  )
}
