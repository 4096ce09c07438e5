import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'

/**
 * Follows a link from the data: inside the app through the router when `useRouter` is set, otherwise as a
 * plain link (a full load, or a new tab for another site).
 */
export function DataLink({
  link,
  useRouter,
  className,
  children,
  onClick,
}: {
  link: string
  useRouter?: boolean | undefined
  className?: string
  children: ReactNode
  onClick?: () => void
}) {
  const external = /^https?:\/\//i.test(link)
  if (useRouter && !external) {
    return (
      <Link to={link as '/'} className={className} onClick={onClick}>
        {children}
      </Link>
    )
  }
  return (
    <a
      href={link}
      className={className}
      onClick={onClick}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  )
}
