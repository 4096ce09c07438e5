import { useTranslation } from 'react-i18next'

const FIXED: Record<string, string> = {
  Required: 'required',
  'Choose an icon': 'icon',
  'Must be an app path (/…) or an http(s) URL': 'link',
  'Must not contain control characters': 'control',
  'Must not contain unpaired surrogates': 'surrogate',
  'Must contain a visible character': 'visible',
  'Must be an image': 'image',
  'Image content does not match its type': 'imageMismatch',
  'Image is empty': 'imageEmpty',
  'Must be a valid email address': 'email',
  'Image too large': 'imageTooLarge',
  'Passwords do not match': 'passwordsDiffer',
  'Must differ from the current password': 'samePassword',
  'Wrong password': 'wrongPassword',
  'Choose a topic': 'topic',
}

/**
 * The shared schemas speak English; forms show their messages in the current language, from `ns`'s keys
 * under `prefix` (the shell's `errors.*` unless a feature keeps its own).
 */
export function useErrorText({ ns = 'shell', prefix = 'errors' }: { ns?: string; prefix?: string } = {}) {
  const { t } = useTranslation(ns)
  return (message?: string): string | undefined => {
    if (!message) return undefined
    const fixed = FIXED[message]
    if (fixed) return t(`${prefix}.${fixed}`)
    const most = /^At most (\d+) characters$/.exec(message)
    if (most) return t(`${prefix}.max`, { count: Number(most[1]) })
    const least = /^At least (\d+) characters$/.exec(message)
    if (least) return t(`${prefix}.min`, { count: Number(least[1]) })
    return message
  }
}
