import type { IconName } from '@/shared/schemas/shell'

type Texts<K extends string> = Record<K, string>
/** A seeded text in English (the row's own fields) with its Spanish and Turkish (src/shared/data-language.ts). */
type Translated<K extends string> = Texts<K> & { i18n: { es: Texts<K>; tr: Texts<K> } }

export type SeedNotification = Translated<'title' | 'description'> & {
  icon: IconName
  ago: number
  read: boolean
  link?: string
}

const HOUR = 60
const DAY = 24 * HOUR

// What the demo admin finds in the notifications panel; times count back from the moment of seeding.
export const NOTIFICATIONS: SeedNotification[] = [
  {
    icon: 'calendar-plus',
    title: 'New appointment booked',
    description: 'Gabriela Ríos booked a general consultation for tomorrow.',
    i18n: {
      es: { title: 'Nueva cita agendada', description: 'Gabriela Ríos reservó una consulta general para mañana.' },
      tr: { title: 'Yeni randevu alındı', description: 'Gabriela Ríos yarın için genel muayene randevusu aldı.' },
    },
    ago: 25,
    read: false,
    link: '/medical/general-agenda',
  },
  {
    icon: 'user-plus',
    title: 'Patient registered',
    description: 'Mateo Salazar was added to the patient list.',
    i18n: {
      es: { title: 'Paciente registrado', description: 'Se agregó a Mateo Salazar a la lista de clientes.' },
      tr: { title: 'Hasta kaydedildi', description: 'Mateo Salazar hasta listesine eklendi.' },
    },
    ago: 80,
    read: false,
    link: '/persons/list-persons',
  },
  {
    icon: 'alert-triangle',
    title: 'Low stock',
    description: '5 units of nitrile gloves size M are left.',
    i18n: {
      es: { title: 'Stock bajo', description: 'Quedan 5 unidades de guantes de nitrilo talla M.' },
      tr: { title: 'Stok azaldı', description: 'M beden nitril eldivenden 5 adet kaldı.' },
    },
    ago: 4 * HOUR,
    read: false,
    link: '/maintenance/admin-products',
  },
  {
    icon: 'calendar-clock',
    title: 'Schedules generated',
    description: "Next week's schedules are ready.",
    i18n: {
      es: { title: 'Horarios generados', description: 'Los horarios de la próxima semana están listos.' },
      tr: { title: 'Takvimler oluşturuldu', description: 'Gelecek haftanın takvimleri hazır.' },
    },
    ago: 20 * HOUR,
    read: true,
    link: '/medical/generate-events',
  },
  {
    icon: 'check-circle',
    title: 'Appointment completed',
    description: "Dr. Andrés Molina closed Lucía Fernández's consultation.",
    i18n: {
      es: { title: 'Cita completada', description: 'El Dr. Andrés Molina cerró la consulta de Lucía Fernández.' },
      tr: { title: 'Randevu tamamlandı', description: 'Dr. Andrés Molina, Lucía Fernández’in muayenesini kapattı.' },
    },
    ago: 28 * HOUR,
    read: true,
    link: '/medical/general-agenda',
  },
  {
    icon: 'stethoscope',
    title: 'New doctor',
    description: 'Dr. Paula Vega joined the paediatrics team.',
    i18n: {
      es: { title: 'Nuevo doctor', description: 'La Dra. Paula Vega se unió al equipo de pediatría.' },
      tr: { title: 'Yeni doktor', description: 'Dr. Paula Vega pediatri ekibine katıldı.' },
    },
    ago: 2 * DAY,
    read: true,
    link: '/maintenance/admin-doctors',
  },
  {
    icon: 'clipboard-list',
    title: 'Service updated',
    description: 'The price of a dental cleaning changed to $45.',
    i18n: {
      es: { title: 'Servicio actualizado', description: 'El precio de la limpieza dental cambió a $45.' },
      tr: { title: 'Hizmet güncellendi', description: 'Diş temizliğinin fiyatı 45 $ oldu.' },
    },
    ago: 3 * DAY,
    read: true,
    link: '/medical/list-procedures',
  },
  {
    icon: 'mail',
    title: 'Mail from the laboratory',
    description: 'New results are waiting in your inbox.',
    i18n: {
      es: { title: 'Correo del laboratorio', description: 'Tienes resultados nuevos en la bandeja de entrada.' },
      tr: { title: 'Laboratuvardan e-posta', description: 'Gelen kutunuzda yeni sonuçlar var.' },
    },
    ago: 4 * DAY,
    read: true,
    link: '/apps/mailbox',
  },
  {
    icon: 'star',
    title: 'Good rating',
    description: 'A patient rated their visit 5 stars.',
    i18n: {
      es: { title: 'Buena valoración', description: 'Un paciente valoró su visita con 5 estrellas.' },
      tr: { title: 'İyi değerlendirme', description: 'Bir hasta ziyaretine 5 yıldız verdi.' },
    },
    ago: 6 * DAY,
    read: true,
  },
]

export type SeedShortcut = Translated<'label' | 'description'> & { icon: IconName; link: string }

const shortcut = (
  icon: IconName,
  link: string,
  en: [string, string],
  es: [string, string],
  tr: [string, string],
): SeedShortcut => ({
  icon,
  link,
  label: en[0],
  description: en[1],
  i18n: { es: { label: es[0], description: es[1] }, tr: { label: tr[0], description: tr[1] } },
})

// The demo admin's shortcuts panel.
export const SHORTCUTS: SeedShortcut[] = [
  shortcut(
    'calendar',
    '/medical/general-agenda',
    ['Agenda', 'General agenda'],
    ['Agenda', 'Agenda general'],
    ['Ajanda', 'Genel ajanda'],
  ),
  shortcut(
    'calendar-plus',
    '/medical/envio-medical/0',
    ['Book', 'New appointment'],
    ['Agendar', 'Nueva cita'],
    ['Randevu al', 'Yeni randevu'],
  ),
  shortcut(
    'users',
    '/persons/list-persons',
    ['Patients', 'Patient list'],
    ['Clientes', 'Lista de clientes'],
    ['Hastalar', 'Hasta listesi'],
  ),
  shortcut(
    'clipboard-list',
    '/medical/list-procedures',
    ['Services', 'Procedures'],
    ['Servicios', 'Procedimientos'],
    ['Hizmetler', 'İşlemler'],
  ),
  shortcut(
    'mail',
    '/apps/mailbox',
    ['Mailbox', '5 new e-mails'],
    ['Correo', '5 correos nuevos'],
    ['Posta kutusu', '5 yeni e-posta'],
  ),
  shortcut(
    'message-circle',
    '/apps/chat',
    ['Chat', 'Conversations'],
    ['Chat', 'Conversaciones'],
    ['Sohbet', 'Konuşmalar'],
  ),
  shortcut('list-checks', '/apps/tasks', ['Tasks', 'To do'], ['Tareas', 'Pendientes'], ['Görevler', 'Yapılacaklar']),
  shortcut('user', '/settings', ['Profile', 'Your account'], ['Perfil', 'Tu cuenta'], ['Profil', 'Hesabınız']),
]
