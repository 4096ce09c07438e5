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

const LABEL_KEYS = new Set(['labels', 'categories'])

/**
 * A dashboard's data with its chart legends in `language`: every series `name` and the `labels` and
 * `categories` lists of the charts, where the glossary has the word. Numbers, dates, names of people and
 * everything else stay as they are, and so does the shape.
 */
export function withLegendsIn<T>(data: T, language: DataLanguage): T {
  if (language === 'en') return data
  const say = (word: unknown) => (typeof word === 'string' ? (LEGENDS[word]?.[language] ?? word) : word)
  const walk = (value: unknown, key?: string): unknown => {
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
