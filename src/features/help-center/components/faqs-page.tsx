import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { useFaqs } from '../api/help-center'
import { FaqList } from './faq-list'
import { HelpPage, HelpStatus } from './help-layout'

/** Every FAQ, by category. */
export function FaqsPage() {
  const { t } = useTranslation('helpCenter')
  const faqs = useFaqs()
  return (
    <HelpPage
      crumbs={[{ label: t('home'), to: '/apps/help-center' }]}
      title={t('faqsTitle')}
      subtitle={t('faqsSubtitle')}
    >
      {faqs.data ? (
        <div className={css({ display: 'grid', gap: '10' })}>
          {faqs.data.map((c) => (
            <section key={c.id} aria-labelledby={`faq-${c.slug}`}>
              <h2 id={`faq-${c.slug}`} className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '4' })}>
                {c.title}
              </h2>
              <FaqList faqs={c.faqs} />
            </section>
          ))}
        </div>
      ) : (
        <HelpStatus query={faqs} />
      )}
    </HelpPage>
  )
}
