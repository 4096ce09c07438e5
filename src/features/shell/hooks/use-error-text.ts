import { useTranslation } from 'react-i18next'

const FIXED: Record<string, string> = {
  Required: 'required',
  'Choose an icon': 'icon',
  'Must start with / or http(s)://': 'link',
  'Must be a valid email address': 'email',
  'Image too large': 'imageTooLarge',
}

/** The shared schemas speak English; forms show their messages in the current language. */
export function useErrorText() {
  const { t } = useTranslation('shell')
  return (message?: string): string | undefined => {
    if (!message) return undefined
    const fixed = FIXED[message]
    if (fixed) return t(`errors.${fixed}`)
    const most = /^At most (\d+) characters$/.exec(message)
    if (most) return t('errors.max', { count: Number(most[1]) })
    const least = /^At least (\d+) characters$/.exec(message)
    if (least) return t('errors.min', { count: Number(least[1]) })
    return message
  }
}
