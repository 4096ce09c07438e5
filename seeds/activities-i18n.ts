import type { Activity } from '@/shared/schemas/dashboards'

type Texts = Partial<Pick<Activity, 'description' | 'extraContent' | 'linkedContent'>>

/** The Spanish and Turkish of the activity feed, in the order of the seed's activities (names stay as they are). */
export const ACTIVITY_TRANSLATIONS: Array<{ es: Texts; tr: Texts }> = [
  {
    es: {
      description: 'Tu propuesta ha sido aceptada',
      extraContent:
        '<p><strong>¡Enhorabuena por la aceptación!</strong></p><p>Hola Brian, tu propuesta ha sido aceptada y ya puedes pasar a la siguiente fase. Escríbenos cuando estés listo y planificaremos juntos los próximos pasos.</p>',
    },
    tr: {
      description: 'Başvurunuz kabul edildi',
      extraContent:
        '<p><strong>Kabulünüz için tebrikler!</strong></p><p>Merhaba Brian, başvurunuz kabul edildi ve bir sonraki aşamaya geçmeye hazırsınız. Hazır olduğunuzda bize yazın, sonraki adımları birlikte planlayalım.</p>',
    },
  },
  {
    es: {
      description:
        '<strong>Leo Gill</strong> te añadió al grupo <strong>Top Secret Project</strong> y te nombró su <strong>jefe de proyecto</strong>',
    },
    tr: {
      description:
        '<strong>Leo Gill</strong> sizi <strong>Top Secret Project</strong> grubuna ekledi ve <strong>proje yöneticisi</strong> yaptı',
    },
  },
  {
    es: { description: 'Tienes 15 correos sin leer en 3 buzones', linkedContent: 'Correo' },
    tr: { description: '3 posta kutusunda 15 okunmamış e-postanız var', linkedContent: 'Posta kutusu' },
  },
  {
    es: {
      description: 'Tu <strong>contenedor Docker</strong> está listo para publicar',
      linkedContent: 'Abrir el gestor de archivos',
    },
    tr: {
      description: '<strong>Docker konteyneriniz</strong> yayımlanmaya hazır',
      linkedContent: 'Dosya yöneticisini aç',
    },
  },
  {
    es: {
      description: '<strong>Roger Murray</strong> aceptó tu solicitud de amistad',
      extraContent: '<p>Tenéis <strong>8</strong> amigos en común.</p>',
    },
    tr: {
      description: '<strong>Roger Murray</strong> arkadaşlık isteğinizi kabul etti',
      extraContent: '<p><strong>8</strong> ortak arkadaşınız var.</p>',
    },
  },
  {
    es: { description: '<strong>Sophie Stone</strong> te envió un mensaje directo', linkedContent: 'Abrir el chat' },
    tr: { description: '<strong>Sophie Stone</strong> size doğrudan mesaj gönderdi', linkedContent: 'Sohbeti aç' },
  },
  {
    es: {
      description: 'Tienes 3 correos nuevos',
      extraContent:
        '<ol><li>Revisa y firma el acuerdo adjunto</li><li>Confirmación de la dirección de entrega</li><li>Clientes anteriores y sus facturas</li></ol>',
      linkedContent: 'Correo',
    },
    tr: {
      description: '3 yeni e-postanız var',
      extraContent:
        '<ol><li>Lütfen ekteki sözleşmeyi inceleyip imzalayın</li><li>Teslimat adresi onayı</li><li>Önceki müşteriler ve faturaları</li></ol>',
      linkedContent: 'Posta kutusu',
    },
  },
  {
    es: {
      description: '<strong>Tina Harris</strong> inició un chat contigo',
      linkedContent: 'Ir al chat con Tina Harris',
    },
    tr: {
      description: '<strong>Tina Harris</strong> sizinle bir sohbet başlattı',
      linkedContent: 'Tina Harris ile sohbete git',
    },
  },
  {
    es: {
      description: 'Tu propuesta ha sido aceptada y puedes inscribirte en la tarea final, que se abre dentro de 2 días',
      linkedContent: 'Ver cursos',
    },
    tr: {
      description: 'Başvurunuz kabul edildi; 2 gün sonra açılacak final ödevine kaydolabilirsiniz',
      linkedContent: 'Kurslara göz at',
    },
  },
  {
    es: { description: 'Tu <strong>contenedor Vagrant</strong> está listo para descargar' },
    tr: { description: '<strong>Vagrant konteyneriniz</strong> indirilmeye hazır' },
  },
]
