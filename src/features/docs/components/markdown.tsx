import { useEffect, useMemo, useRef } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { marked } from 'marked'
import { cx } from 'styled-system/css'
import { prose } from '@/components/ui/prose'
import { SafeHtml } from '@/components/ui/safe-html'
import { codeBlock, copyButton, docsProse } from './markdown-styles'

const COPIED_FOR_MS = 2000

/** Markdown rendered to sanitised HTML, with a copy button on every code block. Loaded only by the docs pages. */
export function Markdown({ source }: { source: string }) {
  const { t } = useTranslation('docs')
  const navigate = useNavigate()
  const html = useMemo(() => marked.parse(source, { async: false, gfm: true }), [source])
  const root = useRef<HTMLDivElement>(null)

  // DOMPurify keeps buttons out of data; the copy buttons are the page's own, added after the HTML is in place.
  useEffect(() => {
    const timers: number[] = []
    const buttons = [...(root.current?.querySelectorAll('pre') ?? [])].map((pre) => {
      const wrapper = document.createElement('div')
      wrapper.className = codeBlock
      pre.replaceWith(wrapper)
      wrapper.append(pre)
      const button = document.createElement('button')
      button.type = 'button'
      button.className = copyButton
      button.textContent = t('copy')
      button.setAttribute('data-testid', 'copy-code')
      button.addEventListener('click', () => {
        void navigator.clipboard.writeText(pre.textContent ?? '').then(
          () => {
            button.textContent = t('copied')
            timers.push(window.setTimeout(() => (button.textContent = t('copy')), COPIED_FOR_MS))
          },
          () => (button.textContent = t('copyFailed')),
        )
      })
      wrapper.append(button)
      return wrapper
    })
    return () => {
      timers.forEach((id) => window.clearTimeout(id))
      for (const wrapper of buttons) {
        const pre = wrapper.querySelector('pre')
        if (pre) wrapper.replaceWith(pre)
      }
    }
  }, [html, t])

  const onClick = (e: React.MouseEvent<HTMLDivElement>) => {
    const href = (e.target as HTMLElement).closest('a')?.getAttribute('href')
    if (
      !href ||
      !href.startsWith('/') ||
      href.startsWith('//') ||
      e.button !== 0 ||
      e.metaKey ||
      e.ctrlKey ||
      e.shiftKey ||
      e.altKey
    )
      return
    e.preventDefault()
    void navigate({ to: href })
  }

  return (
    <div ref={root}>
      <SafeHtml html={html} className={cx(prose, docsProse)} onClick={onClick} />
    </div>
  )
}
