import { getTranslations } from 'next-intl/server';

import { ContentPage } from '@/features/content/components/content-page';
import type { FeaturePageProps } from '@/features/content/feature-page-types';

import { EXPORTER_FAQ_TABS, FAQ_PAGE_SIZE } from '../faq-lists';
import { getExporterFaqs } from '../server/cached';

import styles from './faq-exporters-page.module.css';
import { FaqItem } from './faq-item';
import { FaqList } from './faq-list';
import { FaqPagedList } from './faq-paged-list';
import { FaqTabs } from './faq-tabs';
import type { FaqTabPanel } from './faq-tabs-view';

// part 2 "FAQ for exporters" (page 100): three topic tabs, each its published items reversed, and
// the paginated list of every published exporters' question.
export async function FaqExportersPage({ page, locale }: FeaturePageProps) {
  const [faqs, t] = await Promise.all([
    getExporterFaqs(),
    getTranslations({ locale, namespace: 'Faq' }),
  ]);
  const labels = { attachment: t('attachment'), empty: t('empty') };
  const panels: FaqTabPanel[] = EXPORTER_FAQ_TABS.map(({ tab, slug }) => ({
    slug,
    label: t(`tabs.${slug}`),
    content: (
      <FaqList
        faqs={faqs.tabs.find((list) => list.tab === tab)?.items ?? []}
        locale={locale}
        idPrefix={`faq-${slug}`}
        labels={labels}
      />
    ),
  }));
  const tabsLabel = t('exporters.topicsLabel');

  return (
    <ContentPage page={page} locale={locale}>
      <section aria-labelledby="faq-topics-title" className={styles.topics}>
        <h2 id="faq-topics-title" className={styles.heading}>
          {t('exporters.topicsTitle')}
        </h2>
        {/* Static pages know no query: until the client reads ?tab=, the default tab shows. */}
        <FaqTabs panels={panels} label={tabsLabel} />
      </section>
      <section aria-labelledby="faq-all-title" className={styles.all}>
        <h2 id="faq-all-title" className={styles.heading}>
          {t('exporters.allTitle')}
        </h2>
        {faqs.all.length === 0 ? (
          <FaqList faqs={[]} locale={locale} idPrefix="faq-all" labels={labels} />
        ) : (
          <FaqPagedList
            pageSize={FAQ_PAGE_SIZE}
            items={faqs.all.map((faq) => ({
              id: faq.id,
              node: (
                <FaqItem
                  faq={faq}
                  locale={locale}
                  idPrefix="faq-all"
                  attachmentLabel={labels.attachment}
                />
              ),
            }))}
          />
        )}
      </section>
    </ContentPage>
  );
}
