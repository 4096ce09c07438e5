import type { HTMLAttributes, ReactNode, Ref } from 'react'
import { Link } from '@tanstack/react-router'
import type { NavItem } from './types'

interface NavLinkProps extends HTMLAttributes<HTMLElement> {
  item: NavItem
  active?: boolean
  children: ReactNode
  ref?: Ref<HTMLElement>
}

/**
 * A navigation item's link: a router link inside the app, a plain anchor with its target outside it,
 * and no link at all when the item is disabled (it stays visible but cannot be reached). Extra props
 * (a tooltip's trigger handlers, a style) go to the element.
 */
export function NavLink({ item, active, children, ref, ...rest }: NavLinkProps) {
  const common = { ...rest, 'data-active': active ? '' : undefined, 'data-nav-id': item.id }
  if (item.disabled || !item.link) {
    return (
      <span
        {...common}
        ref={ref as Ref<HTMLSpanElement>}
        aria-disabled={item.disabled ? true : undefined}
        data-disabled={item.disabled ? '' : undefined}
      >
        {children}
      </span>
    )
  }
  if (item.externalLink) {
    const target = item.target ?? '_blank'
    return (
      <a
        {...common}
        ref={ref as Ref<HTMLAnchorElement>}
        href={item.link}
        target={target}
        rel={target === '_blank' ? 'noopener noreferrer' : undefined}
      >
        {children}
      </a>
    )
  }
  return (
    <Link
      {...common}
      ref={ref as Ref<HTMLAnchorElement>}
      to={item.link as '/'}
      target={item.target}
      aria-current={active ? 'page' : undefined}
    >
      {children}
    </Link>
  )
}
