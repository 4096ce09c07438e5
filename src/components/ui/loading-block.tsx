import { css, cx } from 'styled-system/css'
import { Spinner } from '@/components/ui/spinner'

/**
 * A spinner centred where content is on its way. The caller sizes the box (padding or a height) so that
 * the content that replaces it does not move the page more than it must.
 */
export function LoadingBlock({ label, size = 28, className }: { label: string; size?: number; className?: string }) {
  return (
    <div className={cx(css({ display: 'grid', placeItems: 'center' }), className)}>
      <Spinner size={size} label={label} />
    </div>
  )
}
