import { useId, useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ImagePlus, Star, X } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { IMAGE_MAX_BYTES, IMAGE_TYPES, MAX_IMAGES } from '@/shared/constants/inventory'
import { IMAGE_MAX_LABEL } from '../lib/format'
import { ProductThumb } from './product-thumb'

interface ProductImagesProps {
  name: string
  images: string[]
  thumbnail: string | null
  onChange: (images: string[], thumbnail: string | null) => void
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(file)
  })

const tile = css({
  position: 'relative',
  aspectRatio: '1',
  borderRadius: 'lg',
  overflow: 'hidden',
  borderWidth: '2px',
  borderColor: 'transparent',
  bg: 'bg.surface',
  cursor: 'pointer',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '2px' },
  '&[aria-pressed=true]': { borderColor: 'accent.solid' },
})

/** The product's pictures: the thumbnail large, every image as a tile to pick the thumbnail, upload and remove. */
export function ProductImages({ name, images, thumbnail, onChange }: ProductImagesProps) {
  const { t } = useTranslation('inventory')
  const inputId = useId()
  const [error, setError] = useState<string | null>(null)

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    setError(null)
    const added: string[] = []
    for (const file of files) {
      if (images.length + added.length >= MAX_IMAGES) return setError(t('images.full', { max: MAX_IMAGES }))
      if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
        return setError(t('images.badType', { name: file.name }))
      if (file.size > IMAGE_MAX_BYTES) return setError(t('images.tooLarge', { name: file.name, max: IMAGE_MAX_LABEL }))
      try {
        added.push(await readAsDataUrl(file))
      } catch {
        return setError(t('images.readFailed', { name: file.name }))
      }
      const next = [...images, ...added]
      onChange(next, thumbnail || next[0] || null)
    }
  }

  function remove(index: number) {
    const next = images.filter((_, i) => i !== index)
    const removed = images[index]
    onChange(next, removed === thumbnail ? (next[0] ?? '') : thumbnail)
  }

  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
      <div
        className={css({
          borderRadius: 'xl',
          overflow: 'hidden',
          bg: 'bg.surface',
          borderWidth: '1px',
          borderColor: 'border.default',
          aspectRatio: '1',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        })}
      >
        {thumbnail ? (
          <img
            src={thumbnail}
            alt={t('images.thumbnail')}
            className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
          />
        ) : (
          <ProductThumb name={name} size={120} />
        )}
      </div>
      <div
        role="group"
        aria-label={t('images.title')}
        className={css({ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '2' })}
      >
        {images.map((src, i) => {
          const isThumb = src === thumbnail
          return (
            <div key={`${i}-${src.length}`} className={css({ position: 'relative' })}>
              <button
                type="button"
                className={tile}
                aria-pressed={isThumb}
                aria-label={t(isThumb ? 'images.isThumbnail' : 'images.useAsThumbnail', { n: i + 1 })}
                onClick={() => onChange(images, src)}
              >
                <img src={src} alt="" className={css({ w: 'full', h: 'full', objectFit: 'cover' })} />
                {isThumb ? (
                  <Star
                    aria-hidden
                    size={14}
                    className={css({
                      position: 'absolute',
                      left: '1',
                      top: '1',
                      color: 'amber.400',
                      fill: 'amber.400',
                    })}
                  />
                ) : null}
              </button>
              <button
                type="button"
                aria-label={t('images.remove', { n: i + 1 })}
                onClick={() => remove(i)}
                className={css({
                  position: 'absolute',
                  right: '-1.5',
                  top: '-1.5',
                  w: '6',
                  h: '6',
                  borderRadius: 'full',
                  bg: 'bg.surface',
                  color: 'fg.muted',
                  borderWidth: '1px',
                  borderColor: 'border.strong',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  cursor: 'pointer',
                  _hover: { color: 'danger.text' },
                  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
                })}
              >
                <X size={12} />
              </button>
            </div>
          )
        })}
        {images.length < MAX_IMAGES ? (
          <label
            htmlFor={inputId}
            className={cx(
              tile,
              css({
                display: 'flex',
                flexDir: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: '1',
                borderStyle: 'dashed',
                borderColor: 'border.strong',
                color: 'fg.muted',
                fontSize: '2xs',
                textAlign: 'center',
                _hover: { color: 'accent.text', borderColor: 'accent.solid' },
                _focusWithin: { outline: '2px solid', outlineColor: 'accent.ring' },
              }),
            )}
          >
            <ImagePlus size={18} aria-hidden />
            {t('images.add')}
            <input
              id={inputId}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              multiple
              onChange={add}
              className={css({ srOnly: true })}
            />
          </label>
        ) : null}
      </div>
      {images.length === 0 ? <p className={css({ fontSize: 'xs', color: 'fg.subtle' })}>{t('images.none')}</p> : null}
      <p className={css({ fontSize: 'xs', color: 'fg.subtle' })}>{t('images.addHint', { max: IMAGE_MAX_LABEL })}</p>
      {error ? (
        <p role="alert" className={css({ fontSize: 'xs', color: 'danger.text' })}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
