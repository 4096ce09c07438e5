import { AlertCircle, FileText, Folder, Inbox, Send, ShieldAlert, Star, Trash2, type LucideIcon } from 'lucide-react'

/** Lucide icons for the folder and filter slugs (the data names the template's icon set). */
export const SLUG_ICONS: Record<string, LucideIcon> = {
  inbox: Inbox,
  sent: Send,
  drafts: FileText,
  spam: ShieldAlert,
  trash: Trash2,
  starred: Star,
  important: AlertCircle,
}

export const iconFor = (slug: string): LucideIcon => SLUG_ICONS[slug] ?? Folder
