import { seedRows } from '@/shared/db/mutate'
import type { IconName } from '@/shared/schemas/shell'
import { DEMO_USER_ID } from './core'
import type { Seeder } from './types'
import { avatarAt } from './template-images'

const MINUTE = 60_000

type Feed = { icon?: IconName; title: string; description: string; ago: number; read: boolean; link?: string }

// What the demo admin finds in the toolbar panels; times count back from the moment of seeding.
const MESSAGES: Feed[] = [
  {
    title: 'Gabriela Ríos',
    description: 'Confirmo la cita de mañana a las 9:30, ¡gracias!',
    ago: 25,
    read: false,
    link: '/apps/chat',
  },
  {
    title: 'Dr. Andrés Molina',
    description: '¿Podemos mover mis consultas del jueves a la tarde?',
    ago: 50,
    read: false,
    link: '/apps/chat',
  },
  {
    title: 'Lucía Fernández',
    description: 'Adjunto los resultados del laboratorio para revisión.',
    ago: 3 * 60,
    read: false,
    link: '/apps/mailbox',
  },
  {
    title: 'Recepción',
    description: 'Hay dos pacientes esperando confirmar su primera visita.',
    ago: 5 * 60,
    read: false,
    link: '/apps/chat',
  },
  {
    title: 'Mateo Salazar',
    description: 'Necesito una factura a nombre de la empresa.',
    ago: 9 * 60,
    read: false,
    link: '/apps/mailbox',
  },
  {
    title: 'Dra. Paula Vega',
    description: 'Revisé el protocolo de vacunación, todo en orden.',
    ago: 26 * 60,
    read: true,
    link: '/apps/chat',
  },
  {
    title: 'Camila Torres',
    description: 'Gracias por la atención de hoy, muy amables.',
    ago: 2 * 24 * 60,
    read: true,
    link: '/apps/chat',
  },
  {
    title: 'Proveedor Médica Sur',
    description: 'El pedido de insumos llegará el lunes por la mañana.',
    ago: 3 * 24 * 60,
    read: true,
    link: '/apps/mailbox',
  },
  {
    title: 'Javier Ortiz',
    description: '¿Aceptan pagos con tarjeta en la sede norte?',
    ago: 5 * 24 * 60,
    read: true,
    link: '/apps/mailbox',
  },
]

const NOTIFICATIONS: Feed[] = [
  {
    icon: 'calendar-plus',
    title: 'Nueva cita agendada',
    description: 'Gabriela Ríos reservó una consulta general para mañana.',
    ago: 25,
    read: false,
    link: '/medical/general-agenda',
  },
  {
    icon: 'user-plus',
    title: 'Paciente registrado',
    description: 'Se agregó a Mateo Salazar a la lista de clientes.',
    ago: 80,
    read: false,
    link: '/persons/list-persons',
  },
  {
    icon: 'alert-triangle',
    title: 'Stock bajo',
    description: 'Quedan 5 unidades de guantes de nitrilo talla M.',
    ago: 4 * 60,
    read: false,
    link: '/maintenance/admin-products',
  },
  {
    icon: 'calendar-clock',
    title: 'Horarios generados',
    description: 'Los horarios de la próxima semana están listos.',
    ago: 20 * 60,
    read: true,
    link: '/medical/generate-events',
  },
  {
    icon: 'check-circle',
    title: 'Cita completada',
    description: 'El Dr. Andrés Molina cerró la consulta de Lucía Fernández.',
    ago: 28 * 60,
    read: true,
    link: '/medical/general-agenda',
  },
  {
    icon: 'stethoscope',
    title: 'Nuevo doctor',
    description: 'La Dra. Paula Vega se unió al equipo de pediatría.',
    ago: 2 * 24 * 60,
    read: true,
    link: '/maintenance/admin-doctors',
  },
  {
    icon: 'clipboard-list',
    title: 'Servicio actualizado',
    description: 'El precio de la limpieza dental cambió a $45.',
    ago: 3 * 24 * 60,
    read: true,
    link: '/medical/list-procedures',
  },
  {
    icon: 'mail',
    title: 'Correo del laboratorio',
    description: 'Tienes resultados nuevos en la bandeja de entrada.',
    ago: 4 * 24 * 60,
    read: true,
    link: '/apps/mailbox',
  },
  {
    icon: 'star',
    title: 'Buena valoración',
    description: 'Un paciente valoró su visita con 5 estrellas.',
    ago: 6 * 24 * 60,
    read: true,
  },
]

const SHORTCUTS: Array<{ label: string; description: string; icon: IconName; link: string }> = [
  { label: 'Agenda', description: 'Agenda general', icon: 'calendar', link: '/medical/general-agenda' },
  { label: 'Agendar', description: 'Nueva cita', icon: 'calendar-plus', link: '/medical/envio-medical/0' },
  { label: 'Clientes', description: 'Lista de clientes', icon: 'users', link: '/persons/list-persons' },
  { label: 'Servicios', description: 'Procedimientos', icon: 'clipboard-list', link: '/medical/list-procedures' },
  { label: 'Mailbox', description: '5 new e-mails', icon: 'mail', link: '/apps/mailbox' },
  { label: 'Chat', description: 'Conversaciones', icon: 'message-circle', link: '/apps/chat' },
  { label: 'Tasks', description: 'Pendientes', icon: 'list-checks', link: '/apps/tasks' },
  { label: 'Perfil', description: 'Tu cuenta', icon: 'user', link: '/settings' },
]

/** The demo admin's shortcuts, 9 messages (5 unread) and 9 notifications (3 unread). */
export const shellSeeder: Seeder = {
  name: 'common',
  tables: ['shortcuts', 'messages', 'notifications'],
  async run(db, { faker, now }) {
    const feed = (items: Feed[], pictured: boolean) =>
      items.map(({ ago, ...item }, i) => ({
        id: faker.string.uuid(),
        userId: DEMO_USER_ID,
        ...item,
        // Messages come from people and show their picture, as the template's; notifications keep icons.
        image: pictured ? avatarAt(i) : null,
        time: new Date(now.getTime() - ago * MINUTE).toISOString(),
        seen: item.read,
        useRouter: true,
      }))
    await Promise.all([
      seedRows(db, 'messages', feed(MESSAGES, true)),
      seedRows(db, 'notifications', feed(NOTIFICATIONS, false)),
      seedRows(
        db,
        'shortcuts',
        SHORTCUTS.map((s, position) => ({
          id: faker.string.uuid(),
          userId: DEMO_USER_ID,
          position,
          useRouter: true,
          ...s,
        })),
      ),
    ])
  },
}
