import type { MouseEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { cx } from 'styled-system/css'
import { prose } from '@/components/ui/prose'
import { SafeHtml } from '@/components/ui/safe-html'

/** Sanitised HTML from the help center's data; its links inside the app open in place, without a page load. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate()
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const link = (e.target as HTMLElement).closest('a')
    const href = link?.getAttribute('href')
    if (!link || !href || !href.startsWith('/') || href.startsWith('//') || link.target === '_blank') return
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    e.preventDefault()
    void navigate({ to: href })
  }
  return <SafeHtml html={html} className={cx(prose, className)} onClick={onClick} />
}
