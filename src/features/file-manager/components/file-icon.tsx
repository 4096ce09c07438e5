import { File, FileImage, FileSpreadsheet, FileText, Folder } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import type { ItemType } from '@/shared/schemas/file-manager'

const badge: Record<Exclude<ItemType, 'folder'>, string> = {
  PDF: css({ bg: 'red.700' }),
  XLS: css({ bg: 'green.700' }),
  DOC: css({ bg: 'blue.700' }),
  TXT: css({ bg: 'slate.600' }),
  JPG: css({ bg: 'amber.700' }),
}
const glyph = { PDF: FileText, XLS: FileSpreadsheet, DOC: FileText, TXT: File, JPG: FileImage }

/** A folder, or a file glyph with its type written on a coloured tag (colour is never the only cue). */
export function FileIcon({ type, size = 56 }: { type: ItemType; size?: number }) {
  if (type === 'folder')
    return (
      <Folder
        aria-hidden
        size={size}
        strokeWidth={1.5}
        className={css({ color: 'amber.500', fill: 'amber.200', _dark: { fill: 'amber.900', color: 'amber.400' } })}
      />
    )
  const Glyph = glyph[type]
  return (
    <span aria-hidden className={css({ position: 'relative', display: 'inline-flex' })}>
      <Glyph size={size} strokeWidth={1.25} className={css({ color: 'fg.subtle' })} />
      <span
        className={cx(
          css({
            position: 'absolute',
            left: '-1',
            bottom: '15%',
            px: '1',
            borderRadius: 'sm',
            color: 'white',
            fontSize: '2xs',
            fontWeight: 'bold',
            letterSpacing: 'wide',
            lineHeight: '1.4',
          }),
          badge[type],
        )}
        style={{ fontSize: Math.max(9, size / 6) }}
      >
        {type}
      </span>
    </span>
  )
}
