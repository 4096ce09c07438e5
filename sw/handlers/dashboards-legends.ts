import type { DataLanguage } from '@/shared/data-language'

/** The dashboards' series names and chart labels in Spanish and Turkish (English is the seed's own). */
const LEGENDS: Record<string, { es: string; tr: string }> = {
  Visitors: { es: 'Visitantes', tr: 'Ziyaretçiler' },
  'Page Views': { es: 'Páginas vistas', tr: 'Sayfa görüntülemeleri' },
  Conversions: { es: 'Conversiones', tr: 'Dönüşümler' },
  Impressions: { es: 'Impresiones', tr: 'Gösterimler' },
  Visits: { es: 'Visitas', tr: 'Ziyaretler' },
  New: { es: 'Nuevos', tr: 'Yeni' },
  Returning: { es: 'Recurrentes', tr: 'Geri dönen' },
  Male: { es: 'Hombres', tr: 'Erkek' },
  Female: { es: 'Mujeres', tr: 'Kadın' },
  'Under 30': { es: 'Menos de 30', tr: '30 yaş altı' },
  'Over 30': { es: 'Más de 30', tr: '30 yaş üstü' },
  English: { es: 'Inglés', tr: 'İngilizce' },
  Other: { es: 'Otros', tr: 'Diğer' },
  'New issues': { es: 'Incidencias nuevas', tr: 'Yeni sorunlar' },
  'Closed issues': { es: 'Incidencias cerradas', tr: 'Kapatılan sorunlar' },
  Mon: { es: 'lun', tr: 'Pzt' },
  Tue: { es: 'mar', tr: 'Sal' },
  Wed: { es: 'mié', tr: 'Çar' },
  Thu: { es: 'jue', tr: 'Per' },
  Fri: { es: 'vie', tr: 'Cum' },
  Sat: { es: 'sáb', tr: 'Cmt' },
  Sun: { es: 'dom', tr: 'Paz' },
  Issues: { es: 'Incidencias', tr: 'Sorunlar' },
  Concept: { es: 'Concepto', tr: 'Konsept' },
  Design: { es: 'Diseño', tr: 'Tasarım' },
  Development: { es: 'Desarrollo', tr: 'Geliştirme' },
  Extras: { es: 'Extras', tr: 'Ekstralar' },
  Marketing: { es: 'Marketing', tr: 'Pazarlama' },
  Budget: { es: 'Presupuesto', tr: 'Bütçe' },
  Expenses: { es: 'Gastos', tr: 'Giderler' },
  Predicted: { es: 'Previsto', tr: 'Tahmin' },
  Actual: { es: 'Real', tr: 'Gerçekleşen' },
  Price: { es: 'Precio', tr: 'Fiyat' },
}

/** The project dashboard's schedule: what each event is and where (names of people and places stay). */
const EVENTS: Record<string, { es: string; tr: string }> = {
  'Team stand-up': { es: 'Reunión diaria del equipo', tr: 'Ekip toplantısı' },
  'Coffee break': { es: 'Pausa para el café', tr: 'Kahve molası' },
  'Public beta release': { es: 'Lanzamiento de la beta pública', tr: 'Açık beta yayını' },
  Lunch: { es: 'Almuerzo', tr: 'Öğle yemeği' },
  'Dinner with David': { es: 'Cena con David', tr: 'David ile akşam yemeği' },
  "Jane's birthday party": { es: 'Cumpleaños de Jane', tr: 'Jane’in doğum günü partisi' },
  'Retirement party': { es: 'Fiesta de jubilación', tr: 'Emeklilik partisi' },
  'Marketing meeting': { es: 'Reunión de marketing', tr: 'Pazarlama toplantısı' },
  'Public announcement': { es: 'Anuncio público', tr: 'Kamuoyu duyurusu' },
  'Meeting with beta testers': { es: 'Reunión con los probadores de la beta', tr: 'Beta test ekibiyle toplantı' },
  'Live stream': { es: 'Emisión en directo', tr: 'Canlı yayın' },
  'Release party': { es: 'Fiesta de lanzamiento', tr: 'Yayın partisi' },
  'Board dinner': { es: 'Cena del consejo', tr: 'Yönetim kurulu yemeği' },
  'Conference room 1A': { es: 'Sala de reuniones 1A', tr: 'Toplantı odası 1A' },
  'Conference room 1B': { es: 'Sala de reuniones 1B', tr: 'Toplantı odası 1B' },
  'Conference room 2C': { es: 'Sala de reuniones 2C', tr: 'Toplantı odası 2C' },
  Home: { es: 'Casa', tr: 'Ev' },
  'Rooftop terrace': { es: 'Terraza de la azotea', tr: 'Çatı terası' },
  'Main office': { es: 'Oficina central', tr: 'Merkez ofis' },
  'Harbour restaurant': { es: 'Restaurante del puerto', tr: 'Liman restoranı' },
}
const EVENT_KEYS = new Set(['title', 'location'])

const LABEL_KEYS = new Set(['labels', 'categories'])

/**
 * A dashboard's data with its chart legends in `language`: every series `name` and the `labels` and
 * `categories` lists of the charts, where the glossary has the word, and the schedule's events and places. Numbers, dates, names of people and
 * everything else stay as they are, and so does the shape.
 */
export function withLegendsIn<T>(data: T, language: DataLanguage): T {
  if (language === 'en') return data
  const say = (word: unknown) => (typeof word === 'string' ? (LEGENDS[word]?.[language] ?? word) : word)
  const sayEvent = (word: unknown) => (typeof word === 'string' ? (EVENTS[word]?.[language] ?? word) : word)
  // The schedule's days are lists of { title, time, location }; the time is said by the page (it is a clock).
  const events = (days: object) =>
    Object.fromEntries(
      Object.entries(days).map(([day, items]) => [
        day,
        Array.isArray(items)
          ? items.map((item: object) =>
              Object.fromEntries(Object.entries(item).map(([k, v]) => [k, EVENT_KEYS.has(k) ? sayEvent(v) : v])),
            )
          : items,
      ]),
    )
  const walk = (value: unknown, key?: string): unknown => {
    if (key === 'schedule' && value !== null && typeof value === 'object' && !Array.isArray(value)) return events(value)
    if (Array.isArray(value))
      return key !== undefined && LABEL_KEYS.has(key) ? value.map(say) : value.map((v) => walk(v))
    if (value === null || typeof value !== 'object') return value
    const isSeries = 'name' in value && 'data' in value
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === 'name' && isSeries ? say(v) : walk(v, k)]),
    )
  }
  return walk(data) as T
}
