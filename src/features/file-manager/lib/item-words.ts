import { useTranslation } from 'react-i18next'
import { numberFormat } from '@/lib/intl'

/**
 * The data says a folder's contents and a file's size in English, as the template's API does ('2 files',
 * '4.1 MB'); the page says them in the reader's language ('2 dosya', '4,1 MB'). Text of another form is shown
 * as it came.
 */
export function itemWords(lang: string, fileCount: (count: number) => string) {
  const number = numberFormat(lang, { maximumFractionDigits: 1 })
  return {
    contents: (text: string) => {
      const files = /^(\d+) files?$/.exec(text)
      return files ? fileCount(Number(files[1])) : text
    },
    size: (text: string) => {
      const amount = /^(\d+(?:\.\d+)?) (KB|MB|GB)$/.exec(text)
      return amount ? `${number.format(Number(amount[1]))} ${amount[2]}` : text
    },
  }
}

export function useItemWords() {
  const { t, i18n } = useTranslation('fileManager')
  return itemWords(i18n.language, (count) => t('fileCount', { count }))
}
