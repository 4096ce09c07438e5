import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'

/**
 * The end of a paged list: the next page loads when this comes near the viewport (scrolling on), or on
 * the button for keyboard and assistive-technology users.
 */
export function LoadMore({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  const { t } = useTranslation('notes')
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const node = ref.current
    if (!node || loading) return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onLoad(), {
      rootMargin: '600px 0px',
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [loading, onLoad])

  return (
    <div ref={ref} className={css({ display: 'flex', justifyContent: 'center', pt: '6' })}>
      <Button variant="outline" onClick={onLoad} disabled={loading} className={css({ borderRadius: 'full' })}>
        {loading ? t('loadingMore') : t('loadMore')}
      </Button>
    </div>
  )
}
