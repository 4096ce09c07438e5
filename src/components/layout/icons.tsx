import {
  Activity, BookOpen, Boxes, Bell, BriefcaseMedical, Calendar, CalendarClock, CalendarDays, CalendarPlus, ChartLine, ChartPie,
  CircleCheck, CircleDot, ClipboardList, Clock, Cog, Contact, CreditCard, Dumbbell, FileText, Folder, Globe, HeartPulse, House,
  Image, Info, Kanban, LayoutDashboard, LayoutGrid, LayoutTemplate, LifeBuoy, Link, ListChecks, Mail, MessageCircle,
  MessageCircleMore, Package, Pill, Scissors, Settings, Shield, Star, Stethoscope, StickyNote, Syringe, Tags, TriangleAlert,
  Trophy, User, UserPlus, UserRound, Users, Wrench, type LucideIcon, type LucideProps,
} from 'lucide-react'
import type { IconName } from '@/shared/schemas/common'

/** The one place where icon names of the data (navigation, shortcuts, notifications) become icons. */
export const ICONS: Record<IconName, LucideIcon> = {
  home: House, calendar: Calendar, 'calendar-days': CalendarDays, 'calendar-plus': CalendarPlus, 'calendar-clock': CalendarClock,
  users: Users, 'user-plus': UserPlus, user: User, 'user-round': UserRound, 'clipboard-list': ClipboardList,
  stethoscope: Stethoscope, wrench: Wrench, package: Package, tags: Tags, syringe: Syringe, 'briefcase-medical': BriefcaseMedical,
  shield: Shield, 'layout-dashboard': LayoutDashboard, 'layout-grid': LayoutGrid, 'layout-template': LayoutTemplate, boxes: Boxes,
  contact: Contact, mail: Mail, 'message-circle': MessageCircle, 'list-checks': ListChecks, 'sticky-note': StickyNote,
  kanban: Kanban, folder: Folder, bell: Bell, star: Star, settings: Settings, info: Info, 'life-buoy': LifeBuoy,
  'heart-pulse': HeartPulse, pill: Pill, dumbbell: Dumbbell, scissors: Scissors, trophy: Trophy, activity: Activity,
  'chart-pie': ChartPie, 'chart-line': ChartLine, 'check-circle': CircleCheck, 'alert-triangle': TriangleAlert,
  'credit-card': CreditCard, 'file-text': FileText, 'book-open': BookOpen, whatsapp: MessageCircleMore, mechanic: Wrench,
  mechanic2: Cog, link: Link, globe: Globe, image: Image, clock: Clock,
}

/** An icon by name; unknown names (data from elsewhere) get a neutral dot instead of breaking the page. */
export function Icon({ name, ...props }: { name?: string | undefined } & LucideProps) {
  const Component = (name && ICONS[name as IconName]) || CircleDot
  return <Component aria-hidden {...props} />
}
