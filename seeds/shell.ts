import { seedRows } from '@/shared/db/mutate'
import type { IconName } from '@/shared/schemas/shell'
import { DEMO_USER_ID } from './core'
import type { Seeder } from './types'
import { avatarAt } from './template-images'
import { NOTIFICATIONS, SHORTCUTS } from './shell-i18n'

const MINUTE = 60_000

type Feed = { icon?: IconName; title: string; description: string; ago: number; read: boolean; link?: string }

// What the demo admin finds in the messages panel, in the words people wrote them (notifications and shortcuts,
// which follow the reader's language, are in shell-i18n.ts); times count back from the moment of seeding.
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
