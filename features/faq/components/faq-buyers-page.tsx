import { getTranslations } from 'next-intl/server';

import { PageContainer } from '@/components/layout/page-container';
import { ContentBanner, ContentPage } from '@/features/content/components/content-page';
import type { FeaturePageProps } from '@/features/content/feature-page-types';
import { formatNumber } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';

import { getBuyerFaqs } from '../server/cached';

import styles from './faq-buyers-page.module.css';
import { FaqList } from './faq-list';

const SECTION_KEYS = { 1: 'sourcing', 2: 'quality', 3: 'shipping' } as const;

// part 1 §2.1 "/faq": FAQ for international buyers and its three numbered children, which are the
// published buyers' questions of tabs 1, 2 and 3 (category 2).
export async function FaqBuyersPage({ page, locale }: FeaturePageProps) {
  const [sections, t] = await Promise.all([
    getBuyerFaqs(),
    getTranslations({ locale, namespace: 'Faq' }),
  ]);
  // With no published question yet, the page's own content still answers the visitor.
  if (sections.every((section) => section.items.length === 0)) {
    return <ContentPage page={page} locale={locale} />;
  }
  const labels = { attachment: t('attachment'), empty: t('empty') };
  const subtitle = pick(page, 'subtitle', locale);

  return (
    <>
      <ContentBanner page={page} locale={locale} />
      <PageContainer spacing="roomy">
        <div className={styles.column}>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          <ol className={styles.sections}>
            {sections.map(({ tab, items }) => (
              <li key={tab} data-testid="buyers-faq-section" className={styles.section}>
                <span aria-hidden className={styles.number}>
                  {formatNumber(tab, locale)}
                </span>
                <div>
                  <h2 id={`buyers-faq-${tab}-title`} className={`h3 ${styles.title}`}>
                    <span className="visually-hidden">{formatNumber(tab, locale)}. </span>
                    {t(`buyers.${SECTION_KEYS[tab as keyof typeof SECTION_KEYS]}`)}
                  </h2>
                  <FaqList
                    faqs={items}
                    locale={locale}
                    idPrefix={`buyers-faq-${tab}`}
                    labels={labels}
                  />
                </div>
              </li>
            ))}
          </ol>
        </div>
      </PageContainer>
    </>
  );
}
